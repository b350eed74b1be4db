-- A row that several caches copy is announced in one notification, not one per topic: the
-- arguments of notify_data_changed are now pairs (topic, id column), and the payload lists
-- '<topic>:<id>' for each pair, separated by spaces (plugins/app/changes.ts reads them so). Every
-- notification wakes each listening process for a message of its own; an appointment, copied by the
-- caches of both its sides, was two per change, and a booking was the busiest write there is. The
-- row is also turned into JSON once per trigger, not once per topic.
CREATE OR REPLACE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  old_row jsonb := CASE WHEN TG_OP IN ('UPDATE', 'DELETE') THEN to_jsonb(OLD) END;
  new_row jsonb := CASE WHEN TG_OP IN ('INSERT', 'UPDATE') THEN to_jsonb(NEW) END;
  old_payload text;
  new_payload text;
BEGIN
  -- A missing row or id leaves its pair out (concat_ws skips NULLs).
  FOR pair IN 0 .. TG_NARGS - 2 BY 2 LOOP
    old_payload := concat_ws(' ', old_payload, TG_ARGV[pair] || ':' || (old_row ->> TG_ARGV[pair + 1]));
    new_payload := concat_ws(' ', new_payload, TG_ARGV[pair] || ':' || (new_row ->> TG_ARGV[pair + 1]));
  END LOOP;
  -- An update that keeps the ids sends the same payload twice, which PostgreSQL delivers once.
  IF old_payload <> '' THEN
    PERFORM pg_notify('data_changed', old_payload);
  END IF;
  IF new_payload <> '' THEN
    PERFORM pg_notify('data_changed', new_payload);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER appointments_changed_for_professional ON appointments;
--> statement-breakpoint
DROP TRIGGER appointments_changed_for_buyer ON appointments;
--> statement-breakpoint
CREATE TRIGGER appointments_changed AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('professional-calls', 'professional_id', 'buyer', 'buyer_id');
