CREATE TABLE "area_median_incomes" (
	"county_fips" char(5) NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"hud_area_name" text,
	"median_family_income" integer NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "area_median_incomes_county_fips_fiscal_year_pk" PRIMARY KEY("county_fips","fiscal_year"),
	CONSTRAINT "area_median_incomes_county_fips_check" CHECK ("area_median_incomes"."county_fips" ~ '^[0-9]{5}$'),
	CONSTRAINT "area_median_incomes_median_check" CHECK ("area_median_incomes"."median_family_income" > 0)
);
--> statement-breakpoint
CREATE TABLE "county_income_limits" (
	"table_name" text NOT NULL,
	"county_fips" char(5) NOT NULL,
	"fiscal_year" smallint NOT NULL,
	"household_size" smallint NOT NULL,
	"ami_percent" smallint,
	"max_income" integer NOT NULL,
	"derived" boolean DEFAULT false NOT NULL,
	"source" text NOT NULL,
	"loaded_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "county_income_limits_table_name_county_fips_fiscal_year_household_size_pk" PRIMARY KEY("table_name","county_fips","fiscal_year","household_size"),
	CONSTRAINT "county_income_limits_county_fips_check" CHECK ("county_income_limits"."county_fips" ~ '^[0-9]{5}$'),
	CONSTRAINT "county_income_limits_household_size_check" CHECK ("county_income_limits"."household_size" between 1 and 8),
	CONSTRAINT "county_income_limits_max_income_check" CHECK ("county_income_limits"."max_income" > 0)
);
--> statement-breakpoint
CREATE INDEX "county_income_limits_county_idx" ON "county_income_limits" USING btree ("county_fips","fiscal_year");