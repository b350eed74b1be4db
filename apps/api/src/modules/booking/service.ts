/**
 * Booking calls: the slots of a day, a booking that can never be doubled, cancelling, messages
 * between the two sides of a call, and the professionals' side. Side effects (calendar event,
 * emails, reminder) are jobs queued in the transaction of the change. What the slot rules read, and
 * the slot lists made from it, is kept in memory by the read model (`read-model.ts`).
 */

import { randomBytes } from 'node:crypto';
import {
  APPOINTMENTS_PER_PAGE,
  type Appointment,
  BOOKING_TIME_ZONE,
  type BookingDay,
  datesOfMonth,
  type ProCallList,
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
import { type AppointmentJob, CANCELLED_JOB, RESCHEDULED_JOB } from './job-names.ts';
import { expertRequestMails, expertRequestSentence, messageMail } from './mails.ts';
import { type BusyTimes, bookingReadModel, dayBounds, NONE } from './read-model.ts';
import { bookingRepository, toAppointment } from './repository.ts';
import { bookingDay, disabledReason, slotStates } from './slot-states.ts';

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
  const read = bookingReadModel({ booking, professionals, changes, busy, now });

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
     * and how many, from the day's slot list. A day that has no free time even before anything is
     * booked (gone by, a day off, no hours that weekday, beyond the horizon) is answered from the
     * professional's hours alone; the others read their slot list, which fills the caches the slot
     * list of that day is answered from.
     */
    async days(buyerId: number, professionalId: number, month: string): Promise<BookingDay[]> {
      const hours = await read.hoursOf(professionalId);
      const at = now();
      return Promise.all(
        datesOfMonth(month).map(async (date) => {
          const { weekday } = dayBounds(date);
          const unbooked = slotStates({
            date,
            now: at,
            offeredSlotIds: hours.offeredSlotIds[weekday] ?? NONE,
            dayOff: hours.daysOff.has(date),
            bookedStarts: NONE,
            buyerStarts: NONE,
          });
          if (unbooked.every((slot) => slot.disabled)) return bookingDay(date, unbooked);
          return bookingDay(date, await read.slotsOfDay(buyerId, professionalId, date));
        }),
      );
    },

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
        // Committed: this process's slot lists show it from now on (see the route's changesAnnounced).
        read.booked(input.professionalId, buyerId);
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
      const row = await ownAppointment(buyerId, id);
      if (row.appointment.status !== 'booked') throw new HttpError(409, 'This call is not booked any more.');
      if (row.appointment.startsAt.getTime() <= now().getTime())
        throw new HttpError(409, 'This call has already started.');
      const startsAt = await bookableStart(row.appointment.professionalId, appointmentDate);
      if (startsAt.getTime() === row.appointment.startsAt.getTime()) {
        throw invalidInput({ appointment_date: ['Your call is already at this time: choose another one.'] });
      }
      try {
        await db.transaction(async (tx) => {
          const endsAt = new Date(startsAt.getTime() + SLOT_MINUTES * 60_000);
          if (!(await bookingRepository(tx).reschedule(id, startsAt, endsAt)))
            throw new HttpError(409, 'This call is not booked any more, or has started.');
          await jobs.send(RESCHEDULED_JOB, { appointmentId: id } satisfies AppointmentJob, { transaction: tx });
        });
      } catch (error) {
        if (error instanceof HttpError) throw error;
        takenTime(error);
      }
      read.booked(row.appointment.professionalId, buyerId);
      return toAppointment(await ownAppointment(buyerId, id));
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
      const row = await ownAppointment(buyerId, id);
      if (row.appointment.status !== 'booked') throw new HttpError(409, 'This call is not booked any more.');
      if (row.appointment.startsAt.getTime() <= now().getTime())
        throw new HttpError(409, 'This call has already started.');
      await db.transaction(async (tx) => {
        if (!(await bookingRepository(tx).cancel(id, 'buyer', null)))
          throw new HttpError(409, 'This call is not booked any more.');
        await queueCancellation(tx, id);
      });
      return toAppointment(await ownAppointment(buyerId, id));
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
