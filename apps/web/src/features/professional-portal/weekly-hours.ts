/**
 * A professional's weekly hours as the portal edits them: for each weekday (0 = Sunday) the slots of
 * the grid they take calls in, and the quick fills that set many at once. Pure, so that each fill is
 * tested as a table.
 */
import { SLOT_MINUTES, slotIds, slotTimes } from '@hbw/contract';

/** Seven sorted lists of slot ids, Sunday first, as `pro/availability` carries them. */
export type WeeklyHours = readonly (readonly number[])[];

export const weekdayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
const weekdays = [1, 2, 3, 4, 5];

const startMinutes = (slotId: number) => {
  const slot = slotTimes.find((time) => time.id === slotId);
  return slot ? slot.hour * 60 + slot.minute : Number.NaN;
};

/** The slots whose whole call falls between two times of day (minutes after midnight). */
function slotsBetween(from: number, until: number): number[] {
  return slotIds.filter((id) => startMinutes(id) >= from && startMinutes(id) + SLOT_MINUTES <= until);
}

export const noHours: WeeklyHours = [[], [], [], [], [], [], []];

function withDays(days: readonly number[], slots: readonly number[], base: WeeklyHours = noHours): WeeklyHours {
  return base.map((daySlots, weekday) => (days.includes(weekday) ? [...slots] : [...daySlots]));
}

export type QuickFill = { label: string; description: string; apply: (hours: WeeklyHours) => WeeklyHours };

export const quickFills: readonly QuickFill[] = [
  {
    label: 'Weekdays 9 to 5',
    description: 'Monday to Friday, calls from 9:00 AM to the last at 4:30 PM; no weekends.',
    apply: () => withDays(weekdays, slotsBetween(9 * 60, 17 * 60)),
  },
  {
    label: 'Weekdays, all day',
    description: 'Monday to Friday, every time from 8:00 AM to 9:00 PM; no weekends.',
    apply: () => withDays(weekdays, slotIds),
  },
  {
    label: 'Copy Monday to Tuesday–Friday',
    description: "Tuesday to Friday take Monday's times; the weekend stays as it is.",
    apply: (hours) => withDays([2, 3, 4, 5], hours[1] ?? [], hours),
  },
  {
    label: 'Clear the week',
    description: 'No times on any day, until you choose some.',
    apply: () => noHours,
  },
];

/** Turns one slot of one weekday on or off. */
export function toggleSlot(hours: WeeklyHours, weekday: number, slotId: number): WeeklyHours {
  return hours.map((daySlots, day) => {
    if (day !== weekday) return daySlots;
    return daySlots.includes(slotId)
      ? daySlots.filter((id) => id !== slotId)
      : [...daySlots, slotId].sort((a, b) => a - b);
  });
}

/** Whether two weeks offer the same times, whatever the order of their lists. */
export function sameHours(a: WeeklyHours, b: WeeklyHours): boolean {
  const key = (hours: WeeklyHours) => JSON.stringify(hours.map((daySlots) => [...daySlots].sort((x, y) => x - y)));
  return key(a) === key(b);
}

/** How many calls a week the hours offer, for the summary under the grid. */
export function slotsPerWeek(hours: WeeklyHours): number {
  return hours.reduce((sum, daySlots) => sum + daySlots.length, 0);
}
