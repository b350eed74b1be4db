import { describe, expect, it } from 'vitest';
import { formatDollars, withThousands } from './dollars';

describe('withThousands', () => {
  it.each([
    [0, '0'],
    [7, '7'],
    [999, '999'],
    [1000, '1,000'],
    [12500, '12,500'],
    [154, '154'],
    [1234567, '1,234,567'],
    [100000, '100,000'],
    [2.5, '3'],
    [-1250, '-1,250'],
    [-0.2, '0'],
  ])('%d reads %s', (count, text) => {
    expect(withThousands(count)).toBe(text);
  });

  it('reads as en-US formatting would, for whole counts', () => {
    for (const count of [0, 5, 42, 999, 1000, 1001, 65432, 999999, 1000000, 31415926, -87654]) {
      expect(withThousands(count)).toBe(count.toLocaleString('en-US'));
    }
  });
});

describe('formatDollars', () => {
  it.each([
    [0, '$0'],
    [40, '$40'],
    [12500, '$12,500'],
    [12500.4, '$12,500'],
    [12500.5, '$12,501'],
    [1000000, '$1,000,000'],
    [-40, '-$40'],
  ])('%d reads %s', (amount, text) => {
    expect(formatDollars(amount)).toBe(text);
  });
});
