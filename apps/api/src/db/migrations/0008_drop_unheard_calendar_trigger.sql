-- Nothing caches calendar connections, so nothing listens to the 'calendar' topic: its trigger only
-- cost every token refresh a notification. The change feed's topics are db/change-topics.ts, and a
-- test ties them to the triggers.
DROP TRIGGER IF EXISTS calendar_connections_changed ON calendar_connections;
