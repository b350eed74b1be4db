/**
 * The geometry of the wallet's bar chart: one bar per chip of cash at closing, as long as the most it
 * may give against the largest, its sure part solid inside it. A yearly tax credit has no bar:
 * a credit taken year after year is not a share of the cash at closing, and a bar beside the cash
 * would read as if it were (the chart's table lists it, marked yearly).
 */

export type ChartChip = { id: number; name: string; amount: number; upTo: number };
/** `width` is the most, `sureWidth` the sure part, each a fraction (0 to 1) of the widest bar. */
export type ChartBar = ChartChip & { y: number; width: number; sureWidth: number };

export const chartLayout = { barHeight: 28, gap: 12, labelHeight: 20 } as const;

/** Bars in the order given, measured against the largest most; a chip worth nothing has none. */
export function chartBars(chips: readonly ChartChip[]): ChartBar[] {
  const largest = Math.max(0, ...chips.map((chip) => chip.upTo));
  const rowHeight = chartLayout.labelHeight + chartLayout.barHeight + chartLayout.gap;
  const fraction = (dollars: number) => (largest > 0 ? Math.max(0, dollars) / largest : 0);
  return chips.map((chip, index) => ({
    ...chip,
    y: index * rowHeight,
    width: fraction(chip.upTo),
    sureWidth: fraction(Math.min(chip.amount, chip.upTo)),
  }));
}

export function chartHeight(count: number): number {
  const rowHeight = chartLayout.labelHeight + chartLayout.barHeight + chartLayout.gap;
  return Math.max(0, count * rowHeight - chartLayout.gap);
}
