import { describe, expect, it } from 'vitest';
import { callWhenIn, isTimeZone, showsEasternTime, timeZoneField } from './time-zones.ts';

const tenAmEastern = new Date('2026-12-02T15:00:00Z');

describe('time zones', () => {
  it.each([
    ['America/Chicago', true],
    ['Europe/Paris', true],
    ['America/Argentina/Buenos_Aires', true],
    ['UTC', true],
    ['Etc/GMT+5', true],
    ['Mars/Olympus_Mons', false],
    ['+05:00', false],
    ['', false],
    ['America/New_York; drop table', false],
  ])('%s is an IANA zone: %s', (name, known) => {
    expect(isTimeZone(name)).toBe(known);
    expect(timeZoneField.safeParse(name).success).toBe(known);
  });

  it.each([
    [null, 'Wednesday, December 2, 2026 at 10:00 AM Eastern Time'],
    ['America/New_York', 'Wednesday, December 2, 2026 at 10:00 AM Eastern Time'],
    // Another zone name with the same clock: nothing to add.
    ['America/Toronto', 'Wednesday, December 2, 2026 at 10:00 AM Eastern Time'],
    ['America/Los_Angeles', 'Wednesday, December 2, 2026 at 7:00 AM Pacific Standard Time (10:00 AM Eastern Time)'],
    ['Asia/Tokyo', 'Thursday, December 3, 2026 at 12:00 AM Japan Standard Time (Wednesday 10:00 AM Eastern Time)'],
  ])('a call at 10:00 AM in New York reads, in %s, %s', (zone, text) => {
    expect(callWhenIn(tenAmEastern, zone)).toBe(text);
  });

  it('says whose clock shows Eastern Time', () => {
    expect(showsEasternTime(tenAmEastern, 'America/Detroit')).toBe(true);
    expect(showsEasternTime(tenAmEastern, 'America/Chicago')).toBe(false);
    expect(showsEasternTime(tenAmEastern, undefined)).toBe(true);
  });
});
