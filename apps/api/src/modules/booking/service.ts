/**
 * Booking calls: the slots of a day, a booking that can never be doubled, moving and cancelling
 * (signed in, or by the links of a call's emails), a time the professional proposes, messages
 * between the two sides of a call, its guests, and the professionals' side. Side effects (calendar
 * event, emails, reminder, a guest's invitation) are jobs queued in the transaction of the change.
 * What the slot rules read, and the slot lists made from it, is kept in memory by the read model
 * (`read-model.ts`).
 */

import { randomBytes } from 'node:crypto';
import {
  APPOINTMENTS_PER_PAGE,
  type Appointment,
  BOOKING_TIME_ZONE,
  type BookingDay,
  type CallLinkPurpose,
  type CallProposal,
  datesOfMonth,
  formatAppointmentDate,
  type Guest,
  MAX_GUESTS_PER_CALL,
  type ProCallList,
  type ProposalAnswer,
  pageEnvelope,
  parseAppointmentDate,
  SLOT_MINUTES,
  SLOT_TAKEN,
  slotAt,
  slotDisabledLabels,
  toWallTime,
  type WeeklyAvailability,
} from '@hbw/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import type { ChangeSource } from '../../lib/change-cache.ts';
import { HttpError, invalidInput, notFound } from '../../lib/http-error.ts';
import type { Jobs } from '../../plugins/app/jobs.ts';
import type { Mail } from '../../plugins/app/mail.ts';
import type { ProfessionalsService } from '../professionals/index.ts';
import type { ProgramsCatalogue } from '../programs/index.ts';
import { type CallLink, type CallProposal as CallProposalRow, callLinksRepository, callLinkUrl } from './call-links.ts';
import {
  type AppointmentJob,
  CANCELLED_JOB,
  CONFIRM_JOB,
  GUEST_INVITED_JOB,
  GUEST_REMOVED_JOB,
  type GuestJob,
  type MovedCallJob,
  RESCHEDULED_JOB,
} from './job-names.ts';
import {
  bookingMailContext,
  expertRequestMails,
  expertRequestSentence,
  messageMail,
  proposalDeclinedMail,
  proposalMail,
} from './mails.ts';
import { type BusyTimes, bookingReadModel, dayBounds, NONE } from './read-model.ts';
import { type AppointmentWithParties, bookingRepository, toAppointment } from './repository.ts';
import { bookingDay, type DayOfProfessional, disabledReason } from './slot-states.ts';

type Deps = {
  db: Database;
  config: Config;
  jobs: Jobs;
  mail: Mail;
  /** Keeps the days read for the slot grid in step with every booking, cancellation and change of hours. */
  changes: ChangeSource;
  /** Busy times of an account's connected calendar (none when it has none). */
  busy: BusyTimes;
  /** The professionals module: who a call is with, and when they take calls. */
  professionals: Pick<ProfessionalsService, 'find' | 'findByUser' | 'hours' | 'availabilityOf' | 'setAvailability'>;
  /** The catalogue: the program a call is about. */
  catalogue: Pick<ProgramsCatalogue, 'findForBooking'>;
  now?: () => Date;
};

/** Refusals of a link that was right once: 410, with what happened, so that the page can say it. */
const linkGone = (message: string) => new HttpError(410, message);
const LINK_NOT_VALID = 'This link is not valid. Open the newest email about your call, or sign in to see it.';
const LINK_USED = 'You already used this link. Sign in to see your call as it is now.';
const closedProposal: Record<string, string> = {
  accepted: 'You already accepted this time: your call was moved to it.',
  declined: 'You already declined this time: your call stays where it was.',
  replaced: 'A newer time was proposed since: see the newest email about your call.',
  lapsed: 'Your call was moved since, so this proposal no longer stands.',
};

export type BookingInput = {
  programId: number;
  professionalId: number;
  appointmentDate: string;
  description: string;
};

export function bookingService({
  db,
  config,
  jobs,
  mail,
  changes,
  busy,
  professionals,
  catalogue,
  now = () => new Date(),
}: Deps) {
  const booking = bookingRepository(db);
  const links = callLinksRepository(db);
  const read = bookingReadModel({ booking, professionals, changes, busy, now });
  const mailContext = bookingMailContext(config);

  async function requireProfessional(id: number) {
    const professional = await professionals.find(id);
    if (!professional) throw invalidInput({ professional_detail_id: ['There is no such professional.'] });
    return professional;
  }

  async function ownAppointment(buyerId: number, id: number) {
    const row = await booking.find(id);
    // Someone else's appointment is answered exactly as a missing one (SECURITY 18).
    if (!row || row.appointment.buyerId !== buyerId) throw notFound('There is no such appointment.');
    return row;
  }

  async function queueCancellation(tx: Database, appointmentId: number) {
    await jobs.send(CANCELLED_JOB, { appointmentId } satisfies AppointmentJob, { transaction: tx });
  }

  async function professionalOf(userId: number) {
    const professional = await professionals.findByUser(userId);
    if (!professional)
      throw new HttpError(403, 'This part is for professionals with a profile. Ask an administrator to set yours up.');
    return professional;
  }

  /**
   * The start a booking or a move asks for, when the buyer may take it: one of the grid's times, in
   * the professional's hours, neither past nor beyond the horizon, not busy in their calendar (409,
   * as a time just taken). Times taken by calls are left to the unique indexes of the write.
   */
  async function bookableStart(professionalId: number, appointmentDate: string, programId?: number) {
    const startsAt = parseAppointmentDate(appointmentDate);
    const slot = startsAt && slotAt(startsAt);
    if (!startsAt || !slot) {
      throw invalidInput({
        appointment_date: [
          `Choose one of the times offered, written YYYY-MM-DD HH:mm:ss in ${BOOKING_TIME_ZONE} time.`,
        ],
      });
    }
    const date = toWallTime(startsAt).date;
    const hours = await read.hoursOf(professionalId);
    if (programId !== undefined && !hours.programIds.has(programId)) {
      const professional = await requireProfessional(professionalId);
      throw invalidInput({
        program_administrative_information_id: [`${professional.name} does not take calls about this program.`],
      });
    }
    const { from, to, weekday } = dayBounds(date);
    // Times taken, by the professional's calls or the buyer's own, are not read here: the unique
    // indexes refuse them in the insert, which they must do anyway against a concurrent booking.
    const reason = disabledReason(
      {
        date,
        now: now(),
        offeredSlotIds: hours.offeredSlotIds[weekday] ?? NONE,
        dayOff: hours.daysOff.has(date),
        bookedStarts: NONE,
        buyerStarts: NONE,
        professionalBusy: await busy.between(hours.userId, from, to),
      },
      slot.id,
      startsAt,
    );
    if (reason === 'calendar_busy') throw new HttpError(409, SLOT_TAKEN);
    if (reason) throw invalidInput({ appointment_date: [`${slotDisabledLabels[reason]}: choose another time.`] });
    return startsAt;
  }

  async function daysOfMonth(buyerId: number, professionalId: number, month: string): Promise<BookingDay[]> {
    const hours = await read.hoursOf(professionalId);
    const at = now();
    const beforeBookings = datesOfMonth(month).map((date) =>
      bookingDay({
        date,
        now: at,
        offeredSlotIds: hours.offeredSlotIds[dayBounds(date).weekday] ?? NONE,
        dayOff: hours.daysOff.has(date),
        bookedStarts: NONE,
        buyerStarts: NONE,
      }),
    );
    // A day with a time that may be free is shown with its calls and calendars: those days are read
    // together, each side's calls of them in one query (a month read a day at a time was two queries
    // a day when nothing was kept, issue 40).
    const open = beforeBookings.filter((day) => day.bookable).map((day) => day.date);
    const days = (open.length > 0 ? await read.days(buyerId, professionalId, open) : []).values();
    return beforeBookings.map((day) => (day.bookable ? bookingDay(days.next().value as DayOfProfessional) : day));
  }

  /** A call that is still ahead and booked, or the 409 that says why it cannot change. */
  function requireAhead(row: AppointmentWithParties) {
    if (row.appointment.status !== 'booked') throw new HttpError(409, 'This call is not booked any more.');
    if (row.appointment.startsAt.getTime() <= now().getTime())
      throw new HttpError(409, 'This call has already started.');
  }

  async function presentGuests(appointmentId: number): Promise<Guest[]> {
    return (await booking.presentGuestsOf(appointmentId)).map((guest) => ({
      name: guest.name,
      email: guest.email,
      added_at: guest.addedAt.toISOString(),
    }));
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
    read.moved(row.appointment.professionalId, row.appointment.buyerId);
    return toAppointment(await requireCall(id));
  }

  /** Cancels a call on its buyer's behalf; `alongside` as in `moveCall`. */
  async function cancelCall(row: AppointmentWithParties, alongside?: (tx: Database) => Promise<void>) {
    requireAhead(row);
    const { id } = row.appointment;
    await db.transaction(async (tx) => {
      await alongside?.(tx);
      if (!(await bookingRepository(tx).cancel(id, 'buyer', null)))
        throw new HttpError(409, 'This call is not booked any more.');
      await queueCancellation(tx, id);
    });
    return toAppointment(await requireCall(id));
  }

  async function requireCall(id: number) {
    const row = await booking.find(id);
    if (!row) throw notFound('There is no such appointment.');
    return row;
  }

  /**
   * The call a link of its email is for, when the link may still do what it is for: refused (404)
   * when it is unknown, for another call or another purpose, and (410, saying why) when it was used,
   * the call was cancelled, has begun or moved since the email, or the proposal it answers is closed.
   */
  async function linkedCall(id: number, token: string, purpose: CallLinkPurpose) {
    const link = await links.find(token);
    if (!link || link.appointmentId !== id || link.purpose !== purpose) throw notFound(LINK_NOT_VALID);
    const row = await requireCall(id);
    const at = now().getTime();
    if (link.usedAt) throw linkGone(LINK_USED);
    if (row.appointment.status === 'cancelled')
      throw linkGone('This call was cancelled, so the links of its emails no longer work.');
    if (
      row.appointment.status !== 'booked' ||
      row.appointment.startsAt.getTime() <= at ||
      link.expiresAt.getTime() <= at
    )
      throw linkGone('This link expired when the call began.');
    let proposal: CallProposalRow | undefined;
    if (purpose === 'proposal') {
      proposal = link.proposalId === null ? undefined : await links.findProposal(link.proposalId);
      if (!proposal) throw notFound(LINK_NOT_VALID);
      if (proposal.answer) throw linkGone(closedProposal[proposal.answer] ?? LINK_USED);
      if (proposal.startsAt.getTime() <= at) throw linkGone('The proposed time has passed.');
    }
    if (link.sequence !== row.appointment.sequence)
      throw linkGone('This call was moved after this email was sent. Use the links in the newest email about it.');
    return { link, row, proposal };
  }

  /** Uses a link up in the transaction of what it does; a link used meanwhile undoes it all. */
  function usingUp(link: CallLink) {
    return async (tx: Database) => {
      if (!(await callLinksRepository(tx).use(link.id))) throw linkGone(LINK_USED);
    };
  }

  /** A proposal as its call's pages show it: open until the proposed time or the call's own comes. */
  function toProposal(proposal: CallProposalRow, row: AppointmentWithParties): CallProposal {
    const expiresAt = Math.min(proposal.startsAt.getTime(), row.appointment.startsAt.getTime());
    return {
      id: proposal.id,
      appointment_date: formatAppointmentDate(proposal.startsAt),
      starts_at: proposal.startsAt.toISOString(),
      expires_at: new Date(expiresAt).toISOString(),
    };
  }

  /** The open proposal of a booked call, unless it lapsed. */
  async function openProposalOf(row: AppointmentWithParties): Promise<CallProposalRow | undefined> {
    if (row.appointment.status !== 'booked') return undefined;
    const proposal = await links.openProposal(row.appointment.id);
    const at = now().getTime();
    if (!proposal || proposal.startsAt.getTime() <= at || row.appointment.startsAt.getTime() <= at) return undefined;
    return proposal;
  }

  /**
   * The buyer's answer to a proposal: accepting moves the call exactly as the buyer moving it would,
   * declining keeps it and tells the professional. `alongside` as in `moveCall`.
   */
  async function answerProposal(
    row: AppointmentWithParties,
    proposal: CallProposalRow,
    answer: ProposalAnswer,
    alongside?: (tx: Database) => Promise<void>,
  ): Promise<Appointment> {
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
  }

  /** A write refused by a unique index: the time was taken by someone else, or the buyer has a call then. */
  function takenTime(error: unknown): never {
    const index = uniqueViolation(error);
    if (index === 'appointments_professional_start_key') throw new HttpError(409, SLOT_TAKEN);
    if (index === 'appointments_buyer_start_key') {
      throw invalidInput({ appointment_date: ['You already have a call at this time.'] });
    }
    throw error;
  }

  return {
    /** The day's slots for this buyer with this professional: asked for on every visit to the booking page. */
    slots: read.slotsOfDay,

    /** The professional's booked starts that day, as New York times. */
    bookedStarts: read.bookedStartsOfDay,

    /**
     * Each day of a month (`yyyy-MM`) for this buyer with this professional: whether a time is free,
     * and how many, as the day's slot list shows. A day that has no free time even before anything is
     * booked (gone by, a day off, no hours that weekday, beyond the horizon) is answered from the
     * professional's hours alone; the others are read together, which fills the caches the slot
     * list of each of those days is answered from.
     */
    days: daysOfMonth,

    /**
     * Books a slot. Losing a race for the slot answers 409; a slot that cannot be booked for another
     * reason answers 422 on `appointment_date`. With an idempotency key, a repeat returns the first
     * booking.
     */
    async book(buyerId: number, input: BookingInput, idempotencyKey: string | undefined) {
      if (idempotencyKey) {
        const earlier = await booking.findIdByIdempotencyKey(buyerId, idempotencyKey);
        if (earlier) return this.sameBooking(buyerId, earlier, input, idempotencyKey);
      }
      const startsAt = await bookableStart(input.professionalId, input.appointmentDate, input.programId);
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
          if (earlier) return this.sameBooking(buyerId, earlier, input, idempotencyKey);
        }
        return takenTime(error);
      }
    },

    /**
     * Moves one of the buyer's own future calls to another time, with the same rules as a booking:
     * the new time taken by someone else answers 409, and the old one is freed in the same statement.
     * The call keeps its identity (UID, meeting link); both sides are told by the job it queues.
     */
    async reschedule(buyerId: number, id: number, appointmentDate: string) {
      return moveCall(await ownAppointment(buyerId, id), appointmentDate);
    },

    /** A repeated request with the same key: the same booking, if it asked for the same thing. */
    async sameBooking(
      buyerId: number,
      earlier: { id: number; professionalId: number; programId: number; startsAt: Date },
      input: BookingInput,
      key: string,
    ) {
      const sameRequest =
        earlier.professionalId === input.professionalId &&
        earlier.programId === input.programId &&
        earlier.startsAt.getTime() === parseAppointmentDate(input.appointmentDate)?.getTime();
      if (!sameRequest) throw new HttpError(422, `The Idempotency-Key ${key} was used for another booking.`);
      return toAppointment(await ownAppointment(buyerId, earlier.id));
    },

    async cancelByBuyer(buyerId: number, id: number) {
      return cancelCall(await ownAppointment(buyerId, id));
    },

    // The links of a call's emails, which work without signing in (decision 026).

    /** The call a link is for, what it is for, and the proposal it answers. */
    async callByLink(id: number, token: string, purpose: CallLinkPurpose) {
      const { row, proposal } = await linkedCall(id, token, purpose);
      return { purpose, call: toAppointment(row), proposal: proposal ? toProposal(proposal, row) : null };
    },

    /** The month of the call's professional, for its buyer, as the booking page shows it. */
    async daysByLink(id: number, token: string, month: string) {
      const { row } = await linkedCall(id, token, 'reschedule');
      return daysOfMonth(row.appointment.buyerId, row.appointment.professionalId, month);
    },

    async slotsByLink(id: number, token: string, date: string) {
      const { row } = await linkedCall(id, token, 'reschedule');
      return read.slotsOfDay(row.appointment.buyerId, row.appointment.professionalId, date);
    },

    async rescheduleByLink(id: number, token: string, appointmentDate: string) {
      const { row, link } = await linkedCall(id, token, 'reschedule');
      return moveCall(row, appointmentDate, usingUp(link));
    },

    async cancelByLink(id: number, token: string) {
      const { row, link } = await linkedCall(id, token, 'cancel');
      return cancelCall(row, usingUp(link));
    },

    async answerProposalByLink(id: number, token: string, answer: ProposalAnswer) {
      const { row, link, proposal } = await linkedCall(id, token, 'proposal');
      if (!proposal) throw notFound(LINK_NOT_VALID);
      return answerProposal(row, proposal, answer, usingUp(link));
    },

    /** The time the professional proposed for one of the buyer's calls, while it stands. */
    async proposalForBuyer(buyerId: number, id: number): Promise<CallProposal | null> {
      const row = await ownAppointment(buyerId, id);
      const proposal = await openProposalOf(row);
      return proposal ? toProposal(proposal, row) : null;
    },

    async answerProposalOfBuyer(buyerId: number, id: number, answer: ProposalAnswer) {
      const row = await ownAppointment(buyerId, id);
      const proposal = await openProposalOf(row);
      if (!proposal) throw new HttpError(409, 'There is no proposed time to answer any more.');
      return answerProposal(row, proposal, answer);
    },

    /** The guests of one of the buyer's own calls, first added first. */
    async guestsOf(buyerId: number, appointmentId: number): Promise<Guest[]> {
      await ownAppointment(buyerId, appointmentId);
      return presentGuests(appointmentId);
    },

    /**
     * Adds a guest to one of the buyer's own future calls (at most MAX_GUESTS_PER_CALL, each address
     * once, neither side of the call); the job it queues puts them on the calendar event and mails
     * them the invitation. Errors name the field of the specification's one-element array.
     */
    async addGuest(buyerId: number, guest: { appointmentId: number; name: string; email: string }): Promise<Guest[]> {
      const row = await ownAppointment(buyerId, guest.appointmentId);
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

    /** Takes a guest off one of the buyer's own future calls; the job it queues tells them. */
    async removeGuest(buyerId: number, appointmentId: number, email: string): Promise<Guest[]> {
      requireAhead(await ownAppointment(buyerId, appointmentId));
      await db.transaction(async (tx) => {
        const guestId = await bookingRepository(tx).removeGuest(appointmentId, email);
        if (guestId === undefined) throw notFound(`${email} is not a guest of this call.`);
        await jobs.send(GUEST_REMOVED_JOB, { appointmentId, guestId } satisfies GuestJob, { transaction: tx });
      });
      return presentGuests(appointmentId);
    },

    /**
     * Cancels every call still booked with the professional, in the operators' transaction, each
     * with the note to its buyer; the mails and calendar updates follow as for any cancellation.
     * Answers how many were cancelled.
     */
    async cancelFutureCallsByOperator(transaction: Database, professionalId: number, note: string) {
      const calls = bookingRepository(transaction);
      const ids = await calls.futureCallIdsForUpdate(professionalId);
      for (const id of ids) {
        if (await calls.cancel(id, 'operator', note)) await queueCancellation(transaction, id);
      }
      return ids.length;
    },

    async listForBuyer(buyerId: number, page: number) {
      const { rows, total } = await booking.listForBuyer(buyerId, page);
      return pageEnvelope(rows.map(toAppointment), { total, perPage: APPOINTMENTS_PER_PAGE, page });
    },

    /** These calls, by id, in the order they take place. */
    async appointmentsByIds(ids: number[]): Promise<Appointment[]> {
      return (await booking.findMany(ids)).map(toAppointment);
    },

    async getForBuyer(buyerId: number, id: number) {
      return ownAppointment(buyerId, id);
    },

    /** The meeting made for a call on a calendar (the first one made stays). */
    async recordMeeting(
      id: number,
      meeting: { provider: string; eventId: string; joinUrl: string; microsoftMeetingId: string | null },
    ) {
      await booking.setMeeting(id, meeting);
    },

    /** A message to the other side of the caller's own call; never to any other address. */
    async sendMessage(
      account: { userId: number; role: string },
      input: { appointmentId: number; subject: string; body: string; email?: string | undefined },
    ) {
      const row = await booking.find(input.appointmentId);
      const from =
        row?.appointment.buyerId === account.userId
          ? 'buyer'
          : row?.professionalUser.id === account.userId
            ? 'professional'
            : null;
      if (!row || !from) throw notFound('There is no such appointment.');
      const message = messageMail({ row, from, subject: input.subject, body: input.body });
      if (input.email && input.email !== message.to) {
        throw invalidInput({ email: ['Messages go only to the other person of this call.'] });
      }
      await mail.send(message);
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

    // The professionals' side.

    async availabilityOf(userId: number): Promise<WeeklyAvailability> {
      return professionals.availabilityOf((await professionalOf(userId)).id);
    },

    async setAvailability(userId: number, availability: WeeklyAvailability) {
      return professionals.setAvailability((await professionalOf(userId)).id, availability);
    },

    async listForProfessional(userId: number, page: number, when: ProCallList) {
      const professional = await professionalOf(userId);
      const { rows, total } = await booking.listForProfessional(professional.id, page, when);
      const calls = rows.map((row) => ({ ...toAppointment(row), buyer_photo: row.buyer.photo }));
      return pageEnvelope(calls, { total, perPage: APPOINTMENTS_PER_PAGE, page });
    },

    /**
     * A call booked with the professional, with how to reach its buyer and the buyer's account id (for
     * the wizard's outlook); any other call, another professional's included, is not found.
     */
    async callOfProfessional(userId: number, id: number) {
      const professional = await professionalOf(userId);
      const row = await booking.find(id);
      if (!row || row.appointment.professionalId !== professional.id) throw notFound('There is no such appointment.');
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

    /** The professional's own call, found as `callOfProfessional` finds it. */
    async proposalForProfessional(userId: number, id: number): Promise<CallProposal | null> {
      const professional = await professionalOf(userId);
      const row = await booking.find(id);
      if (!row || row.appointment.professionalId !== professional.id) throw notFound('There is no such appointment.');
      const proposal = await openProposalOf(row);
      return proposal ? toProposal(proposal, row) : null;
    },

    /**
     * Proposes another time for one of the professional's future calls: a time of their grid they
     * could be booked at. The buyer is mailed a link that accepts or declines it; a newer proposal
     * replaces the open one.
     */
    async proposeTime(userId: number, id: number, appointmentDate: string): Promise<CallProposal> {
      const professional = await professionalOf(userId);
      const row = await booking.find(id);
      if (!row || row.appointment.professionalId !== professional.id) throw notFound('There is no such appointment.');
      requireAhead(row);
      const startsAt = await bookableStart(professional.id, appointmentDate);
      if (startsAt.getTime() === row.appointment.startsAt.getTime())
        throw invalidInput({ appointment_date: ['The call is already at this time: choose another one.'] });
      const proposal = await db.transaction(async (tx) => {
        const txLinks = callLinksRepository(tx);
        const proposed = await txLinks.propose(id, startsAt);
        const token = await txLinks.issue({
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

    async updateByProfessional(userId: number, id: number, action: 'cancel' | 'complete' | 'no_show', note: string) {
      const professional = await professionalOf(userId);
      const row = await booking.find(id);
      if (!row || row.appointment.professionalId !== professional.id) throw notFound('There is no such appointment.');
      if (row.appointment.status !== 'booked') throw new HttpError(409, 'This call is not booked any more.');
      const started = row.appointment.startsAt.getTime() <= now().getTime();
      if (action === 'cancel') {
        if (started) throw new HttpError(409, 'This call has already started: mark it completed or no-show instead.');
        await db.transaction(async (tx) => {
          if (!(await bookingRepository(tx).cancel(id, 'professional', note || null))) {
            throw new HttpError(409, 'This call is not booked any more.');
          }
          await queueCancellation(tx, id);
        });
      } else {
        if (!started) throw new HttpError(409, 'A call can be marked only once it has started.');
        await booking.setOutcome(id, action === 'complete' ? 'completed' : 'no_show');
      }
      const updated = await booking.find(id);
      if (!updated) throw notFound('There is no such appointment.');
      return toAppointment(updated);
    },
  };
}

export type BookingService = ReturnType<typeof bookingService>;
