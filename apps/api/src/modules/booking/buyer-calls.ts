/**
 * A buyer's side of booking: booking a call (one statement that can never double a time, decision
 * 012), their list of calls, the meeting made for one, and asking a program for an expert.
 */
import { randomBytes } from 'node:crypto';
import { APPOINTMENTS_PER_PAGE, type Appointment, pageEnvelope, SLOT_MINUTES } from '@hbw/contract';
import { uniqueViolation } from '../../db/errors.ts';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import { type RequireBookable, takenTime } from './call-times.ts';
import type { BookingCallers } from './callers.ts';
import type { BookingContext } from './context.ts';
import { CONFIRM_JOB } from './job-names.ts';
import { expertRequestMails, expertRequestSentence } from './mails.ts';
import { bookingRepository, toAppointment } from './repository.ts';

export type BookingInput = {
  programId: number;
  professionalId: number;
  startsAt: Date;
  description: string;
};

type EarlierBooking = { id: number; professionalId: number; programId: number; startsAt: Date };

export function buyerCalls(context: BookingContext, { callOf }: BookingCallers, requireBookable: RequireBookable) {
  const { db, config, mail, catalogue, booking, read, jobs } = context;

  /** A repeated request with the same key: the same booking, if it asked for the same thing. */
  async function sameBooking(buyerId: number, earlier: EarlierBooking, input: BookingInput, key: string) {
    const sameRequest =
      earlier.professionalId === input.professionalId &&
      earlier.programId === input.programId &&
      earlier.startsAt.getTime() === input.startsAt.getTime();
    if (!sameRequest) throw new HttpError(422, `The Idempotency-Key ${key} was used for another booking.`);
    return toAppointment((await callOf({ kind: 'buyer', buyerId }, earlier.id, 'see')).row);
  }

  return {
    /**
     * Books a slot. Losing a race for the slot answers 409; a slot that cannot be booked for another
     * reason answers 422 on `appointment_date`. With an idempotency key, a repeat returns the first
     * booking.
     */
    async book(buyerId: number, input: BookingInput, idempotencyKey: string | undefined) {
      if (idempotencyKey) {
        const earlier = await booking.findIdByIdempotencyKey(buyerId, idempotencyKey);
        if (earlier) return sameBooking(buyerId, earlier, input, idempotencyKey);
      }
      const { startsAt } = input;
      await requireBookable(input.professionalId, startsAt, input.programId);
      try {
        const row = await booking.book({
          buyerId,
          professionalId: input.professionalId,
          programId: input.programId,
          startsAt,
          endsAt: new Date(startsAt.getTime() + SLOT_MINUTES * 60_000),
          description: input.description,
          uid: randomBytes(16).toString('hex'),
          idempotencyKey: idempotencyKey ?? null,
        });
        // Committed: this process's slot lists show it from now on (see the route's changesAnnounced),
        // the other processes' once told, and the confirmation's worker looks for it.
        read.booked(input.professionalId, buyerId);
        jobs.wake(CONFIRM_JOB);
        return toAppointment(row);
      } catch (error) {
        const index = uniqueViolation(error);
        // A concurrent request with the same key may have won the slot: that is this booking.
        if (index && idempotencyKey) {
          const earlier = await booking.findIdByIdempotencyKey(buyerId, idempotencyKey);
          if (earlier) return sameBooking(buyerId, earlier, input, idempotencyKey);
        }
        return takenTime(error);
      }
    },

    async listForBuyer(buyerId: number, page: number) {
      const { rows, total } = await booking.listForBuyer(buyerId, page);
      return pageEnvelope(rows.map(toAppointment), { total, perPage: APPOINTMENTS_PER_PAGE, page });
    },

    /** These calls, by id, in the order they take place. */
    async appointmentsByIds(ids: number[]): Promise<Appointment[]> {
      return (await booking.findMany(ids)).map(toAppointment);
    },

    /** The meeting made for a call on a calendar (the first one made stays). */
    async recordMeeting(
      id: number,
      meeting: { provider: string; eventId: string; joinUrl: string; microsoftMeetingId: string | null },
    ) {
      await booking.setMeeting(id, meeting);
    },

    async requestExpert(
      buyerId: number,
      input: { programId: number; expertType: string; email: string; mobileNumber: string; householdIncome: number },
    ) {
      const program = await catalogue.findForBooking(input.programId);
      if (!program) throw invalidInput({ program_id: ['There is no such program.'] });
      await db.transaction(async (tx) => {
        await bookingRepository(tx).createExpertRequest({
          buyerId,
          programId: program.id,
          expertType: input.expertType,
          email: input.email,
          mobileNumber: input.mobileNumber,
          householdIncome: input.householdIncome,
        });
        for (const message of expertRequestMails({ program, ...input, supportEmail: config.supportEmail })) {
          await mail.send(message, { transaction: tx });
        }
      });
      return expertRequestSentence({ ...program, expert: input.expertType.replaceAll('_', ' ') });
    },
  };
}
