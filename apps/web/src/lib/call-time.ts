/**
 * How the times of calls read on screen: always in Eastern Time, the zone the slot grid is kept in
 * (whatever the buyer's own), with the buyer's own time beside it when their clock differs.
 */
import { BOOKING_TIME_ZONE, toWallTime } from '@hbw/contract';

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

/**
 * "7:00 AM your time" when the buyer's clock shows another time than New York's at that instant,
 * otherwise null. `timeZone` is the buyer's zone (the browser's by default).
 */
export function yourTime(startsAt: string | Date, timeZone?: string): string | null {
  const instant = new Date(startsAt);
  const local = new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit', weekday: 'short' });
  const eastern = new Intl.DateTimeFormat('en-US', {
    timeZone: BOOKING_TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
    weekday: 'short',
  });
  if (local.format(instant) === eastern.format(instant)) return null;
  const sameDay =
    new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'short' }).format(instant) ===
    new Intl.DateTimeFormat('en-US', { timeZone: BOOKING_TIME_ZONE, weekday: 'short' }).format(instant);
  const time = plainSpaces(
    new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }).format(instant),
  );
  const day = new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }).format(instant);
  return sameDay ? `${time} your time` : `${day} ${time} your time`;
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
  return new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', dateStyle: 'full' }).format(new Date(`${date}T12:00:00Z`));
}
