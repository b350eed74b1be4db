/** The booking module's front door: what other modules may use of it (`app.booking` at run time). */
export { type CalendarEventRequest, type CalendarProvider, type CreatedEvent, callEvent } from './calendar.ts';
export {
  type BookingFilter,
  type BookingOperations,
  bookingOperations,
  type ExpertRequestChange,
  type ExpertRequestFilter,
} from './operators.ts';
export { toAppointment } from './repository.ts';
export type { BookingService } from './service.ts';
