-- Decision 042: a program's sources become objects with a kind and a date. A cited string is kept as
-- the source's name, of kind "other" and undated; the next import gives every program of the files
-- its sources as the files say them, and an operator classifies those of a program made in the console.
ALTER TABLE "programs" ADD COLUMN "sources_cited" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
UPDATE "programs" SET "sources_cited" = (
  SELECT coalesce(jsonb_agg(jsonb_build_object('name', cited, 'kind', 'other', 'date', null) ORDER BY position), '[]'::jsonb)
  FROM unnest("programs"."sources") WITH ORDINALITY AS source(cited, position)
);--> statement-breakpoint
ALTER TABLE "programs" DROP COLUMN "sources";--> statement-breakpoint
ALTER TABLE "programs" RENAME COLUMN "sources_cited" TO "sources";
