ALTER TABLE "programs" ADD COLUMN "max_amount" integer GENERATED ALWAYS AS (case benefit->>'kind'
        when 'fixed' then (benefit->>'amount')::integer
        when 'percent' then case
          when benefit ? 'max' and (not benefit ? 'occupationOverride' or benefit->'occupationOverride' ? 'max')
          then greatest((benefit->>'max')::integer, (benefit->>'maxInTargetedArea')::integer, (benefit#>>'{occupationOverride,max}')::integer)
        end
        when 'tax_credit' then (benefit->>'annualCap')::integer * (benefit->>'years')::integer
      end) STORED;