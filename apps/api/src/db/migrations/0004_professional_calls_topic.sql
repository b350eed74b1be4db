-- A professional's calls are announced on a topic of their own, 'professional-calls', apart from
-- their profile, programs, hours and days off ('professional'): a booking then drops the cached
-- calls of that professional and leaves their hours cached, which every booking checks.
DROP TRIGGER appointments_changed_for_professional ON appointments;
--> statement-breakpoint
CREATE TRIGGER appointments_changed_for_professional AFTER INSERT OR UPDATE OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('professional-calls', 'professional_id');
