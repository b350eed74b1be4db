ALTER TABLE "password_reset_tokens" ADD COLUMN "purpose" text DEFAULT 'reset' NOT NULL;--> statement-breakpoint
ALTER TABLE "professionals" ADD COLUMN "deactivated_at" timestamp with time zone;