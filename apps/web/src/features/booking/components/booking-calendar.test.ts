import type { BookingDay } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import { bookableMonths } from '../api/get-days';
import { dayNote } from './booking-calendar';

const day = (state: Partial<BookingDay>): BookingDay => ({
  date: '2026-12-02',
  bookable: true,
  free_slots: 12,
  disabled_reason: null,
  disabled_label: null,
  ...state,
});

describe('what a day of the booking calendar says after its date', () => {
  it.each([
    { state: {}, note: '12 free times' },
    { state: { free_slots: 1 }, note: '1 free time' },
    { state: { bookable: false, free_slots: 0, disabled_reason: 'day_off' }, note: 'day off, no free times' },
    { state: { bookable: false, free_slots: 0, disabled_reason: 'booked' }, note: 'no free times' },
  ] as { state: Partial<BookingDay>; note: string }[])('$note', ({ state, note }) => {
    expect(dayNote(day(state))).toBe(note);
  });

  it('says nothing more while the month is loading', () => {
    expect(dayNote(undefined)).toBe('');
  });
});

describe('the months a first free day is looked for in', () => {
  it('runs from the month of today to that of the last bookable day, across a new year', () => {
    expect(bookableMonths('2026-11-25')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(bookableMonths('2026-01-01')).toEqual(['2026-01', '2026-02', '2026-03', '2026-04']);
  });
});
