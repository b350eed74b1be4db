/** The background jobs that follow a booking (defined in the booking plugin), and their data. */
export const CONFIRM_JOB = 'booking.confirm';
export const REMIND_JOB = 'booking.remind';
export const CANCELLED_JOB = 'booking.cancelled';
export type AppointmentJob = { appointmentId: number };
