/**
 * Booking calls: the slots of a day, a booking that can never be doubled, cancelling, messages
 * between the two sides of a call, and the professionals' side. Side effects (calendar event,
 * emails, reminder) are jobs queued in the transaction of the change.
 */

import { randomBytes } from 'node:crypto';
import {
  APPOINTMENTS_PER_PAGE,
  type Appointment,
  BOOKING_TIME_ZONE,
  formatAppointmentDate,
  fromWallTime,
  isCalendarDate,
  type ProCallList,
  pageEnvelope,
  parseAppointmentDate,
  SLOT_MINUTES,
  SLOT_TAKEN,
  type Slot,
  slotAt,
  slotDisabledLabels,
  toWallTime,
  type WeeklyAvailability,
  weekdayOf,
} from '@hbw/contract';
import type { Config } from '../../config.ts';
import { changeTopics } from '../../db/change-topics.ts';
import type { Database } from '../../db/database.ts';
import { uniqueViolation } from '../../db/errors.ts';
import { ChangeCache, type ChangeSource } from '../../lib/change-cache.ts';
import { HttpError, invalidInput, notFound } from '../../lib/http-error.ts';
import type { Jobs } from '../../plugins/app/jobs.ts';
import type { Mail } from '../../plugins/app/mail.ts';
import type { ProfessionalsService } from '../professionals/index.ts';
import type { ProgramsCatalogue } from '../programs/index.ts';
import { type AppointmentJob, CANCELLED_JOB } from './job-names.ts';
import { expertRequestMails, expertRequestSentence, messageMail } from './mails.ts';
import { bookingRepository, type ProfessionalHours, toAppointment } from './repository.ts';
import { type DayOfProfessional, disabledReason, type Interval, slotStates, slotStatesUntil } from './slot-states.ts';

type Deps = {
  db: Database;
  config: Config;
  jobs: Jobs;
  mail: Mail;
  /** Keeps the days read for the slot grid in step with every booking, cancellation and change of hours. */
  changes: ChangeSource;
  /** Busy times of an account's connected calendar (none when it has none). */
  busy: BusyTimes;
  /** The professionals module: who a call is with. */
  professionals: Pick<ProfessionalsService, 'find' | 'findByUser'>;
  /** The catalogue: the program a call is about. */
  catalogue: Pick<ProgramsCatalogue, 'findForBooking'>;
  now?: () => Date;
};

export type BusyTimes = {
  between(userId: number, from: Date, to: Date): Promise<Interval[]>;
  /**
   * What `between` would answer now, when it can answer without waiting: the same array each time,
   * and the answer until `until` (epoch ms), when the calendar must be asked again.
   */
  known(userId: number, from: Date, to: Date): { intervals: Interval[]; until: number } | undefined;
};

export type BookingInput = {
  programId: number;
  professionalId: number;
  appointmentDate: string;
  description: string;
};

type DayBounds = { readonly from: Date; readonly to: Date; readonly weekday: number };
/** Bounds already found: every slot list asks for its day's, and each costs a few dates and strings. */
const boundsByDate = new Map<string, DayBounds>();
const REMEMBERED_DATES = 10_000;

/** A New York date from its midnight until the next, as instants, and its weekday (shared: never changed). */
function dayBounds(date: string): DayBounds {
  const known = boundsByDate.get(date);
  if (known) return known;
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  const bounds = {
    from: fromWallTime(date, 0, 0),
    to: fromWallTime(next.toISOString().slice(0, 10), 0, 0),
    weekday: weekdayOf(date),
  };
  if (boundsByDate.size >= REMEMBERED_DATES) boundsByDate.clear();
  boundsByDate.set(date, bounds);
  return bounds;
}

/** Hours, and days of the next weeks, of a few thousand professionals and buyers, each well under a kilobyte. */
const CACHED_DAYS = 50_000;
const CACHED_DAY_MAX_AGE_MS = 10 * 60_000;
/** Slot lists being looked at: about 5 kB each with the text sent for it, so some 50 MB at most. */
const KEPT_SLOT_LISTS = 5_000;

/** Cache keys: a professional's hours, and a professional's or a buyer's calls of a day. */
const hoursKey = (professionalId: number) => String(professionalId);
const callsKey = (id: number, date: string) => `${id}:${date}`;

/** The cache keys of the days a slot list is made from. */
type DayKeys = { hours: string; calls: string; buyer: string };

/** A day with the professional's hours it was made from, and until when its busy times hold. */
type DayRead = { day: DayOfProfessional; hours: ProfessionalHours; busyUntil: number };

/**
 * A slot list already computed, with what it was computed from: while the caches hold the same
 * entries, the same list holds until `until`, when the clock moves a slot into the past or the
 * booking horizon or the calendars must be asked again. The same list object lets the route send
 * the text it sent before.
 */
type KnownSlotList = DayRead & { keys: DayKeys; until: number; slots: Slot[] };

/** The change feed's topics of the caches below. */
const { professional: PROFESSIONAL, professionalCalls: PROFESSIONAL_CALLS, buyerCalls: BUYER_CALLS } = changeTopics;

/** An empty set of slot ids or start instants, shared. */
const NONE: ReadonlySet<number> = new Set();

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
  // A professional's hours change rarely and are checked by every booking; their calls change with
  // every booking. Each is kept apart, dropped by the changes of its own topic.
  const professionalHours = new ChangeCache<ProfessionalHours>(changes, {
    topic: PROFESSIONAL,
    tagOf: (hours) => hours.professionalId,
    maxEntries: CACHED_DAYS,
    maxAgeMs: CACHED_DAY_MAX_AGE_MS,
  });
  const professionalCalls = new ChangeCache<{ professionalId: number; starts: ReadonlySet<number> }>(changes, {
    topic: PROFESSIONAL_CALLS,
    tagOf: (day) => day.professionalId,
    maxEntries: CACHED_DAYS,
    maxAgeMs: CACHED_DAY_MAX_AGE_MS,
  });
  const buyerCalls = new ChangeCache<{ buyerId: number; starts: ReadonlySet<number> }>(changes, {
    topic: BUYER_CALLS,
    tagOf: (day) => day.buyerId,
    maxEntries: CACHED_DAYS,
    maxAgeMs: CACHED_DAY_MAX_AGE_MS,
  });

  const slotLists = new Map<string, KnownSlotList>();
  /** The answer of `bookedStarts` for each set of starts still held: it goes when the set does. */
  const startLists = new WeakMap<ReadonlySet<number>, { appointment_date: string }[]>();

  /** The professional's hours; a professional who does not exist is an error on the field. */
  async function hoursOf(professionalId: number) {
    const hours = await professionalHours.get(hoursKey(professionalId), () =>
      booking.professionalHours(professionalId),
    );
    if (!hours) throw invalidInput({ professional_detail_id: ['There is no such professional.'] });
    return hours;
  }

  /** Start instants (ms) of the professional's calls that New York day. */
  async function professionalStarts(professionalId: number, date: string) {
    const { from, to } = dayBounds(date);
    const day = await professionalCalls.get(callsKey(professionalId, date), async () => ({
      professionalId,
      starts: await booking.professionalStarts(professionalId, from, to),
    }));
    return day?.starts ?? NONE;
  }

  /** Start instants (ms) of the buyer's own calls that New York day, with anyone. */
  async function buyerStarts(buyerId: number, date: string) {
    const { from, to } = dayBounds(date);
    const day = await buyerCalls.get(callsKey(buyerId, date), async () => ({
      buyerId,
      starts: await booking.buyerStarts(buyerId, from, to),
    }));
    return day?.starts ?? NONE;
  }

  type Calls = Pick<DayOfProfessional, 'bookedStarts' | 'buyerStarts' | 'professionalBusy' | 'buyerBusy'>;

  function dayWith(date: string, hours: ProfessionalHours, calls: Calls): DayOfProfessional {
    return {
      date,
      now: now(),
      offeredSlotIds: hours.offeredSlotIds[dayBounds(date).weekday] ?? NONE,
      dayOff: hours.daysOff.has(date),
      ...calls,
    };
  }

  async function dayOf(professionalId: number, buyerId: number, date: string): Promise<DayRead> {
    const { from, to } = dayBounds(date);
    const [hours, bookedStarts, buyerBooked] = await Promise.all([
      hoursOf(professionalId),
      professionalStarts(professionalId, date),
      buyerStarts(buyerId, date),
    ]);
    const [professionalBusy, buyerBusy] = await Promise.all([
      busy.between(hours.userId, from, to),
      busy.between(buyerId, from, to),
    ]);
    // Answered by now, so known: they hold until the calendars' cache asks again.
    const busyUntil = Math.min(
      busy.known(hours.userId, from, to)?.until ?? 0,
      busy.known(buyerId, from, to)?.until ?? 0,
    );
    const day = dayWith(date, hours, { bookedStarts, buyerStarts: buyerBooked, professionalBusy, buyerBusy });
    return { day, hours, busyUntil };
  }

  /** Whether the caches still hold the very entries a slot list was made from. */
  const stillKept = (known: KnownSlotList) =>
    professionalHours.peek(known.keys.hours) === known.hours &&
    professionalCalls.peek(known.keys.calls)?.starts === known.day.bookedStarts &&
    buyerCalls.peek(known.keys.buyer)?.starts === known.day.buyerStarts;

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

  return {
    /**
     * The day's slots for this buyer with this professional. The days it is computed from are kept
     * objects that change identity when their data changes, so a list is reused while the caches
     * hold the same ones and nothing of the clock's has passed (see `KnownSlotList`): the slot list
     * is asked for on every visit to the booking page, and most visits change nothing.
     */
    async slots(buyerId: number, professionalId: number, date: string): Promise<Slot[]> {
      const key = `${buyerId}:${professionalId}:${date}`;
      const known = slotLists.get(key);
      if (known && now().getTime() < known.until && stillKept(known)) return known.slots;
      const keys = {
        hours: hoursKey(professionalId),
        calls: callsKey(professionalId, date),
        buyer: callsKey(buyerId, date),
      };
      const read = await dayOf(professionalId, buyerId, date);
      const slots = slotStates(read.day);
      slotLists.delete(key);
      // Oldest first in a Map: the list computed longest ago makes room.
      if (slotLists.size >= KEPT_SLOT_LISTS) slotLists.delete(slotLists.keys().next().value ?? key);
      slotLists.set(key, { ...read, keys, until: Math.min(slotStatesUntil(read.day), read.busyUntil), slots });
      return slots;
    },

    /**
     * The professional's booked starts that day, as New York times. One list per cached day: the
     * same list (and so the same text, see the route) until a change replaces the day.
     */
    async bookedStarts(professionalId: number, date: string) {
      // Kept hours show that the professional exists, and kept starts are the day's: nothing to wait for.
      let starts =
        professionalHours.peek(hoursKey(professionalId)) &&
        professionalCalls.peek(callsKey(professionalId, date))?.starts;
      if (!starts) {
        await hoursOf(professionalId);
        starts = await professionalStarts(professionalId, date);
      }
      let list = startLists.get(starts);
      if (!list) {
        list = [...starts]
          .sort((a, b) => a - b)
          .map((startsAt) => ({ appointment_date: formatAppointmentDate(new Date(startsAt)) }));
        startLists.set(starts, list);
      }
      return list;
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
      const startsAt = parseAppointmentDate(input.appointmentDate);
      const slot = startsAt && slotAt(startsAt);
      if (!startsAt || !slot) {
        throw invalidInput({
          appointment_date: [
            `Choose one of the times offered, written YYYY-MM-DD HH:mm:ss in ${BOOKING_TIME_ZONE} time.`,
          ],
        });
      }
      const date = toWallTime(startsAt).date;
      const hours = await hoursOf(input.professionalId);
      if (!hours.programIds.has(input.programId)) {
        const professional = await requireProfessional(input.professionalId);
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
        // Committed: the slot lists of this process show it from now on (see the route's changesAnnounced).
        changes.announce(PROFESSIONAL_CALLS, input.professionalId);
        changes.announce(BUYER_CALLS, buyerId);
        return toAppointment(row);
      } catch (error) {
        const index = uniqueViolation(error);
        // A concurrent request with the same key may have won the slot: that is this booking.
        if (index && idempotencyKey) {
          const earlier = await booking.findIdByIdempotencyKey(buyerId, idempotencyKey);
          if (earlier) return this.sameBooking(buyerId, earlier, input, idempotencyKey);
        }
        if (index === 'appointments_professional_start_key') throw new HttpError(409, SLOT_TAKEN);
        if (index === 'appointments_buyer_start_key') {
          throw invalidInput({ appointment_date: ['You already have a call at this time.'] });
        }
        throw error;
      }
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
      const professional = await professionalOf(userId);
      const { weekly, daysOff } = await booking.availability(professional.id);
      return {
        weekly: Array.from({ length: 7 }, (_, weekday) =>
          weekly
            .filter((entry) => entry.weekday === weekday)
            .map((entry) => entry.slotId)
            .sort((a, b) => a - b),
        ),
        days_off: daysOff,
      };
    },

    async setAvailability(userId: number, availability: WeeklyAvailability) {
      const professional = await professionalOf(userId);
      for (const day of availability.days_off) {
        if (!isCalendarDate(day.date)) throw invalidInput({ days_off: [`${day.date} is not a date.`] });
      }
      const weekly = availability.weekly.flatMap((slots, weekday) =>
        [...new Set(slots)].map((slotId) => ({ weekday, slotId })),
      );
      const daysOff = [...new Map(availability.days_off.map((day) => [day.date, day])).values()];
      await db.transaction((tx) => bookingRepository(tx).replaceAvailability(professional.id, weekly, daysOff));
      return this.availabilityOf(userId);
    },

    async listForProfessional(userId: number, page: number, when: ProCallList) {
      const professional = await professionalOf(userId);
      const { rows, total } = await booking.listForProfessional(professional.id, page, when);
      const calls = rows.map((row) => ({ ...toAppointment(row), buyer_photo: row.buyer.photo }));
      return pageEnvelope(calls, { total, perPage: APPOINTMENTS_PER_PAGE, page });
    },

    /**
     * A call booked with the professional, with its buyer's account id for what the portal shows of
     * them; any other call, another professional's included, is not found.
     */
    async callOfProfessional(userId: number, id: number) {
      const professional = await professionalOf(userId);
      const row = await booking.find(id);
      if (!row || row.appointment.professionalId !== professional.id) throw notFound('There is no such appointment.');
      return { call: toAppointment(row), buyerId: row.appointment.buyerId };
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
