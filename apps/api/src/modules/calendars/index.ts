/** The calendars module's front door: what other modules may use of it (`app.calendars`, `app.calendarConnections`). */
export { type CalendarConnectionsStore, CalendarDisconnected, type GrantedTokens } from './connections.ts';
