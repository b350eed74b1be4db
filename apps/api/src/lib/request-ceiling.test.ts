import { describe, expect, it } from 'vitest';
import { RequestCeiling, waitInWords } from './request-ceiling.ts';

/** A ceiling on a clock the test moves. */
function ceilingOf(max: number, windowMs: number, addresses?: number) {
  let now = 1_000;
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
