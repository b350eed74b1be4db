import { describe, expect, it } from 'vitest';
import {
  datesOfMonth,
  formatAppointmentDate,
  fromWallTime,
  isCalendarDate,
  parseAppointmentDate,
  slotAt,
  slotStartsOn,
  slotTimes,
  weekdayOf,
} from './slot-grid.ts';

describe('the slot grid', () => {
  it('has 27 half-hour slots from 08:00 AM to 09:00 PM', () => {
    expect(slotTimes).toHaveLength(27);
    expect(slotTimes[0]).toEqual({ id: 1, hour: 8, minute: 0, label: '08:00 AM' });
    expect(slotTimes[1]?.label).toBe('08:30 AM');
    expect(slotTimes[8]?.label).toBe('12:00 PM');
    expect(slotTimes[10]?.label).toBe('01:00 PM');
    expect(slotTimes[26]).toEqual({ id: 27, hour: 21, minute: 0, label: '09:00 PM' });
  });

  it.each([
    // date, slot label, UTC start: EST is UTC-5, EDT is UTC-4
    ['2026-03-07', '08:00 AM', '2026-03-07T13:00:00.000Z'],
    ['2026-03-08', '08:00 AM', '2026-03-08T12:00:00.000Z'], // clocks went forward at 2 AM that Sunday
    ['2026-03-08', '01:30 PM', '2026-03-08T17:30:00.000Z'],
    ['2026-03-08', '09:00 PM', '2026-03-09T01:00:00.000Z'],
    ['2026-10-31', '08:00 AM', '2026-10-31T12:00:00.000Z'],
    ['2026-11-01', '08:00 AM', '2026-11-01T13:00:00.000Z'], // clocks went back at 2 AM that Sunday
    ['2026-11-01', '01:00 PM', '2026-11-01T18:00:00.000Z'],
    ['2026-11-01', '05:30 PM', '2026-11-01T22:30:00.000Z'],
    ['2026-11-01', '09:00 PM', '2026-11-02T02:00:00.000Z'],
    ['2026-07-04', '12:30 PM', '2026-07-04T16:30:00.000Z'],
    ['2027-01-15', '07:00 PM', '2027-01-16T00:00:00.000Z'],
  ])('on %s starts %s at %s', (date, label, utc) => {
    const start = slotStartsOn(date).find((entry) => entry.slot.label === label);
    expect(start?.startsAt.toISOString()).toBe(utc);
  });

  it('keeps every slot of both change days 30 minutes apart', () => {
    for (const date of ['2026-03-08', '2026-11-01']) {
      const starts = slotStartsOn(date).map((entry) => entry.startsAt.getTime());
      expect(starts.slice(1).map((time, index) => time - (starts[index] ?? 0))).toEqual(Array(26).fill(30 * 60_000));
    }
  });

  it('reads and writes appointment dates as New York wall time', () => {
    const instant = parseAppointmentDate('2026-11-01 13:00:00');
    expect(instant?.toISOString()).toBe('2026-11-01T18:00:00.000Z');
    expect(formatAppointmentDate(new Date('2026-03-08T17:30:00Z'))).toBe('2026-03-08 13:30:00');
    expect(parseAppointmentDate('2026-02-30 10:00:00')).toBeUndefined();
    expect(parseAppointmentDate('2026-02-10 25:00:00')).toBeUndefined();
    expect(parseAppointmentDate('tomorrow at ten')).toBeUndefined();
  });

  it('knows which instants start a slot', () => {
    expect(slotAt(new Date('2026-11-01T18:00:00Z'))?.label).toBe('01:00 PM');
    expect(slotAt(new Date('2026-11-01T18:15:00Z'))).toBeUndefined();
    expect(slotAt(new Date('2026-11-01T11:00:00Z'))).toBeUndefined(); // 06:00 AM
  });

  it('finds weekdays and real dates', () => {
    expect(weekdayOf('2026-11-22')).toBe(0);
    expect(weekdayOf('2026-11-27')).toBe(5);
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    // Years below 100 keep their own calendar: 0 and 4 are leap years, 100 is not.
    expect(isCalendarDate('0000-02-29')).toBe(true);
    expect(isCalendarDate('0004-02-29')).toBe(true);
    expect(isCalendarDate('0100-02-29')).toBe(false);
    expect(isCalendarDate('2026-13-01')).toBe(false);
    expect(fromWallTime('2026-12-25', 10, 0).toISOString()).toBe('2026-12-25T15:00:00.000Z');
  });

  it('lists the dates of a month, leap days included', () => {
    expect(datesOfMonth('2026-11')).toHaveLength(30);
    expect(datesOfMonth('2026-11')[0]).toBe('2026-11-01');
    expect(datesOfMonth('2026-12').at(-1)).toBe('2026-12-31');
    expect(datesOfMonth('2028-02').at(-1)).toBe('2028-02-29');
    expect(datesOfMonth('2100-02').at(-1)).toBe('2100-02-28');
  });
});
