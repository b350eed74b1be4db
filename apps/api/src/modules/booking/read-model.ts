/**
 * Booking's read model: what the slot rules read of the database and the calendars, cached in this
 * process so that the slot list, asked for on every visit to the booking page, is mostly answered
 * from memory. It owns its caches and their invalidation: a professional's hours and each side's
 * calls of a day are change caches (decision 010), dropped by the change feed whatever process made
 * the change, and by `booked` and `moved` at once for a call this process booked or moved. A day's slot
 * list is cached with
 * the cache entries it was made from and answered again while the caches hold those very entries and
 * the clock has moved nothing (see `KnownSlotList`). Lists it hands out are shared: the routes send
 * the bytes they serialised for a list the first time (`lib/cached-answers.ts`, which freezes them).
 */
import { formatAppointmentDate, fromWallTime, type Slot, weekdayOf } from '@hbw/contract';
import { type ChangeTopic, changeTopics } from '../../db/change-topics.ts';
import { ChangeCache, type ChangeSource } from '../../lib/change-cache.ts';
import { invalidInput } from '../../lib/http-error.ts';
import type { ProfessionalHours, ProfessionalsService } from '../professionals/index.ts';
import type { bookingRepository } from './repository.ts';
import { type DayOfProfessional, type Interval, slotStates, slotStatesUntil } from './slot-states.ts';

export type BusyTimes = {
  between(userId: number, from: Date, to: Date): Promise<Interval[]>;
  /**
   * What `between` would answer now, when it can answer without waiting: the same array each time,
   * and the answer until `until` (epoch ms), when the calendar must be asked again.
   */
  known(userId: number, from: Date, to: Date): { intervals: Interval[]; until: number } | undefined;
};

type Deps = {
  /** The booking repository on the app's pool: the calls of a day. */
  booking: ReturnType<typeof bookingRepository>;
  /** The professionals module: a professional's hours. */
  professionals: Pick<ProfessionalsService, 'hours'>;
  /** Keeps the days read for the slot grid in step with every booking, cancellation and change of hours. */
  changes: ChangeSource;
  /** Busy times of an account's connected calendar (none when it has none). */
  busy: BusyTimes;
  now: () => Date;
};

type DayBounds = { readonly from: Date; readonly to: Date; readonly weekday: number };
/** Bounds already found: every slot list asks for its day's, and each costs a few dates and strings. */
const boundsByDate = new Map<string, DayBounds>();
const REMEMBERED_DATES = 10_000;

/** A New York date from its midnight until the next, as instants, and its weekday (shared: never changed). */
export function dayBounds(date: string): DayBounds {
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

/** An empty set of slot ids or start instants, shared. */
export const NONE: ReadonlySet<number> = new Set();

/** Hours, and days of the next weeks, of a few thousand professionals and buyers, each well under a kilobyte. */
const CACHED_DAYS = 50_000;
const CACHED_DAY_MAX_AGE_MS = 10 * 60_000;
/** Slot lists being looked at, each with the text sent for it: a bound on their memory (decision 021). */
const CACHED_SLOT_LISTS = 5_000;

/** Cache keys: a professional's hours, and a professional's or a buyer's calls of a day. */
const hoursKey = (professionalId: number) => String(professionalId);
const callsKey = (id: number, date: string) => `${id}:${date}`;
/** A cached slot list's key: the buyer's, with the professional, that day. */
const listKey = (buyerId: number, professionalId: number, date: string) => `${buyerId}:${professionalId}:${date}`;

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
type KnownSlotList = DayRead & { keys: DayKeys; until: number; slots: readonly Slot[] };

/** The change feed's topics of the caches below. */
const { professional: PROFESSIONAL, professionalCalls: PROFESSIONAL_CALLS, buyerCalls: BUYER_CALLS } = changeTopics;

/**
 * Booking's change caches: a professional's hours change rarely and are checked by every booking;
 * their calls change with every booking. Each is cached apart, dropped by the changes of its own topic.
 */
function bookingCaches(changes: ChangeSource) {
  const cache = <V>(topic: ChangeTopic, tagOf: (value: V) => number) =>
    new ChangeCache<V>(changes, { topic, tagOf, maxEntries: CACHED_DAYS, maxAgeMs: CACHED_DAY_MAX_AGE_MS });
  return {
    professionalHours: cache<ProfessionalHours>(PROFESSIONAL, (hours) => hours.professionalId),
    professionalCalls: cache<{ professionalId: number; starts: ReadonlySet<number> }>(
      PROFESSIONAL_CALLS,
      (day) => day.professionalId,
    ),
    buyerCalls: cache<{ buyerId: number; starts: ReadonlySet<number> }>(BUYER_CALLS, (day) => day.buyerId),
  };
}

type BookingCaches = ReturnType<typeof bookingCaches>;

/**
 * Start instants (ms) of one side's calls on each of these New York days (ascending, none twice):
 * the days the cache holds from it, the others from one query over them all, split by day, so
 * that a month of days costs one round trip rather than one a day.
 */
async function startsOfDays<V extends { starts: ReadonlySet<number> }>(
  cache: ChangeCache<V>,
  id: number,
  dates: readonly string[],
  /** The side's starts from `from` until before `to`, in time order. */
  read: (id: number, from: Date, to: Date) => Promise<Set<number>>,
  entryOf: (starts: ReadonlySet<number>) => V,
): Promise<ReadonlySet<number>[]> {
  const keys = dates.map((date) => callsKey(id, date));
  const dateOf = new Map(keys.map((key, index) => [key, dates[index] as string]));
  const days = await cache.getMany(keys, async (missing) => {
    const missingDates = missing.map((key) => dateOf.get(key) as string);
    const starts = await read(
      id,
      dayBounds(missingDates[0] as string).from,
      dayBounds(missingDates.at(-1) as string).to,
    );
    // The starts come in time order, and the days too: each start goes to the day it falls in, if any.
    const byDay = missingDates.map(() => new Set<number>());
    const bounds = missingDates.map((date) => dayBounds(date));
    let day = 0;
    for (const start of starts) {
      while (day < bounds.length && (bounds[day] as DayBounds).to.getTime() <= start) day += 1;
      if (day === bounds.length) break;
      if (start >= (bounds[day] as DayBounds).from.getTime()) byDay[day]?.add(start);
    }
    return new Map(missing.map((key, index) => [key, entryOf(byDay[index] as Set<number>)]));
  });
  return keys.map((key) => days.get(key)?.starts ?? NONE);
}

/**
 * What the slot rules read of these New York days (ascending, none twice): the professional's
 * hours, each side's calls of each day, and each side's busy times over them all.
 */
function dayReader(
  { booking, busy, now }: Pick<Deps, 'booking' | 'busy' | 'now'>,
  { professionalCalls, buyerCalls }: BookingCaches,
  hoursOf: (professionalId: number) => Promise<ProfessionalHours>,
) {
  return async function readDays(
    professionalId: number,
    buyerId: number,
    dates: readonly string[],
  ): Promise<DayRead[]> {
    const from = dayBounds(dates[0] as string).from;
    const to = dayBounds(dates.at(-1) as string).to;
    // Days nobody has looked at miss on both sides: their calls are then read in one round trip.
    const missing = (cache: ChangeCache<{ starts: ReadonlySet<number> }>, id: number) =>
      dates.some((date) => cache.peek(callsKey(id, date)) === undefined);
    const both =
      missing(professionalCalls, professionalId) && missing(buyerCalls, buyerId)
        ? booking.bothSidesStarts(professionalId, buyerId, from, to)
        : undefined;
    // Everything is asked at once: a day nobody has looked at costs the time of one round trip, not
    // of the calls, then each side's calendar, one after the other.
    const hoursRead = hoursOf(professionalId);
    const [hours, bookedStarts, buyerBooked, professionalBusy, buyerBusy] = await Promise.all([
      hoursRead,
      startsOfDays(
        professionalCalls,
        professionalId,
        dates,
        both ? async () => (await both).professional : booking.professionalStarts,
        (starts) => ({ professionalId, starts }),
      ),
      startsOfDays(
        buyerCalls,
        buyerId,
        dates,
        both ? async () => (await both).buyer : booking.buyerStarts,
        (starts) => ({ buyerId, starts }),
      ),
      hoursRead.then((known) => busy.between(known.userId, from, to)),
      busy.between(buyerId, from, to),
    ]);
    // Answered by now, so known: they hold until the calendars' cache asks again.
    const busyUntil = Math.min(
      busy.known(hours.userId, from, to)?.until ?? 0,
      busy.known(buyerId, from, to)?.until ?? 0,
    );
    const at = now();
    return dates.map((date, index) => ({
      day: {
        date,
        now: at,
        offeredSlotIds: hours.offeredSlotIds[dayBounds(date).weekday] ?? NONE,
        dayOff: hours.daysOff.has(date),
        bookedStarts: bookedStarts[index] ?? NONE,
        buyerStarts: buyerBooked[index] ?? NONE,
        professionalBusy,
        buyerBusy,
      },
      hours,
      busyUntil,
    }));
  };
}

export function bookingReadModel({ booking, professionals, changes, busy, now }: Deps) {
  const caches = bookingCaches(changes);
  const { professionalHours, professionalCalls, buyerCalls } = caches;
  const slotLists = new Map<string, KnownSlotList>();
  /** The answer of `bookedStarts` for each set of starts still held: it goes when the set does. */
  const startLists = new WeakMap<ReadonlySet<number>, readonly { appointment_date: string }[]>();

  /** The professional's hours; a professional who does not exist is an error on the field. */
  async function hoursOf(professionalId: number) {
    const hours = await professionalHours.get(hoursKey(professionalId), () => professionals.hours(professionalId));
    if (!hours) throw invalidInput({ professional_detail_id: ['There is no such professional.'] });
    return hours;
  }

  const readDays = dayReader({ booking, busy, now }, caches, hoursOf);

  /** Start instants (ms) of the professional's calls that New York day. */
  async function professionalStarts(professionalId: number, date: string) {
    const { from, to } = dayBounds(date);
    const day = await professionalCalls.get(callsKey(professionalId, date), async () => ({
      professionalId,
      starts: await booking.professionalStarts(professionalId, from, to),
    }));
    return day?.starts ?? NONE;
  }

  /** Whether the caches still hold the very entries a slot list was made from. */
  const stillCached = (known: KnownSlotList) =>
    professionalHours.peek(known.keys.hours) === known.hours &&
    professionalCalls.peek(known.keys.calls)?.starts === known.day.bookedStarts &&
    buyerCalls.peek(known.keys.buyer)?.starts === known.day.buyerStarts;

  /** The slot list of a day read, cached with what it was made from. */
  function listOf(buyerId: number, professionalId: number, read: DayRead): readonly Slot[] {
    const { date } = read.day;
    const key = listKey(buyerId, professionalId, date);
    const keys = {
      hours: hoursKey(professionalId),
      calls: callsKey(professionalId, date),
      buyer: callsKey(buyerId, date),
    };
    const slots = slotStates(read.day);
    slotLists.delete(key);
    // Oldest first in a Map: the list computed longest ago makes room.
    if (slotLists.size >= CACHED_SLOT_LISTS) slotLists.delete(slotLists.keys().next().value ?? key);
    slotLists.set(key, { ...read, keys, until: Math.min(slotStatesUntil(read.day), read.busyUntil), slots });
    return slots;
  }

  return {
    hoursOf,

    /**
     * The states of a day's slots for this buyer with this professional. The days it is computed
     * from are cached objects that change identity when their data changes, so a list is reused while
     * the caches hold the same ones and nothing of the clock's has passed (see `KnownSlotList`).
     */
    async slotsOfDay(buyerId: number, professionalId: number, date: string): Promise<readonly Slot[]> {
      const known = slotLists.get(listKey(buyerId, professionalId, date));
      if (known && now().getTime() < known.until && stillCached(known)) return known.slots;
      const [read] = await readDays(professionalId, buyerId, [date]);
      return listOf(buyerId, professionalId, read as DayRead);
    },

    /**
     * What the slot rules read of each of these days (ascending, none twice) for this buyer with this
     * professional: each side's calls of them read together, in one query a side for the days not
     * cached, and each side's busy times over them in one ask.
     */
    async days(buyerId: number, professionalId: number, dates: readonly string[]): Promise<DayOfProfessional[]> {
      return (await readDays(professionalId, buyerId, dates)).map((read) => read.day);
    },

    /**
     * The professional's booked starts that day, as New York times. One list per cached day: the
     * same list (and so the same text, see the route) until a change replaces the day.
     */
    async bookedStartsOfDay(professionalId: number, date: string) {
      // Cached hours show that the professional exists, and cached starts are the day's: nothing to wait for.
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
     * A booking of this process was committed: its two sides' calls of the day are read again, here
     * at once and in the other processes once told (no trigger announces a new call).
     */
    booked(professionalId: number, buyerId: number) {
      changes.announceCommitted([
        [PROFESSIONAL_CALLS, professionalId],
        [BUYER_CALLS, buyerId],
      ]);
    },

    /** A call of this process was moved: its two sides' calls are read again here at once (its trigger tells the others). */
    moved(professionalId: number, buyerId: number) {
      changes.announce(PROFESSIONAL_CALLS, professionalId);
      changes.announce(BUYER_CALLS, buyerId);
    },
  };
}
