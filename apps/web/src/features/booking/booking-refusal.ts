/**
 * What the booking form does when a time it confirmed was not booked or moved: what it says, whether
 * the same attempt may be sent again, and whether the buyer must choose another time.
 */
import { SLOT_TAKEN } from '@hbw/contract';
import { ApiError } from '@/lib/api-client';

/** Why the last attempt did not book, in words for the buyer. */
export type Refusal = { title: string; message: string };

export type AttemptRefused = {
  /** What the form says; null when a field of the form says it (the note). */
  refusal: Refusal | null;
  /** Unanswered, the attempt may have booked: sent again with its key, it books once. */
  sameAttempt: boolean;
  /** The time is gone (taken, or no longer bookable): the buyer chooses among the times as they now are. */
  chooseAgain: boolean;
};

function refusalOf(error: unknown, time: string | undefined): Refusal {
  if (error instanceof ApiError && error.status === 409) {
    return {
      title: SLOT_TAKEN,
      message: `Another buyer booked ${time ?? 'this time'} a moment before you. The times below are up to date: choose another one.`,
    };
  }
  const dateProblem = error instanceof ApiError ? error.errors.appointment_date?.[0] : undefined;
  if (dateProblem)
    return { title: 'This time cannot be booked', message: `${dateProblem} The times below are up to date.` };
  return {
    title: "We couldn't book this call",
    message: error instanceof Error ? error.message : 'Please try again in a moment.',
  };
}

/** What follows an attempt refused with `error`, for the time (`10:30 AM`) it asked for. */
export function attemptRefused(error: unknown, time: string | undefined): AttemptRefused {
  if (error instanceof ApiError && error.status === 0)
    return { refusal: refusalOf(error, time), sameAttempt: true, chooseAgain: false };
  if (error instanceof ApiError && error.errors.description)
    return { refusal: null, sameAttempt: false, chooseAgain: false };
  const chooseAgain = error instanceof ApiError && (error.status === 409 || Boolean(error.errors.appointment_date));
  return { refusal: refusalOf(error, time), sameAttempt: false, chooseAgain };
}
