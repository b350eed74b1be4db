-- An appointment is announced on the change feed only when something the caches copy changes: a new
-- call is announced by the booking that made it, once its statement has committed (modules/booking,
-- decision 057), and an update only when it changes a call's parties, start or status.
--
-- A NOTIFY in a transaction that writes holds PostgreSQL's notification lock until its commit is on
-- disk, so every booking's commit waited for the one before it to be flushed, one flush at a time:
-- the store's rate was the disk's, whatever the rest of the machine did. And the meeting a call's
-- confirmation writes into it dropped both its sides' days in every process, for nothing they show.
DROP TRIGGER appointments_changed ON appointments;
--> statement-breakpoint
CREATE TRIGGER appointments_changed AFTER UPDATE OF buyer_id, professional_id, starts_at, status OR DELETE ON appointments
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('professional-calls', 'professional_id', 'buyer', 'buyer_id');
