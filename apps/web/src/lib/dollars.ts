/**
 * Counts and amounts of money as buyers read them: thousands separated by commas ("1,250 programs",
 * "$12,500"). Written out here rather than asked of `Intl.NumberFormat` or `toLocaleString`: the first
 * number a page formats that way loads the browser's locale data, which held a slowed phone's main
 * thread for about 170 ms on the landing page, for a comma.
 */

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
