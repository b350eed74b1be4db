/** Amounts of money as buyers read them: whole US dollars with thousands separators ("$12,500"). */
const wholeDollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export function formatDollars(amount: number): string {
  return wholeDollars.format(amount);
}
