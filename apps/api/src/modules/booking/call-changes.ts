/**
 * What a caller does to a call once it is booked, whoever they are: see it, move it, cancel it,
 * write to the other side. Each finds its call through `callOf`, so a buyer, a professional and a
 * link of the buyer's emails go through the same rule; what acting through a link writes besides
 * (the link used up) is in the same transaction.
 */
import { type Appointment, SLOT_MINUTES } from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import { callLinksRepository } from './call-links.ts';
import { toProposal } from './call-proposals.ts';
import { type RequireBookable, takenTime } from './call-times.ts';
import type { BookingCallers, CallAction, Caller } from './callers.ts';
import type { BookingContext } from './context.ts';
import { type MovedCallJob, RESCHEDULED_JOB } from './job-names.ts';
import { messageMail } from './mails.ts';
import { type AppointmentWithParties, bookingRepository, toAppointment } from './repository.ts';

/**
 * Moves a call, whoever asked (its buyer signed in, a link of its emails, the buyer accepting the
 * professional's proposal): one UPDATE of its start, so the new time taken by someone else answers
 * 409 and the old one is freed in the same statement. `alongside` writes in the same transaction
 * (a link used up, a proposal accepted), so it holds only if the call moved. The call keeps its
 * identity (UID, meeting link); both sides are told by the job it queues.
 */
export function callMover(
  { db, jobs, read, requireAhead, requireCall }: BookingContext,
  requireBookable: RequireBookable,
) {
  return async function moveCall(
    row: AppointmentWithParties,
    startsAt: Date,
    alongside?: (tx: Database) => Promise<void>,
    proposed = false,
  ): Promise<Appointment> {
    requireAhead(row);
    const { id } = row.appointment;
    await requireBookable(row.appointment.professionalId, startsAt);
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
    read.moved(row.appointment.professionalId, row.appointment.buyerId);
    return toAppointment(await requireCall(id));
  };
}

export type MoveCall = ReturnType<typeof callMover>;

export function callChanges(context: BookingContext, { callOf }: BookingCallers, moveCall: MoveCall) {
  const { db, mail, requireAhead, requireCall, queueCancellation } = context;

  return {
    /**
     * The call, for a caller who may `action` it (a link's page: what the link does), with the
     * proposal a proposal link answers.
     */
    async call(caller: Caller, id: number, action: CallAction = 'see') {
      const { row, proposal } = await callOf(caller, id, action);
      return { row, proposal: proposal ? toProposal(proposal, row) : null };
    },

    /**
     * Moves the call to another time, with the same rules as a booking: the new time taken by
     * someone else answers 409, and the old one is freed in the same statement.
     */
    async reschedule(caller: Caller, id: number, startsAt: Date) {
      const { row, alongside } = await callOf(caller, id, 'move');
      return moveCall(row, startsAt, alongside);
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
