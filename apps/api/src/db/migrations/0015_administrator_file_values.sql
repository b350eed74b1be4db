ALTER TABLE "administrators" ADD COLUMN "file_values" jsonb;--> statement-breakpoint
-- Every administrator so far came from the catalogue's files, unchanged since: they stay the files' to update.
UPDATE "administrators" SET "file_values" = jsonb_build_object('name', "name", 'shortName', "short_name", 'state', "state", 'website', "website", 'contactEmail', "contact_email");
