import { describe, expect, it } from 'vitest';
import { type DayOfProfessional, slotStates } from './slot-states.ts';

const weekdaysNineToFive = new Set([3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]);
const day = (changes: Partial<DayOfProfessional> = {}): DayOfProfessional => ({
  date: '2026-12-02',
  now: new Date('2026-11-30T12:00:00Z'),
  offeredSlotIds: weekdaysNineToFive,
  dayOff: false,
  bookedStarts: new Set(),
  buyerStarts: new Set(),
  ...changes,
});
const at = (iso: string) => new Date(iso).getTime();

describe('slotStates', () => {
  it('offers the professional’s hours and greys out the rest as not offered', () => {
    const slots = slotStates(day());
    expect(slots).toHaveLength(27);
    expect(slots[0]).toEqual({
      id: 1,
      time: '08:00 AM',
      starts_at: '2026-12-02T13:00:00.000Z',
      active: false,
      disabled: true,
      disabled_reason: 'not_offered',
      disabled_label: 'Not offered on this day',
    });
    expect(slots[2]).toMatchObject({ time: '09:00 AM', active: true, disabled: false, disabled_reason: null });
    expect(slots.filter((slot) => !slot.disabled)).toHaveLength(17);
  });

  it.each<[string, Partial<DayOfProfessional>, string, string | null]>([
    [
      'a slot booked with the professional',
      { bookedStarts: new Set([at('2026-12-02T15:00:00Z')]) },
      '10:00 AM',
      'booked',
    ],
    [
      'a slot in which the buyer has another call',
      { buyerStarts: new Set([at('2026-12-02T15:30:00Z')]) },
      '10:30 AM',
      'buyer_busy',
    ],
    ['a day off', { dayOff: true }, '10:00 AM', 'day_off'],
    ['a time already passed today', { date: '2026-11-30', now: new Date('2026-11-30T17:10:00Z') }, '12:00 PM', 'past'],
    ['the next slot after now', { date: '2026-11-30', now: new Date('2026-11-30T17:10:00Z') }, '12:30 PM', null],
    ['a date more than 90 days ahead', { date: '2027-03-15' }, '10:00 AM', 'beyond_horizon'],
    [
      'a booked slot in the past reports the past',
      {
        date: '2026-11-30',
        now: new Date('2026-11-30T20:00:00Z'),
        bookedStarts: new Set([at('2026-11-30T15:00:00Z')]),
      },
      '10:00 AM',
      'past',
    ],
  ])('disables %s', (_, changes, time, reason) => {
    const slot = slotStates(day(changes)).find((candidate) => candidate.time === time);
    expect(slot?.disabled_reason).toBe(reason);
    expect(slot?.disabled).toBe(reason !== null);
  });

  it('computes the grid in New York time on the day the clocks go back, after 1 PM too', () => {
    const slots = slotStates(
      day({ date: '2026-11-01', now: new Date('2026-10-30T12:00:00Z'), offeredSlotIds: new Set([11, 12]) }),
    );
    expect(slots.find((slot) => slot.time === '01:00 PM')).toMatchObject({
      starts_at: '2026-11-01T18:00:00.000Z',
      disabled: false,
    });
    expect(slots.find((slot) => slot.time === '01:30 PM')).toMatchObject({
      starts_at: '2026-11-01T18:30:00.000Z',
      disabled: false,
    });
  });

  it('computes the grid in New York time on the day the clocks go forward, after 1 PM too', () => {
    const slots = slotStates(
      day({ date: '2026-03-08', now: new Date('2026-03-01T12:00:00Z'), offeredSlotIds: new Set([11]) }),
    );
    expect(slots.find((slot) => slot.time === '01:00 PM')).toMatchObject({
      starts_at: '2026-03-08T17:00:00.000Z',
      disabled: false,
    });
  });
});
