import { describe, expect, it } from 'vitest';
import { cpuSlowdownFor } from './cpu-slowdown.ts';

describe('cpuSlowdownFor', () => {
  it.each([
    // A host as fast as Lighthouse expects, or faster: its mobile default.
    [1500, 4],
    [2400, 4],
    // Slower hosts: the slowdown that stands for the same phone.
    [1000, 2.67],
    [750, 2],
    [450, 1.2],
    // A host already as slow as the phone: no slowdown, never a speed-up.
    [375, 1],
    [200, 1],
  ])('gives a host of index %d a slowdown of %d', (index, slowdown) => {
    expect(cpuSlowdownFor(index)).toBe(slowdown);
  });

  it('refuses a host without a benchmark index', () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow(/no benchmark index/);
    expect(() => cpuSlowdownFor(0)).toThrow(/no benchmark index/);
  });
});
