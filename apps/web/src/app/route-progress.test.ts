import { describe, expect, it } from 'vitest';
import { estimatedProgress, progressDurationMs } from './route-progress';

describe('how full the loading bar is', () => {
  it.each([
    [0, 0, 0],
    [200, 10, 13],
    [progressDurationMs, 69, 72],
    [progressDurationMs * 2, 83, 86],
    [60_000, 98, 99.9],
  ])('after %i ms is between %i and %i percent', (elapsed, atLeast, atMost) => {
    const progress = estimatedProgress(elapsed);
    expect(progress).toBeGreaterThanOrEqual(atLeast);
    expect(progress).toBeLessThanOrEqual(atMost);
  });
});
