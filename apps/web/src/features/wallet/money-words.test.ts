import { describe, expect, it } from 'vitest';
import { amountOf } from './money-words';

describe('amountOf', () => {
  it.each([
    ['a loan given as a range', { amount: 5_790, up_to: 14_475, money: 'repay' as const }, '$5,790 to $14,475'],
    ['a grant of up to an amount', { amount: 0, up_to: 50_000, money: 'keep' as const }, 'up to $50,000'],
    ['a tax credit, a year', { amount: 2_000, up_to: 2_000, money: 'yearly_tax_credit' as const }, '$2,000 a year'],
  ])('%s', (_, money, text) => {
    expect(amountOf(money)).toBe(text);
  });
});
