/**
 * The slot grid of docs/product.md section 16: 27 half-hour slots from 08:00 AM to 09:00 PM, in New York time,
 * whatever the buyer's own zone. Times are computed in America/New_York for the chosen date, so the
 * grid is right on both daylight-saving change days; instants are UTC. No schema library here: the
 * web app's call times import it as `@hbw/contract/slot-grid`, on pages rendered before zod is run
 * (decision 037).
 */

export const BOOKING_TIME_ZONE = 'America/New_York';
export const SLOT_COUNT = 27;
export const SLOT_MINUTES = 30;
const FIRST_SLOT_MINUTES = 8 * 60;

export type SlotTime = { id: number; hour: number; minute: number; label: string };

/** Slot ids run from 1 (08:00 AM) to 27 (09:00 PM). */
export const slotTimes: readonly SlotTime[] = Array.from({ length: SLOT_COUNT }, (_, index) => {
  const minutes = FIRST_SLOT_MINUTES + index * SLOT_MINUTES;
  const hour = Math.floor(minutes / 60);
  const minute = minutes % 60;
  const twelve = hour % 12 === 0 ? 12 : hour % 12;
  const label = `${String(twelve).padStart(2, '0')}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`;
  return { id: index + 1, hour, minute, label };
});

export const slotIds = slotTimes.map((slot) => slot.id);

const zoneParts = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  weekday: 'short',
});

export type WallTime = { date: string; hour: number; minute: number; second: number; weekday: number };

const weekdays = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

/** Wall times already found, by instant: lists of calls format the same few instants over and over. */
const wallTimesByInstant = new Map<number, Readonly<WallTime>>();
const REMEMBERED_INSTANTS = 50_000;

/** The New York wall time of an instant. */
export function toWallTime(instant: Date): Readonly<WallTime> {
  const known = wallTimesByInstant.get(instant.getTime());
  if (known) return known;
  const wall = Object.freeze(readWallTime(instant));
  if (wallTimesByInstant.size >= REMEMBERED_INSTANTS) wallTimesByInstant.clear();
  wallTimesByInstant.set(instant.getTime(), wall);
  return wall;
}

function readWallTime(instant: Date): WallTime {
  const parts = Object.fromEntries(zoneParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    date: `${parts.year}-${parts.month}-${parts.day}`,
    hour: Number(parts.hour),
    minute: Number(parts.minute),
    second: Number(parts.second),
    weekday: weekdays.indexOf(parts.weekday ?? ''),
  };
}

/**
 * Instants already found, by wall time: the slot grid asks for the same 27 times of a date on every
 * request, and each costs two calls into Intl. Cleared when full rather than kept in order of use.
 */
const instantsByWallTime = new Map<string, number>();
const REMEMBERED_WALL_TIMES = 50_000;

/** The instant at which New York's clocks show this date and time (never in a skipped hour here). */
export function fromWallTime(date: string, hour: number, minute: number): Date {
  const key = `${date} ${hour}:${minute}`;
  const known = instantsByWallTime.get(key);
  if (known !== undefined) return new Date(known);
  const instant = findInstant(date, hour, minute);
  if (instantsByWallTime.size >= REMEMBERED_WALL_TIMES) instantsByWallTime.clear();
  instantsByWallTime.set(key, instant);
  return new Date(instant);
}

function findInstant(date: string, hour: number, minute: number): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const asIfUtc = Date.UTC(year, month - 1, day, hour, minute);
  // The zone's offset at a guess, then at the corrected instant: two steps settle across a change.
  let instant = asIfUtc;
  for (let step = 0; step < 2; step++) {
    const wall = toWallTime(new Date(instant));
    const [wy, wm, wd] = wall.date.split('-').map(Number) as [number, number, number];
    const shownAsUtc = Date.UTC(wy, wm - 1, wd, wall.hour, wall.minute);
    instant += asIfUtc - shownAsUtc;
  }
  return instant;
}

/** A slot of a date and its start, as an instant and as the ISO text the slot list sends. */
export type SlotStart = { readonly slot: SlotTime; readonly startsAt: Date; readonly startsAtIso: string };

/**
 * The slots of dates already found: a month of days asks for 27 starts of each of its dates, and
 * each start cost a lookup of its wall time, a new Date and its ISO text. Shared: never changed.
 */
const startsByDate = new Map<string, readonly SlotStart[]>();
const REMEMBERED_DATES = 5_000;

/** The start of each slot of a New York date, as UTC instants (the same array for the same date). */
export function slotStartsOn(date: string): readonly SlotStart[] {
  const known = startsByDate.get(date);
  if (known) return known;
  const starts = Object.freeze(
    slotTimes.map((slot) => {
      const startsAt = fromWallTime(date, slot.hour, slot.minute);
      return Object.freeze({ slot, startsAt, startsAtIso: startsAt.toISOString() });
    }),
  );
  if (startsByDate.size >= REMEMBERED_DATES) startsByDate.clear();
  startsByDate.set(date, starts);
  return starts;
}

/** The slot an instant starts, or undefined when it is not the start of one. */
export function slotAt(instant: Date): SlotTime | undefined {
  const wall = toWallTime(instant);
  if (wall.second !== 0 || instant.getUTCMilliseconds() !== 0) return undefined;
  return slotTimes.find((slot) => slot.hour === wall.hour && slot.minute === wall.minute);
}

/** `yyyy-MM-dd HH:mm:ss` in New York time, as docs/product.md section 14 writes `appointment_date`. */
export function formatAppointmentDate(instant: Date): string {
  const wall = toWallTime(instant);
  const two = (value: number) => String(value).padStart(2, '0');
  return `${wall.date} ${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`;
}

/** Reads `yyyy-MM-dd HH:mm:ss` (seconds optional) as New York wall time; undefined when not a real time. */
export function parseAppointmentDate(text: string): Date | undefined {
  const match = /^(\d{4}-\d{2}-\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/.exec(text.trim());
  if (!match) return undefined;
  const [, date = '', hour = '', minute = '', second = '00'] = match;
  if (!isCalendarDate(date) || Number(hour) > 23 || Number(minute) > 59 || Number(second) !== 0) return undefined;
  return fromWallTime(date, Number(hour), Number(minute));
}

const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

/** Whether `yyyy-MM-dd` names a real day. Every slot list checks its date: plain arithmetic, no Date. */
export function isCalendarDate(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (month < 1 || month > 12 || day < 1) return false;
  return day <= daysInMonth(year, month);
}

function daysInMonth(year: number, month: number): number {
  const leapDay = month === 2 && year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 1 : 0;
  return (DAYS_IN_MONTH[month - 1] ?? 0) + leapDay;
}

/** The dates of a month `yyyy-MM`, `yyyy-MM-dd` each, first to last. */
export function datesOfMonth(month: string): string[] {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return Array.from(
    { length: daysInMonth(year, number) },
    (_, index) => `${month}-${String(index + 1).padStart(2, '0')}`,
  );
}

/** The weekday (0 = Sunday) of a calendar date, which is the same in every zone. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T12:00:00Z`).getUTCDay();
}
