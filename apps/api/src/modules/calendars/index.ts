/** The calendars module's front door: what other modules may use of it (`app.calendars`, `app.calendarConnections`). */
export { CalendarDisconnected } from './connections.ts';
export type { CalendarEventRequest, CalendarProvider, CreatedEvent } from './provider.ts';
export type { CalendarsService } from './service.ts';
