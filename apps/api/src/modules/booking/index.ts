/** The booking module's front door: what other modules may use of it (`app.booking` at run time). */
export {
  type BookingFilter,
  type BookingOperations,
  bookingOperations,
  type ExpertRequestChange,
  type ExpertRequestFilter,
} from './console-operations.ts';
export { toAppointment } from './repository.ts';
export type { BookingService } from './service.ts';
