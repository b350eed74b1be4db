/**
 * A time the professional proposes for a call (decision 026), as the buyer sees and answers it:
 * signed in, on the call's page, or with the proposal's link of its email. Proposing is the
 * professional's (`professional-calls.ts`).
 */
import { type Appointment, type CallProposal, formatAppointmentDate, type ProposalAnswer } from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { MoveCall } from './call-changes.ts';
import { type CallProposal as CallProposalRow, callLinksRepository } from './call-links.ts';
import type { BookingCallers, Caller } from './callers.ts';
import type { BookingContext } from './context.ts';
import { proposalDeclinedMail } from './mails.ts';
import { type AppointmentWithParties, toAppointment } from './repository.ts';

/** A proposal as its call's pages show it: open until the proposed time or the call's own comes. */
export function toProposal(proposal: CallProposalRow, row: AppointmentWithParties): CallProposal {
  const expiresAt = Math.min(proposal.startsAt.getTime(), row.appointment.startsAt.getTime());
  return {
    id: proposal.id,
    appointment_date: formatAppointmentDate(proposal.startsAt),
    starts_at: proposal.startsAt.toISOString(),
    expires_at: new Date(expiresAt).toISOString(),
  };
}

export function callProposals(context: BookingContext, { callOf }: BookingCallers, moveCall: MoveCall) {
  const { db, mail, links, mailContext, now } = context;

  /** The open proposal of a booked call, unless it lapsed. */
  async function openProposalOf(row: AppointmentWithParties): Promise<CallProposalRow | undefined> {
    if (row.appointment.status !== 'booked') return undefined;
    const proposal = await links.openProposal(row.appointment.id);
    const at = now().getTime();
    if (!proposal || proposal.startsAt.getTime() <= at || row.appointment.startsAt.getTime() <= at) return undefined;
    return proposal;
  }

  return {
    /** The time the professional proposed for the call, while it stands. */
    async proposal(caller: Caller, id: number): Promise<CallProposal | null> {
      const { row } = await callOf(caller, id, 'see');
      const proposal = await openProposalOf(row);
      return proposal ? toProposal(proposal, row) : null;
    },

    /**
     * The buyer's answer to the professional's proposal: accepting moves the call exactly as the
     * buyer moving it would, declining keeps it and tells the professional.
     */
    async answerProposal(caller: Caller, id: number, answer: ProposalAnswer): Promise<Appointment> {
      const { row, proposal: linked, alongside } = await callOf(caller, id, 'answer');
      // A proposal link answers its own proposal; a signed-in buyer the one that stands.
      const proposal = linked ?? (await openProposalOf(row));
      if (!proposal) throw new HttpError(409, 'There is no proposed time to answer any more.');
      const answering = async (tx: Database) => {
        await alongside?.(tx);
        if (!(await callLinksRepository(tx).answer(proposal.id, answer === 'accept' ? 'accepted' : 'declined')))
          throw new HttpError(409, 'This proposal was answered or replaced meanwhile.');
      };
      if (answer === 'accept') return moveCall(row, proposal.startsAt, answering, true);
      await db.transaction(async (tx) => {
        await answering(tx);
        await mail.send(proposalDeclinedMail(row, proposal.startsAt, mailContext), { transaction: tx });
      });
      return toAppointment(row);
    },
  };
}
