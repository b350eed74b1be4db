-- The program catalogue is announced on the topic 'catalogue' (db/change-topics.ts): the search
-- index of modules/search is built again after any program or agency changed, whichever process
-- changed it (the import, the admin command line, an operator's SQL).
CREATE TRIGGER programs_changed_for_catalogue AFTER INSERT OR UPDATE OR DELETE ON programs
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('catalogue', 'id');
--> statement-breakpoint
CREATE TRIGGER administrators_changed_for_catalogue AFTER INSERT OR UPDATE OR DELETE ON administrators
  FOR EACH ROW EXECUTE FUNCTION notify_data_changed('catalogue', 'id');
