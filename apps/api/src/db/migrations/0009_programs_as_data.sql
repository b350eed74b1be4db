ALTER TYPE "public"."program_type" ADD VALUE 'down_payment_assistance';--> statement-breakpoint
ALTER TABLE "programs" drop column "max_amount";--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "max_amount" integer GENERATED ALWAYS AS (case benefit->>'kind'
        when 'fixed' then (benefit->>'amount')::integer
        when 'percent' then case
          when benefit ? 'max' and (not benefit ? 'occupationOverride' or benefit->'occupationOverride' ? 'max')
          then greatest((benefit->>'max')::integer, (benefit->>'maxInTargetedArea')::integer, (benefit#>>'{occupationOverride,max}')::integer)
        end
        when 'tax_credit' then (benefit->>'annualCap')::integer * (benefit->>'years')::integer
        when 'savings_match' then (benefit->>'max')::integer
      end) STORED;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "first_mortgage" jsonb DEFAULT '{"lender":"any"}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "stacking" jsonb DEFAULT '{"combinableWith":[],"notWithTypes":[],"notOnBondFinancedFirst":false}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "confidence" text DEFAULT 'B' NOT NULL;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "to_confirm" text;--> statement-breakpoint
ALTER TABLE "programs" ADD COLUMN "sources" text[] DEFAULT '{}' NOT NULL;