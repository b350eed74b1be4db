/**
 * How the wallet says a program's money, as a lender would confirm it: a range stays a range (never
 * its top written as if fixed), a tax credit is a yearly credit and never cash at closing, and what
 * the buyer keeps is told apart from what they repay later. The engine writes its own sentences
 * (`estimate`, the alternatives') with the same `@hbw/contract/money-words`.
 */
import { amountText, formatDollars, type MoneyKind } from '@hbw/contract/money-words';

type Money = { amount: number; up_to: number; money: MoneyKind };

/** A result's amount as it comes: its range, a tax credit's a year ("$2,000 a year"). */
export function amountOf({ amount, up_to, money }: Money): string {
  return amountText(amount, up_to, money);
}

/** How the money comes, in the buyer's words. */
export const moneyKindWords: Record<MoneyKind, string> = {
  keep: 'You keep it',
  repay: 'You repay it later',
  yearly_tax_credit: 'A yearly tax credit',
};

/** A yearly tax credit is never cash at closing: the totals, the chart's bars and the headline leave it out. */
export function isCashAtClosing({ money }: { money: MoneyKind }): boolean {
  return money !== 'yearly_tax_credit';
}

/** The wallet's most at closing, said as a most: "Up to $14,475 if the lender sets the top of each range." */
export function upToWords(upToTotal: number): string {
  return `Up to ${formatDollars(upToTotal)} if the lender sets the top of each range.`;
}

/** The wallet's yearly tax credit, said apart from the cash. */
export function taxCreditWords(yearlyTaxCredit: number): string {
  return `Plus a tax credit of about ${formatDollars(yearlyTaxCredit)} a year, not cash at closing.`;
}
