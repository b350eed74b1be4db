CREATE TABLE "favorite_programs" (
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "favorite_programs_user_id_program_id_pk" PRIMARY KEY("user_id","program_id")
);
--> statement-breakpoint
CREATE TABLE "home_team_members" (
	"user_id" integer NOT NULL,
	"role" "professional_kind" NOT NULL,
	"professional_id" integer NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "home_team_members_user_id_role_pk" PRIMARY KEY("user_id","role")
);
--> statement-breakpoint
CREATE TABLE "income_limits" (
	"program_id" integer NOT NULL,
	"year" smallint NOT NULL,
	"area" text NOT NULL,
	"household_size" smallint NOT NULL,
	"max_income" integer NOT NULL,
	CONSTRAINT "income_limits_program_id_year_area_household_size_pk" PRIMARY KEY("program_id","year","area","household_size"),
	CONSTRAINT "income_limits_household_size_check" CHECK ("income_limits"."household_size" between 1 and 8),
	CONSTRAINT "income_limits_max_income_check" CHECK ("income_limits"."max_income" > 0)
);
--> statement-breakpoint
CREATE TABLE "questionnaire_answers" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"answers" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "favorite_programs" ADD CONSTRAINT "favorite_programs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "favorite_programs" ADD CONSTRAINT "favorite_programs_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_team_members" ADD CONSTRAINT "home_team_members_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "home_team_members" ADD CONSTRAINT "home_team_members_professional_id_professionals_id_fk" FOREIGN KEY ("professional_id") REFERENCES "public"."professionals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "income_limits" ADD CONSTRAINT "income_limits_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questionnaire_answers" ADD CONSTRAINT "questionnaire_answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "home_team_members_professional_id_idx" ON "home_team_members" USING btree ("professional_id");--> statement-breakpoint
CREATE INDEX "income_limits_area_idx" ON "income_limits" USING btree (lower("area"),"household_size");