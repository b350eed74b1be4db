import { describe, expect, it } from 'vitest';
import { nextAttemptAt, RETRY_WINDOW_MS } from './retry-schedule.ts';

const start = new Date('2026-11-28T00:00:00Z');
const at = (ms: number) => new Date(start.getTime() + ms);
const minutes = 60_000;
const hours = 60 * minutes;

describe('the retry schedule of a failing delivery', () => {
  it('backs off from seconds to hours, and makes its last attempt at the end of the day', () => {
    const attempts: number[] = [0];
    for (let failed = 1; ; failed++) {
      const next = nextAttemptAt(failed, start, at(attempts.at(-1) ?? 0));
      if (!next) break;
      attempts.push(next.getTime() - start.getTime());
    }
    expect(attempts).toEqual([
      0,
      5_000,
      5_000 + 5 * minutes,
      5_000 + 35 * minutes,
      5_000 + 2 * hours + 35 * minutes,
      5_000 + 7 * hours + 35 * minutes,
      5_000 + 17 * hours + 35 * minutes,
      RETRY_WINDOW_MS,
    ]);
  });

  it.each([
    ['just inside the window', RETRY_WINDOW_MS - 1, at(RETRY_WINDOW_MS)],
    ['at the end of the window', RETRY_WINDOW_MS, null],
    ['after the window', RETRY_WINDOW_MS + hours, null],
  ])('after a failure %s, tries again or gives up', (_case, failedAfter, expected) => {
    expect(nextAttemptAt(7, start, at(failedAfter))).toEqual(expected);
  });
});
