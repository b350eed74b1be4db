/**
 * The buyer's own time zone beside the booking zone: slots stay New York slots (the grid of
 * docs/product.md section 16), and each side reads a call's time in their own zone first, with Eastern Time beside it when
 * their clock shows another time. Formatters are made once per zone: the slot grid asks 27 times.
 */
import { z } from 'zod';
import { BOOKING_TIME_ZONE } from './slot-grid.ts';

/** An IANA zone name ("America/Chicago", "UTC") that this runtime's Intl knows; offsets are refused. */
export function isTimeZone(name: string): boolean {
  if (name.length > 64 || !/^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneField = z
  .string()
  .trim()
  .refine(isTimeZone, 'Choose a time zone from the list, such as America/Chicago.');

type Formats = {
  time: Intl.DateTimeFormat;
  day: Intl.DateTimeFormat;
  weekday: Intl.DateTimeFormat;
  name: Intl.DateTimeFormat;
};
const formatsByZone = new Map<string, Formats>();

function formatsOf(timeZone: string): Formats {
  let formats = formatsByZone.get(timeZone);
  if (!formats) {
    formats = {
      time: new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', minute: '2-digit' }),
      day: new Intl.DateTimeFormat('en-US', { timeZone, dateStyle: 'full' }),
      weekday: new Intl.DateTimeFormat('en-US', { timeZone, weekday: 'long' }),
      name: new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'long' }),
    };
    formatsByZone.set(timeZone, formats);
  }
  return formats;
}

/** Newer ICU puts a narrow no-break space before AM/PM; labels and emails use a plain one. */
const plainSpaces = (text: string) => text.replace(/\u202f/g, ' ');

/** "10:00 AM" in a zone. */
export function timeIn(instant: Date, timeZone: string): string {
  return plainSpaces(formatsOf(timeZone).time.format(instant));
}

/** "Wednesday, December 2, 2026" in a zone. */
export function dayIn(instant: Date, timeZone: string): string {
  return formatsOf(timeZone).day.format(instant);
}

/** "Pacific Standard Time": the zone's name at that instant. */
export function zoneNameAt(instant: Date, timeZone: string): string {
  const parts = formatsOf(timeZone).name.formatToParts(instant);
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** Whether a clock in the zone shows the same day and time as one in New York at that instant. */
export function showsEasternTime(instant: Date, timeZone: string | null | undefined): boolean {
  if (!timeZone || timeZone === BOOKING_TIME_ZONE) return true;
  return (
    timeIn(instant, timeZone) === timeIn(instant, BOOKING_TIME_ZONE) &&
    dayIn(instant, timeZone) === dayIn(instant, BOOKING_TIME_ZONE)
  );
}

/**
 * A call's time for someone in `timeZone`: "Wednesday, December 2, 2026 at 7:00 AM Pacific Standard
 * Time (10:00 AM Eastern Time)", or only Eastern Time when their clock shows the same. Eastern
 * gives its weekday too when it falls on another day.
 */
export function callWhenIn(instant: Date, timeZone: string | null | undefined): string {
  const eastern = `${timeIn(instant, BOOKING_TIME_ZONE)} Eastern Time`;
  if (!timeZone || showsEasternTime(instant, timeZone)) return `${dayIn(instant, BOOKING_TIME_ZONE)} at ${eastern}`;
  const own = `${dayIn(instant, timeZone)} at ${timeIn(instant, timeZone)} ${zoneNameAt(instant, timeZone)}`;
  const sameDay = formatsOf(timeZone).weekday.format(instant) === formatsOf(BOOKING_TIME_ZONE).weekday.format(instant);
  return `${own} (${sameDay ? '' : `${formatsOf(BOOKING_TIME_ZONE).weekday.format(instant)} `}${eastern})`;
}
