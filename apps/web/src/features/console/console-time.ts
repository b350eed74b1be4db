/** Times in the console: short, and in Eastern Time like every time of a call. */
import { BOOKING_TIME_ZONE } from '@hbw/contract';

const format = new Intl.DateTimeFormat('en-US', {
  timeZone: BOOKING_TIME_ZONE,
  dateStyle: 'medium',
  timeStyle: 'short',
});

/** "Nov 25, 2026, 10:00 AM ET". */
export function consoleTime(instant: string): string {
  return `${format.format(new Date(instant)).replace(/\u202f/g, ' ')} ET`;
}
