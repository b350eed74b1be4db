/**
 * Which of a day's 27 slots a buyer can book with a professional, and why not: pure, so that the
 * rules are tested as a table and the same answer is given to the slot list and to the booking.
 */
import {
  BOOKING_HORIZON_DAYS,
  type BookingDay,
  SLOT_MINUTES,
  type Slot,
  type SlotDisabledReason,
  slotDisabledLabels,
  slotStartsOn,
} from '@hbw/contract';

export type DayOfProfessional = {
  /** The New York date, `yyyy-MM-dd`. */
  date: string;
  now: Date;
  /** Slot ids the professional takes calls in on this weekday. */
  offeredSlotIds: ReadonlySet<number>;
  dayOff: boolean;
  /** Start instants (ms) already booked with the professional that day. */
  bookedStarts: ReadonlySet<number>;
  /** Start instants (ms) of the buyer's own calls that day, with anyone. */
  buyerStarts: ReadonlySet<number>;
  /** When the professional's connected calendar is busy (epoch ms intervals). */
  professionalBusy?: readonly Interval[];
  /** When the buyer's connected calendar is busy. */
  buyerBusy?: readonly Interval[];
};

export type Interval = { start: number; end: number };

const overlaps = (start: number, intervals: readonly Interval[] = []) =>
  intervals.some((interval) => start < interval.end && start + SLOT_MINUTES * 60_000 > interval.start);

const HORIZON_MS = BOOKING_HORIZON_DAYS * 24 * 3600 * 1000;

export function disabledReason(day: DayOfProfessional, slotId: number, startsAt: Date): SlotDisabledReason | null {
  const start = startsAt.getTime();
  if (start <= day.now.getTime()) return 'past';
  if (start > day.now.getTime() + HORIZON_MS) return 'beyond_horizon';
  if (day.dayOff) return 'day_off';
  if (!day.offeredSlotIds.has(slotId)) return 'not_offered';
  if (day.bookedStarts.has(start)) return 'booked';
  if (overlaps(start, day.professionalBusy)) return 'calendar_busy';
  if (day.buyerStarts.has(start)) return 'buyer_busy';
  return null;
}

export function slotStates(day: DayOfProfessional): Slot[] {
  return slotStartsOn(day.date).map(({ slot, startsAt, startsAtIso }) => {
    const reason = disabledReason(day, slot.id, startsAt);
    return {
      id: slot.id,
      time: slot.label,
      starts_at: startsAtIso,
      active: !day.dayOff && day.offeredSlotIds.has(slot.id),
      disabled: reason !== null,
      disabled_reason: reason,
      disabled_label: reason ? slotDisabledLabels[reason] : null,
      busy_in_your_calendar: overlaps(startsAt.getTime(), day.buyerBusy),
    };
  });
}

/**
 * Until when (epoch ms) the slot states stay as they are for this day, as far as the clock goes: the
 * next start that passes, or the next one that comes within the booking horizon. Everything else
 * they depend on is in `day`. Infinity when the clock can change nothing any more (a past day).
 */
export function slotStatesUntil(day: DayOfProfessional): number {
  const now = day.now.getTime();
  let until = Number.POSITIVE_INFINITY;
  for (const { startsAt } of slotStartsOn(day.date)) {
    const start = startsAt.getTime();
    if (start > now) until = Math.min(until, start);
    if (start - HORIZON_MS > now) until = Math.min(until, start - HORIZON_MS);
  }
  return until;
}

/**
 * A day of the month calendar, as its slot list would show it, from the day itself rather than the
 * list (a month asks for thirty days, and made a list of 27 slots each): bookable when a slot is
 * free. A day with none says why in the slot list's words: the reason all its slots share, or else
 * that of its last offered time (a day whose offered times are all taken says "Already booked", not
 * "This time has passed" of its morning).
 */
export function bookingDay(day: DayOfProfessional): BookingDay {
  let free = 0;
  let first: SlotDisabledReason | undefined;
  let shared = true;
  let lastOffered: SlotDisabledReason | undefined;
  for (const { slot, startsAt } of slotStartsOn(day.date)) {
    const reason = disabledReason(day, slot.id, startsAt);
    if (reason === null) {
      free += 1;
      continue;
    }
    first ??= reason;
    if (reason !== first) shared = false;
    if (!day.dayOff && day.offeredSlotIds.has(slot.id)) lastOffered = reason;
  }
  const { date } = day;
  if (free > 0) return { date, bookable: true, free_slots: free, disabled_reason: null, disabled_label: null };
  const reason = shared ? (first ?? 'not_offered') : (lastOffered ?? 'not_offered');
  return { date, bookable: false, free_slots: 0, disabled_reason: reason, disabled_label: slotDisabledLabels[reason] };
}
