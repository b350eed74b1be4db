import { describe, expect, it } from 'vitest';
import { addDays, callDay, callTime, callWhen, dateLabel, readingTimeZone, todayInNewYork } from './call-time';

describe('the times of calls', () => {
  it('reads an instant in Eastern Time, on both sides of a daylight-saving change', () => {
    expect(callWhen('2026-11-25T15:00:00.000Z')).toBe('Wednesday, November 25, 2026 at 10:00 AM Eastern Time');
    expect(callTime('2026-07-01T12:30:00.000Z')).toBe('8:30 AM');
    // 8 March 2026: clocks go forward at 2 AM; 1:30 PM is then 17:30 UTC.
    expect(callTime('2026-03-08T17:30:00.000Z')).toBe('1:30 PM');
    expect(callDay('2026-11-01T06:30:00.000Z')).toBe('Sunday, November 1, 2026');
  });

  it("reads times in the profile's zone, or this browser's until the profile has one", () => {
    expect(readingTimeZone('America/Chicago')).toBe('America/Chicago');
    expect(readingTimeZone(null)).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  it('knows the New York date, which can differ from the UTC date late in the evening', () => {
    expect(todayInNewYork(new Date('2026-11-23T03:00:00.000Z'))).toBe('2026-11-22');
    expect(todayInNewYork(new Date('2026-11-23T06:00:00.000Z'))).toBe('2026-11-23');
  });

  it('counts days across months and names a calendar date as itself', () => {
    expect(addDays('2026-11-25', 90)).toBe('2027-02-23');
    expect(addDays('2026-03-07', 1)).toBe('2026-03-08');
    expect(dateLabel('2026-03-08')).toBe('Sunday, March 8, 2026');
  });
});
