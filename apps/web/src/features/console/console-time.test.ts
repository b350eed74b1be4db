import { describe, expect, it } from 'vitest';
import { consoleTime } from './console-time';

describe('consoleTime', () => {
  it.each([
    ['2026-11-25T15:00:00.000Z', 'Nov 25, 2026, 10:00 AM ET'],
    ['2026-07-04T03:30:00.000Z', 'Jul 3, 2026, 11:30 PM ET'],
  ])('writes %s in Eastern Time as %s', (instant, expected) => {
    expect(consoleTime(instant)).toBe(expected);
  });
});
