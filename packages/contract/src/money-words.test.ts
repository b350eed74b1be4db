import { describe, expect, it } from 'vitest';
import { amountText, formatDollars, rangeText, withThousands } from './money-words.ts';

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

describe('a range, as it comes', () => {
  it.each([
    [5_790, 14_475, 'repay', '$5,790 to $14,475'],
    [0, 50_000, 'keep', 'up to $50,000'],
    [11_000, 11_000, 'repay', '$11,000'],
    [2_000, 2_000, 'yearly_tax_credit', '$2,000 a year'],
    [0, 0, 'keep', '$0'],
  ] as const)('%d to %d (%s) reads %s', (least, most, money, text) => {
    expect(amountText(least, most, money)).toBe(text);
  });

  it('never writes the top of a range as if it were fixed', () => {
    expect(rangeText(1_000, 15_000)).toBe('$1,000 to $15,000');
  });
});
