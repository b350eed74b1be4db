/**
 * Confirming the time chosen on the booking page, as its caller: booking a new call, each attempt
 * with its own `Idempotency-Key` so that an attempt sent again books once, or moving the call being
 * moved (the signed-in buyer's, or the one of the Reschedule link).
 */
import { type Appointment, formatAppointmentDate, type Slot } from '@hbw/contract';
import { useRef } from 'react';
import { ApiError } from '@/lib/api-client';
import { useBookAppointment } from '../api/book-appointment';
import type { Caller } from '../api/caller';
import { useRescheduleAppointment } from '../api/reschedule-appointment';
import { type AttemptRefused, attemptRefused } from '../booking-refusal';

type ConfirmTime = {
  caller: Caller;
  /** The call being moved, or null to book a new one. */
  movingCallId: number | null;
  professionalId: number;
  programId: number;
};

export function useConfirmTime({ caller, movingCallId, professionalId, programId }: ConfirmTime) {
  const booking = useBookAppointment();
  const moving = useRescheduleAppointment(caller);
  // One key per attempt: sending the same attempt again (a dropped connection) books it once.
  const attemptKey = useRef<string | null>(null);

  return {
    pending: booking.isPending || moving.isPending,
    /** What is wrong with the note, which its field says. */
    noteProblem: booking.error instanceof ApiError ? booking.error.errors.description?.[0] : undefined,
    /** A change of time or note: what is confirmed next is a new attempt. */
    newAttempt: () => {
      attemptKey.current = null;
    },
    confirm(
      slot: Slot,
      note: string,
      { onDone, onRefused }: { onDone: (call: Appointment) => void; onRefused: (refused: AttemptRefused) => void },
    ) {
      const handlers = {
        onSuccess: onDone,
        onError: (error: Error) => {
          const refused = attemptRefused(error, slot.time);
          if (!refused.sameAttempt) attemptKey.current = null;
          onRefused(refused);
        },
      };
      const appointmentDate = formatAppointmentDate(new Date(slot.starts_at));
      if (movingCallId !== null) return moving.mutate({ id: movingCallId, appointmentDate }, handlers);
      attemptKey.current ??= crypto.randomUUID();
      booking.mutate(
        {
          program_administrative_information_id: programId,
          professional_detail_id: professionalId,
          appointment_date: appointmentDate,
          description: note,
          idempotencyKey: attemptKey.current,
        },
        handlers,
      );
    },
  };
}
