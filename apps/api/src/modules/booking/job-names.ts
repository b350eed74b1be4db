/** The background jobs that follow a booking (defined in the booking plugin), and their data. */
export const CONFIRM_JOB = 'booking.confirm';
export const REMIND_JOB = 'booking.remind';
export const CANCELLED_JOB = 'booking.cancelled';
export const RESCHEDULED_JOB = 'booking.rescheduled';
export const GUEST_INVITED_JOB = 'booking.guest-invited';
export const GUEST_REMOVED_JOB = 'booking.guest-removed';
/** `startsAt` (epoch ms), on a reminder: the start it reminds of, so that one for a moved call is dropped. */
export type AppointmentJob = { appointmentId: number; startsAt?: number };
/** A call moved; `proposed` when to the time its professional proposed, which the mails say. */
export type MovedCallJob = { appointmentId: number; proposed?: boolean };
/** A guest added to a call, or removed from it. */
export type GuestJob = { appointmentId: number; guestId: number };
