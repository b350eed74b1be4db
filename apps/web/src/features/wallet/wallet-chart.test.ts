import { describe, expect, it } from 'vitest';
import { chartBars, chartHeight } from './wallet-chart';

const chip = (id: number, amount: number) => ({ id, name: `Chip ${id}`, amount });

describe('chartBars', () => {
  it.each([
    ['the largest chip fills the width, the others their share of it', [chip(1, 10_000), chip(2, 2_500)], [1, 0.25]],
    ['a single chip fills it', [chip(1, 7_000)], [1]],
    ['chips worth nothing draw no bar and divide by nothing', [chip(1, 0), chip(2, 0)], [0, 0]],
    ['no chips, no bars', [], []],
  ])('%s', (_, chips, widths) => {
    expect(chartBars(chips).map((bar) => bar.width)).toEqual(widths);
  });

  it('puts each row under the one before: 20 px label, 28 px bar, 12 px gap', () => {
    expect(chartBars([chip(1, 1), chip(2, 1), chip(3, 1)]).map((bar) => bar.y)).toEqual([0, 60, 120]);
  });
});

describe('chartHeight', () => {
  it.each([
    [0, 0],
    [1, 48],
    [3, 168],
  ])('%i rows take %i px', (count, height) => {
    expect(chartHeight(count)).toBe(height);
  });
});
