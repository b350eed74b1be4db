/**
 * A professional's side of booking: the calls booked with them, one with how to reach its buyer,
 * another time they propose for one, how a call went, and the console staff cancelling all of a
 * professional's calls.
 */
import { APPOINTMENTS_PER_PAGE, type CallProposal, type ProCallList, pageEnvelope } from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import { callLinksRepository, callLinkUrl } from './call-links.ts';
import { toProposal } from './call-proposals.ts';
import type { RequireBookable } from './call-times.ts';
import type { BookingCallers, Caller } from './callers.ts';
import type { BookingContext } from './context.ts';
import { proposalMail } from './mails.ts';
import { bookingRepository, toAppointment } from './repository.ts';
import { callWebhookEvent } from './webhook-events.ts';

export function professionalCalls(
  context: BookingContext,
  { callOf }: BookingCallers,
  requireBookable: RequireBookable,
) {
  const { db, config, mail, booking, mailContext, now, requireAhead, requireCall, queueCancellation, webhooks } =
    context;

  return {
    async listForProfessional(professionalId: number, page: number, when: ProCallList) {
      const { rows, total } = await booking.listForProfessional(professionalId, page, when);
      const calls = rows.map((row) => ({ ...toAppointment(row), buyer_photo: row.buyer.photo }));
      return pageEnvelope(calls, { total, perPage: APPOINTMENTS_PER_PAGE, page });
    },

    /**
     * A call with how to reach its buyer and the buyer's account id (for the wizard's outlook); a
     * call the caller does not reach, another professional's included, is not found.
     */
    async callWithBuyer(caller: Caller, id: number) {
      const { row } = await callOf(caller, id, 'see');
      const call = toAppointment(row);
      return {
        call,
        buyer: {
          name: call.buyer.name,
          email: call.buyer.email,
          photo: row.buyer.photo,
          mobile_number: row.buyer.mobileNumber,
          note: call.description,
        },
        buyerId: row.appointment.buyerId,
      };
    },

    /**
     * Proposes another time for one of the professional's future calls: a time of their grid they
     * could be booked at. The buyer is mailed a link that accepts or declines it; a newer proposal
     * replaces the open one.
     */
    async propose(caller: Caller, id: number, startsAt: Date): Promise<CallProposal> {
      const { row } = await callOf(caller, id, 'propose');
      requireAhead(row);
      await requireBookable(row.appointment.professionalId, startsAt);
      if (startsAt.getTime() === row.appointment.startsAt.getTime())
        throw invalidInput({ appointment_date: ['The call is already at this time: choose another one.'] });
      const proposal = await db.transaction(async (tx) => {
        const links = callLinksRepository(tx);
        const proposed = await links.propose(id, startsAt);
        const token = await links.issue({
          appointmentId: id,
          purpose: 'proposal',
          sequence: row.appointment.sequence,
          expiresAt: new Date(Math.min(startsAt.getTime(), row.appointment.startsAt.getTime())),
          proposalId: proposed.id,
        });
        const link = callLinkUrl(config.publicUrl, id, 'proposal', token);
        await mail.send(proposalMail(row, startsAt, link, mailContext), { transaction: tx });
        return proposed;
      });
      return toProposal(proposal, row);
    },

    /**
     * Marks how a call that has begun went: completed, or the buyer did not show. A completed call
     * is told to the professional's webhooks in the same transaction.
     */
    async settle(caller: Caller, id: number, outcome: 'completed' | 'no_show') {
      const { row } = await callOf(caller, id, 'settle');
      if (row.appointment.status !== 'booked') throw new HttpError(409, 'This call is not booked any more.');
      if (row.appointment.startsAt.getTime() > now().getTime())
        throw new HttpError(409, 'A call can be marked only once it has started.');
      await db.transaction(async (tx) => {
        await bookingRepository(tx).setOutcome(id, outcome);
        if (outcome !== 'completed') return;
        const completed = { ...row, appointment: { ...row.appointment, status: outcome } };
        await webhooks.emit(callWebhookEvent('call.completed', completed, now()), tx);
      });
      return toAppointment(await requireCall(id));
    },

    /**
     * Cancels every call still booked with the professional, in the console's transaction, each
     * with the note to its buyer; the mails and calendar updates follow as for any cancellation.
     * Answers how many were cancelled.
     */
    async cancelFutureCallsByStaff(transaction: Database, professionalId: number, note: string) {
      const calls = bookingRepository(transaction);
      const ids = await calls.futureCallIdsForUpdate(professionalId);
      for (const id of ids) {
        if (await calls.cancel(id, 'operator', note)) await queueCancellation(transaction, id);
      }
      return ids.length;
    },
  };
}
