-- The change feed (apps/api/src/plugins/app/changes.ts): a committed change to a row that a cache
-- copies is announced as '<topic>:<id>' on the channel data_changed, whichever process made it.
-- Arguments: the topic, then the column holding the id.
CREATE FUNCTION notify_data_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM pg_notify('data_changed', TG_ARGV[0] || ':' || (to_jsonb(OLD) ->> TG_ARGV[1]));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM pg_notify('data_changed', TG_ARGV[0] || ':' || (to_jsonb(NEW) ->> TG_ARGV[1]));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER users_changed AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('user', 'id');
--> statement-breakpoint
CREATE TRIGGER sessions_changed AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('user', 'user_id');
--> statement-breakpoint
CREATE TRIGGER professionals_changed AFTER INSERT OR UPDATE OR DELETE ON professionals
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('professional', 'id');
--> statement-breakpoint
CREATE TRIGGER weekly_availability_changed AFTER INSERT OR UPDATE OR DELETE ON weekly_availability
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('professional', 'professional_id');
--> statement-breakpoint
CREATE TRIGGER days_off_changed AFTER INSERT OR UPDATE OR DELETE ON days_off
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('professional', 'professional_id');
--> statement-breakpoint
CREATE TRIGGER appointments_changed_for_professional AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('professional', 'professional_id');
--> statement-breakpoint
CREATE TRIGGER appointments_changed_for_buyer AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('buyer', 'buyer_id');
--> statement-breakpoint
CREATE TRIGGER calendar_connections_changed AFTER INSERT OR UPDATE OR DELETE ON calendar_connections
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('calendar', 'user_id');
--> statement-breakpoint
CREATE TRIGGER professional_programs_changed AFTER INSERT OR UPDATE OR DELETE ON professional_programs
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('professional', 'professional_id');
