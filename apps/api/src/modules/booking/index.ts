/** The booking module's front door: what other modules may use of it (`app.booking` at run time). */
export { toAppointment } from './repository.ts';
export type { BookingService } from './service.ts';
