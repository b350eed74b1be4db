import { describe, expect, it } from 'vitest';
import { amountText, rangeText } from './money-words';

describe('rangeText', () => {
  it.each([
    ['a range from its sure part to its most', 5_790, 14_475, '$5,790 to $14,475'],
    ['nothing sure, only a most', 0, 50_000, 'up to $50,000'],
    ['an exact figure once', 11_000, 11_000, '$11,000'],
    ['nothing at all', 0, 0, '$0'],
  ])('%s', (_, least, most, text) => {
    expect(rangeText(least, most)).toBe(text);
  });
});

describe('amountText', () => {
  it.each([
    ['a loan given as a range', { amount: 5_790, up_to: 14_475, money: 'repay' as const }, '$5,790 to $14,475'],
    ['a grant of up to an amount', { amount: 0, up_to: 50_000, money: 'keep' as const }, 'up to $50,000'],
    ['a tax credit, a year', { amount: 2_000, up_to: 2_000, money: 'yearly_tax_credit' as const }, '$2,000 a year'],
  ])('%s', (_, money, text) => {
    expect(amountText(money)).toBe(text);
  });
});
