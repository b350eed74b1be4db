/** The geometry of the wallet's bar chart: one bar per chip, as long as its share of the largest. */

export type ChartChip = { id: number; name: string; amount: number };
export type ChartBar = ChartChip & { y: number; width: number };

export const chartLayout = { barHeight: 28, gap: 12, labelHeight: 20 } as const;

/** Bars in the order given, each `width` a fraction (0 to 1) of the widest; a chip worth nothing has none. */
export function chartBars(chips: readonly ChartChip[]): ChartBar[] {
  const largest = Math.max(0, ...chips.map((chip) => chip.amount));
  const rowHeight = chartLayout.labelHeight + chartLayout.barHeight + chartLayout.gap;
  return chips.map((chip, index) => ({
    ...chip,
    y: index * rowHeight,
    width: largest > 0 ? Math.max(0, chip.amount) / largest : 0,
  }));
}

export function chartHeight(count: number): number {
  const rowHeight = chartLayout.labelHeight + chartLayout.barHeight + chartLayout.gap;
  return Math.max(0, count * rowHeight - chartLayout.gap);
}
