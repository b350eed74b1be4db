/**
 * How amounts of money are written, for the server's sentences and the pages alike: thousands
 * separated by commas ("$12,500"), a range kept a range ("$5,790 to $14,475", "up to $50,000"), a
 * tax credit a yearly credit. Written out rather than asked of `Intl.NumberFormat` or
 * `toLocaleString`: the first number a page formats that way loads the browser's locale data, which
 * held a slowed phone's main thread in one long task on the landing page, for a comma (decision 041).
 * No schema library here: public pages import it as `@hbw/contract/money-words` (decision 037).
 */

/**
 * How a program's money comes: `keep` (grants and forgivable loans), `repay` (deferred, repayable
 * and shared-appreciation loans, and help whose terms vary), or a `yearly_tax_credit` (a mortgage
 * credit certificate), which is never cash at closing.
 */
export const moneyKinds = ['keep', 'repay', 'yearly_tax_credit'] as const;
export type MoneyKind = (typeof moneyKinds)[number];

/** A whole count with its thousands separated: 12500 → "12,500". */
export function withThousands(count: number): string {
  const digits = String(Math.abs(Math.round(count)));
  let grouped = digits.slice(0, digits.length % 3 || 3);
  for (let at = grouped.length; at < digits.length; at += 3) grouped += `,${digits.slice(at, at + 3)}`;
  return count <= -0.5 ? `-${grouped}` : grouped;
}

/** Whole US dollars: 12500 → "$12,500", -40 → "-$40". */
export function formatDollars(amount: number): string {
  const dollars = `$${withThousands(Math.abs(amount))}`;
  return amount <= -0.5 ? `-${dollars}` : dollars;
}

/** "$5,790 to $14,475", "up to $50,000" (nothing of it sure) or "$11,000" (exact). */
export function rangeText(least: number, most: number): string {
  if (least >= most) return formatDollars(least);
  return least === 0 ? `up to ${formatDollars(most)}` : `${formatDollars(least)} to ${formatDollars(most)}`;
}

/** A program's amount as it comes: its range, and a tax credit's a year ("$2,000 a year"). */
export function amountText(least: number, most: number, money: MoneyKind): string {
  const text = rangeText(least, most);
  return money === 'yearly_tax_credit' ? `${text} a year` : text;
}
