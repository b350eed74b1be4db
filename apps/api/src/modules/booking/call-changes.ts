/**
 * What a caller does to a call once it is booked, whoever they are: see it, move it, cancel it,
 * answer the time the professional proposed, write to the other side. Each finds its call through
 * `callOf`, so a buyer, a professional and a link of the buyer's emails go through the same rule;
 * what acting through a link writes besides (the link used up) is in the same transaction.
 */
import {
  type Appointment,
  type CallProposal,
  formatAppointmentDate,
  type ProposalAnswer,
  SLOT_MINUTES,
} from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import { type CallProposal as CallProposalRow, callLinksRepository } from './call-links.ts';
import { type BookableStart, takenTime } from './call-times.ts';
import type { BookingCallers, CallAction, Caller } from './callers.ts';
import type { BookingContext } from './context.ts';
import { type MovedCallJob, RESCHEDULED_JOB } from './job-names.ts';
import { messageMail, proposalDeclinedMail } from './mails.ts';
import { type AppointmentWithParties, bookingRepository, toAppointment } from './repository.ts';

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

export function callChanges(context: BookingContext, { callOf }: BookingCallers, bookableStart: BookableStart) {
  const { db, jobs, mail, links, read, mailContext, now, requireAhead, requireCall, queueCancellation } = context;

  /** The open proposal of a booked call, unless it lapsed. */
  async function openProposalOf(row: AppointmentWithParties): Promise<CallProposalRow | undefined> {
    if (row.appointment.status !== 'booked') return undefined;
    const proposal = await links.openProposal(row.appointment.id);
    const at = now().getTime();
    if (!proposal || proposal.startsAt.getTime() <= at || row.appointment.startsAt.getTime() <= at) return undefined;
    return proposal;
  }

  /**
   * Moves a call, whoever asked (its buyer signed in, a link of its emails, the buyer accepting the
   * professional's proposal): one UPDATE of its start, so the new time taken by someone else answers
   * 409 and the old one is freed in the same statement. `alongside` writes in the same transaction
   * (a link used up, a proposal accepted), so it holds only if the call moved. The call keeps its
   * identity (UID, meeting link); both sides are told by the job it queues.
   */
  async function moveCall(
    row: AppointmentWithParties,
    appointmentDate: string,
    alongside?: (tx: Database) => Promise<void>,
    proposed = false,
  ): Promise<Appointment> {
    requireAhead(row);
    const { id } = row.appointment;
    const startsAt = await bookableStart(row.appointment.professionalId, appointmentDate);
    if (startsAt.getTime() === row.appointment.startsAt.getTime()) {
      throw invalidInput({ appointment_date: ['Your call is already at this time: choose another one.'] });
    }
    try {
      await db.transaction(async (tx) => {
        await alongside?.(tx);
        const endsAt = new Date(startsAt.getTime() + SLOT_MINUTES * 60_000);
        if (!(await bookingRepository(tx).reschedule(id, startsAt, endsAt)))
          throw new HttpError(409, 'This call is not booked any more, or has started.');
        await callLinksRepository(tx).closeOpen(id);
        await jobs.send(RESCHEDULED_JOB, { appointmentId: id, proposed } satisfies MovedCallJob, { transaction: tx });
      });
    } catch (error) {
      if (error instanceof HttpError) throw error;
      takenTime(error);
    }
    read.booked(row.appointment.professionalId, row.appointment.buyerId);
    return toAppointment(await requireCall(id));
  }

  return {
    /**
     * The call, for a caller who may `action` it (a link's page: what the link does), with the
     * proposal a proposal link answers.
     */
    async call(caller: Caller, id: number, action: CallAction = 'see') {
      const { row, proposal } = await callOf(caller, id, action);
      return { row, proposal: proposal ? toProposal(proposal, row) : null };
    },

    /** The time the professional proposed for the call, while it stands. */
    async proposal(caller: Caller, id: number): Promise<CallProposal | null> {
      const { row } = await callOf(caller, id, 'see');
      const proposal = await openProposalOf(row);
      return proposal ? toProposal(proposal, row) : null;
    },

    /**
     * Moves the call to another time, with the same rules as a booking: the new time taken by
     * someone else answers 409, and the old one is freed in the same statement.
     */
    async reschedule(caller: Caller, id: number, appointmentDate: string) {
      const { row, alongside } = await callOf(caller, id, 'move');
      return moveCall(row, appointmentDate, alongside);
    },

    /** Cancels the call on its buyer's behalf, or its professional's with a note for the buyer. */
    async cancel(caller: Caller, id: number, note = ''): Promise<Appointment> {
      const { row, alongside } = await callOf(caller, id, 'cancel');
      const byProfessional = caller.kind === 'professional';
      requireAhead(
        row,
        byProfessional
          ? 'This call has already started: mark it completed or no-show instead.'
          : 'This call has already started.',
      );
      await db.transaction(async (tx) => {
        await alongside?.(tx);
        if (!(await bookingRepository(tx).cancel(id, byProfessional ? 'professional' : 'buyer', note || null)))
          throw new HttpError(409, 'This call is not booked any more.');
        await queueCancellation(tx, id);
      });
      return toAppointment(await requireCall(id));
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
      if (answer === 'accept') return moveCall(row, formatAppointmentDate(proposal.startsAt), answering, true);
      await db.transaction(async (tx) => {
        await answering(tx);
        await mail.send(proposalDeclinedMail(row, proposal.startsAt, mailContext), { transaction: tx });
      });
      return toAppointment(row);
    },

    /** A message to the other side of the caller's own call; never to any other address. */
    async sendMessage(
      caller: Caller,
      input: { appointmentId: number; subject: string; body: string; email?: string | undefined },
    ) {
      const { row } = await callOf(caller, input.appointmentId, 'message');
      const from = caller.kind === 'professional' ? 'professional' : 'buyer';
      const message = messageMail({ row, from, subject: input.subject, body: input.body });
      if (input.email && input.email !== message.to) {
        throw invalidInput({ email: ['Messages go only to the other person of this call.'] });
      }
      await mail.send(message);
    },
  };
}
