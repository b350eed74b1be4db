/**
 * The guests of a call (decision 027): listed, added (at most MAX_GUESTS_PER_CALL, each address once,
 * neither side of the call) and removed by the call's buyer; the jobs queued put them on the calendar
 * event and mail them.
 */
import { type Guest, MAX_GUESTS_PER_CALL } from '@hbw/contract';
import { uniqueViolation } from '../../db/errors.ts';
import { HttpError, invalidInput, notFound } from '../../lib/http-error.ts';
import type { BookingCallers, Caller } from './callers.ts';
import type { BookingContext } from './context.ts';
import { GUEST_INVITED_JOB, GUEST_REMOVED_JOB, type GuestJob } from './job-names.ts';
import { bookingRepository } from './repository.ts';

export function callGuests({ db, jobs, booking, requireAhead }: BookingContext, { callOf }: BookingCallers) {
  async function presentGuests(appointmentId: number): Promise<Guest[]> {
    return (await booking.presentGuestsOf(appointmentId)).map((guest) => ({
      name: guest.name,
      email: guest.email,
      added_at: guest.addedAt.toISOString(),
    }));
  }

  return {
    /** The guests of the call, first added first. */
    async guestsOf(caller: Caller, appointmentId: number): Promise<Guest[]> {
      await callOf(caller, appointmentId, 'guests');
      return presentGuests(appointmentId);
    },

    /**
     * Adds a guest to a future call; the job it queues puts them on the calendar event and mails
     * them the invitation. Errors name the field of the one-element array of docs/product.md section 14.
     */
    async addGuest(caller: Caller, guest: { appointmentId: number; name: string; email: string }): Promise<Guest[]> {
      const { row } = await callOf(caller, guest.appointmentId, 'guests');
      requireAhead(row);
      if (guest.email === row.buyer.email.toLowerCase() || guest.email === row.professionalUser.email.toLowerCase()) {
        throw invalidInput({ '0.email': [`${guest.email} is already on this call.`] });
      }
      try {
        await db.transaction(async (tx) => {
          const calls = bookingRepository(tx);
          // The call's row is held, so that two guests added at once are counted one after the other.
          if (!(await calls.lockFutureCall(guest.appointmentId)))
            throw new HttpError(409, 'This call is not booked any more, or has started.');
          if ((await calls.presentGuestsOf(guest.appointmentId)).length >= MAX_GUESTS_PER_CALL) {
            throw invalidInput({
              '0.email': [`A call can have at most ${MAX_GUESTS_PER_CALL} guests: remove one to add another.`],
            });
          }
          const guestId = await calls.addGuest(guest);
          await jobs.send(GUEST_INVITED_JOB, { appointmentId: guest.appointmentId, guestId } satisfies GuestJob, {
            transaction: tx,
          });
        });
      } catch (error) {
        if (uniqueViolation(error) === 'appointment_guests_appointment_email_key')
          throw invalidInput({ '0.email': [`${guest.email} is already a guest of this call.`] });
        throw error;
      }
      return presentGuests(guest.appointmentId);
    },

    /** Takes a guest off a future call; the job it queues tells them. */
    async removeGuest(caller: Caller, appointmentId: number, email: string): Promise<Guest[]> {
      requireAhead((await callOf(caller, appointmentId, 'guests')).row);
      await db.transaction(async (tx) => {
        const guestId = await bookingRepository(tx).removeGuest(appointmentId, email);
        if (guestId === undefined) throw notFound(`${email} is not a guest of this call.`);
        await jobs.send(GUEST_REMOVED_JOB, { appointmentId, guestId } satisfies GuestJob, { transaction: tx });
      });
      return presentGuests(appointmentId);
    },
  };
}
