import { describe, expect, it } from 'vitest';
import { bookingDay, type DayOfProfessional, slotStates, slotStatesUntil } from './slot-states.ts';

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
      busy_in_your_calendar: false,
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
      'a time the professional’s calendar is busy',
      { professionalBusy: [{ start: at('2026-12-02T15:20:00Z'), end: at('2026-12-02T15:40:00Z') }] },
      '10:00 AM',
      'calendar_busy',
    ],
    [
      'the slot after a busy time that ends as it starts',
      { professionalBusy: [{ start: at('2026-12-02T14:00:00Z'), end: at('2026-12-02T15:00:00Z') }] },
      '10:00 AM',
      null,
    ],
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

  it('warns, without refusing, when the buyer’s own calendar is busy', () => {
    const slots = slotStates(
      day({ buyerBusy: [{ start: at('2026-12-02T15:00:00Z'), end: at('2026-12-02T16:00:00Z') }] }),
    );
    expect(slots.find((slot) => slot.time === '10:00 AM')).toMatchObject({
      disabled: false,
      busy_in_your_calendar: true,
    });
    expect(slots.find((slot) => slot.time === '10:30 AM')).toMatchObject({
      disabled: false,
      busy_in_your_calendar: true,
    });
    expect(slots.find((slot) => slot.time === '11:00 AM')).toMatchObject({ busy_in_your_calendar: false });
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

describe('slotStatesUntil', () => {
  // 2 December 2026 in New York (UTC-5): the first slot starts at 13:00 UTC, the last at 02:00 UTC the next day.
  it.each<[string, string, string, number]>([
    ['a day ahead: the first start', '2026-12-02', '2026-11-30T12:00:00Z', at('2026-12-02T13:00:00Z')],
    ['today, between two starts: the next one', '2026-11-30', '2026-11-30T17:10:00Z', at('2026-11-30T17:30:00Z')],
    ['today, on a start: the one after it', '2026-11-30', '2026-11-30T17:00:00Z', at('2026-11-30T17:30:00Z')],
    [
      'a day at the horizon: the next start that comes within it',
      '2027-02-28',
      '2026-11-30T14:10:00Z',
      at('2027-02-28T14:30:00Z') - 90 * 24 * 3600 * 1000,
    ],
    ['a day that is over: never', '2026-11-29', '2026-11-30T12:00:00Z', Number.POSITIVE_INFINITY],
  ])('%s', (_, date, now, until) => {
    expect(slotStatesUntil(day({ date, now: new Date(now) }))).toBe(until);
  });

  it('is when the states would first differ, and they do not before', () => {
    const before = day({ date: '2026-11-30', now: new Date('2026-11-30T17:10:00Z') });
    const until = slotStatesUntil(before);
    expect(slotStates({ ...before, now: new Date(until - 1) })).toEqual(slotStates(before));
    expect(slotStates({ ...before, now: new Date(until) })).not.toEqual(slotStates(before));
  });
});

describe('bookingDay', () => {
  const nineToFive = new Set(weekdaysNineToFive);
  const allOfTheDay = (date: string) =>
    new Set(slotStates(day({ date })).map((slot) => new Date(slot.starts_at).getTime()));
  const cases: [string, Partial<DayOfProfessional>, Partial<ReturnType<typeof bookingDay>>][] = [
    ['a working day', {}, { bookable: true, free_slots: 17, disabled_reason: null, disabled_label: null }],
    [
      'a day with two calls booked',
      { bookedStarts: new Set([at('2026-12-02T15:00:00Z'), at('2026-12-02T16:00:00Z')]) },
      { bookable: true, free_slots: 15 },
    ],
    ['a day off', { dayOff: true }, { bookable: false, free_slots: 0, disabled_label: 'Day off' }],
    ['a weekday without hours', { offeredSlotIds: new Set() }, { bookable: false, disabled_reason: 'not_offered' }],
    ['a day gone by', { date: '2026-11-29' }, { bookable: false, disabled_reason: 'past' }],
    [
      'today after its last offered time, which says it has passed',
      { date: '2026-11-30', now: new Date('2026-11-30T22:40:00Z'), offeredSlotIds: nineToFive },
      { bookable: false, free_slots: 0, disabled_reason: 'past', disabled_label: 'This time has passed' },
    ],
    [
      'today in the evening, with its evening times still free',
      { date: '2026-11-30', now: new Date('2026-11-30T22:40:00Z'), offeredSlotIds: new Set([26, 27]) },
      { bookable: true, free_slots: 2 },
    ],
    [
      'a fully booked day',
      { bookedStarts: allOfTheDay('2026-12-02') },
      { bookable: false, free_slots: 0, disabled_reason: 'booked', disabled_label: 'Already booked' },
    ],
    [
      'a day whose morning has passed and whose afternoon is booked',
      {
        date: '2026-11-30',
        now: new Date('2026-11-30T17:10:00Z'),
        bookedStarts: new Set([...allOfTheDay('2026-11-30')].filter((start) => start > at('2026-11-30T17:10:00Z'))),
      },
      { bookable: false, disabled_reason: 'booked' },
    ],
    ['a day beyond the horizon', { date: '2027-03-15' }, { bookable: false, disabled_reason: 'beyond_horizon' }],
    ['a day off beyond the horizon', { date: '2027-03-15', dayOff: true }, { bookable: false }],
  ];

  it.each(cases)('%s', (_, changes, expected) => {
    expect(bookingDay(day(changes))).toMatchObject({ date: day(changes).date, ...expected });
  });

  it.each(cases)('says of %s what its slot list shows', (_, changes) => {
    const slots = slotStates(day(changes));
    const free = slots.filter((slot) => !slot.disabled).length;
    const shown = bookingDay(day(changes));
    expect(shown.free_slots).toBe(free);
    if (free === 0) {
      // The reason all the slots share, or else that of the last offered one.
      const reasons = new Set(slots.map((slot) => slot.disabled_reason));
      const lastOffered = slots.findLast((slot) => slot.active)?.disabled_reason ?? 'not_offered';
      expect(shown.disabled_reason).toBe(reasons.size === 1 ? slots[0]?.disabled_reason : lastOffered);
    }
  });

  it('counts the free times of both daylight-saving change days from their own slots', () => {
    for (const date of ['2026-03-08', '2026-11-01']) {
      const all = new Set(Array.from({ length: 27 }, (_, index) => index + 1));
      expect(bookingDay(day({ date, now: new Date(`${date}T00:00:00Z`), offeredSlotIds: all })).free_slots).toBe(27);
    }
  });
});
