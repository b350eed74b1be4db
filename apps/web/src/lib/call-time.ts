/**
 * How the times of calls read on screen in Eastern Time, the zone the slot grid is kept in, and the
 * zone the buyer reads them in (the contract's `callWhenIn` says both when the clocks differ).
 */
import { BOOKING_TIME_ZONE, toWallTime } from '@hbw/contract/slot-grid';

/** Newer ICU puts a narrow no-break space before AM/PM; the slot labels and emails use a plain one. */
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

const inNewYork = {
  day: new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, dateStyle: 'full' }),
  time: new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, hour: 'numeric', minute: '2-digit' }),
};

/** "Wednesday, November 25, 2026": the New York day of an instant. */
export function callDay(startsAt: string | Date): string {
  return inNewYork.day.format(new Date(startsAt));
}

/** "10:00 AM": the New York time of an instant. */
export function callTime(startsAt: string | Date): string {
  return plainSpaces(inNewYork.time.format(new Date(startsAt)));
}

/** "Wednesday, November 25, 2026 at 10:00 AM Eastern Time". */
export function callWhen(startsAt: string | Date): string {
  return `${callDay(startsAt)} at ${callTime(startsAt)} Eastern Time`;
}

/** The zone this browser's clock is set to, as an IANA name ("America/Chicago"). */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** The zone a person reads call times in: their profile's, or this browser's until they have one. */
export function readingTimeZone(profileZone: string | null | undefined): string {
  return profileZone ?? browserTimeZone();
}

/** Today's date in New York, `yyyy-MM-dd`: the first day a call can be booked on. */
export function todayInNewYork(now: Date = new Date()): string {
  return toWallTime(now).date;
}

/** A calendar date some days after another, `yyyy-MM-dd`. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** "Wednesday, November 25, 2026" for a calendar date, `yyyy-MM-dd`, as its own day (no zone shift). */
export function dateLabel(date: string): string {
  return calendarDay.format(new Date(`${date}T12:00:00Z`));
}

// Made once: the booking calendar names each of its days at every render, and making a formatter
// costs far more than using one, which a phone feels at every render.
const calendarDay = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' });
