-- The calendars module now keeps which accounts have a connected calendar (modules/calendars/
-- connected-accounts.ts), so that a slot list knows without a query that an account has none to
-- ask, as most have not: a connection made, refreshed, broken or removed in any process is announced
-- on the 'calendar' topic again (migration 0008 had dropped the trigger when nothing listened).
CREATE TRIGGER calendar_connections_changed AFTER INSERT OR UPDATE OR DELETE ON calendar_connections
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('calendar', 'user_id');
