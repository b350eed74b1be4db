CREATE TYPE "public"."program_status" AS ENUM('draft', 'published', 'paused');--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "status" "program_status" DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "catalogue_hash" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "edited_in_console_at" timestamp with time zone;