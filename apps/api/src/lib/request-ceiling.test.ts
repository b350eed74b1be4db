import { describe, expect, it } from 'vitest';
import { RequestCeiling, waitInWords } from './request-ceiling.ts';

/** A ceiling on a clock the test moves, from the start of a window. */
function ceilingOf(max: number, windowMs: number, addresses?: number) {
  let now = 0;
  const ceiling = new RequestCeiling({ max, windowMs, now: () => now, ...(addresses ? { addresses } : {}) });
  return { ceiling, advance: (ms: number) => (now += ms) };
}

describe('RequestCeiling', () => {
  it('lets max requests through in a window, then answers the wait until it ends', () => {
    const { ceiling, advance } = ceilingOf(3, 60_000);
    expect([ceiling.hit('a'), ceiling.hit('a'), ceiling.hit('a')]).toEqual([0, 0, 0]);
    expect(ceiling.hit('a')).toBe(60_000);
    advance(45_000);
    expect(ceiling.hit('a')).toBe(15_000);
  });

  it('counts each address apart', () => {
    const { ceiling } = ceilingOf(1, 60_000);
    expect(ceiling.hit('a')).toBe(0);
    expect(ceiling.hit('b')).toBe(0);
    expect(ceiling.hit('a')).toBeGreaterThan(0);
  });

  it('starts a new window once the last one ended', () => {
    const { ceiling, advance } = ceilingOf(1, 60_000);
    ceiling.hit('a');
    expect(ceiling.hit('a')).toBeGreaterThan(0);
    advance(60_000);
    expect(ceiling.hit('a')).toBe(0);
    expect(ceiling.hit('a')).toBe(60_000);
  });

  it('forgets ended windows, and beyond its size the window that began first', () => {
    const { ceiling, advance } = ceilingOf(1, 60_000, 2);
    ceiling.hit('a');
    advance(1_000);
    ceiling.hit('b');
    ceiling.hit('c');
    expect(ceiling.addresses).toBe(2);
    // `a` was forgotten to make room for `c`, so it starts afresh; `b` is still counted.
    expect(ceiling.hit('b')).toBeGreaterThan(0);
    expect(ceiling.hit('a')).toBe(0);
    advance(60_000);
    ceiling.hit('d');
    expect(ceiling.addresses).toBe(1);
  });
});

describe('RequestCeiling shared by several processes', () => {
  /** The shared table: each process in turn tells what it counted and hears every process's total. */
  const totals = new Map<string, number>();
  function takeTurns(...ceilings: RequestCeiling[]) {
    for (const ceiling of ceilings) {
      for (const { address, windowStart, count } of ceiling.unshared()) {
        const key = `${address} ${windowStart.toISOString()}`;
        totals.set(key, (totals.get(key) ?? 0) + count);
        ceiling.heard(address, windowStart, totals.get(key) as number);
      }
    }
  }

  it('counts in windows of the clock, so that every process counts into the same one', () => {
    const { ceiling, advance } = ceilingOf(1, 60_000);
    advance(59_000);
    expect(ceiling.hit('a')).toBe(0);
    advance(1_000);
    // A new window began on the minute, not a minute after the first request.
    expect(ceiling.hit('a')).toBe(0);
    expect(ceiling.hit('a')).toBe(60_000);
  });

  it('refuses on every process once their counts together reach the ceiling, a turn late at most', () => {
    let now = 0;
    const [first, second] = [0, 1].map(() => new RequestCeiling({ max: 4, windowMs: 60_000, now: () => now }));
    if (!first || !second) throw new Error('two ceilings');
    expect([first.hit('a'), first.hit('a'), first.hit('a')]).toEqual([0, 0, 0]);
    expect(second.hit('a')).toBe(0);
    // The first tells 3, the second 1 and hears 4 in all: its next request is over the ceiling.
    takeTurns(first, second);
    now = 30_000;
    expect(second.count('a')).toEqual({ wait: 30_000, remaining: 0, resetMs: 30_000 });
    // The first heard only its own 3 and lets one more through; on its next turn it hears the rest.
    expect(first.hit('a')).toBe(0);
    takeTurns(first);
    expect(first.hit('a')).toBe(30_000);
    // Another address is counted apart.
    expect(second.count('b')).toEqual({ wait: 0, remaining: 3, resetMs: 30_000 });
  });

  it('tells only what it counted since its last turn, and nothing of ended windows', () => {
    const { ceiling, advance } = ceilingOf(10, 60_000);
    ceiling.hit('a');
    ceiling.hit('a');
    expect(ceiling.unshared()).toEqual([{ address: 'a', windowStart: new Date(0), count: 2 }]);
    expect(ceiling.unshared()).toEqual([]);
    ceiling.hit('a');
    expect(ceiling.unshared()).toEqual([{ address: 'a', windowStart: new Date(0), count: 1 }]);
    ceiling.hit('b');
    advance(60_000);
    expect(ceiling.unshared()).toEqual([]);
  });

  it('ignores a total heard for a window that has since ended', () => {
    const { ceiling, advance } = ceilingOf(2, 60_000);
    ceiling.hit('a');
    const [told] = ceiling.unshared();
    advance(60_000);
    ceiling.hit('a');
    ceiling.heard('a', told?.windowStart as Date, 100);
    expect(ceiling.hit('a')).toBe(0);
  });
});

describe('waitInWords', () => {
  it.each([
    [0, '1 second'],
    [1, '1 second'],
    [1_000, '1 second'],
    [1_001, '2 seconds'],
    [59_000, '59 seconds'],
    [60_000, '1 minute'],
    [61_000, '2 minutes'],
    [15 * 60_000, '15 minutes'],
  ])('%d ms is %s', (ms, words) => {
    expect(waitInWords(ms)).toBe(words);
  });
});
