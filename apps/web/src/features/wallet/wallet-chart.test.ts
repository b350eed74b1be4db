import { describe, expect, it } from 'vitest';
import { chartBars, chartHeight } from './wallet-chart';

const chip = (id: number, amount: number, upTo = amount) => ({ id, name: `Chip ${id}`, amount, upTo });

describe('chartBars', () => {
  it.each([
    ['the largest chip fills the width, the others their share of it', [chip(1, 10_000), chip(2, 2_500)], [1, 0.25]],
    ['a single chip fills it', [chip(1, 7_000)], [1]],
    ['a range is as long as its most', [chip(1, 5_000, 10_000), chip(2, 5_000)], [1, 0.5]],
    ['chips worth nothing get no bar and divide by nothing', [chip(1, 0), chip(2, 0)], [0, 0]],
    ['no chips, no bars', [], []],
  ])('%s', (_, chips, widths) => {
    expect(chartBars(chips).map((bar) => bar.width)).toEqual(widths);
  });

  it.each([
    ['a range fills its sure part solid', [chip(1, 5_790, 14_475)], [0.4]],
    ['an "up to" has no sure part', [chip(1, 0, 50_000)], [0]],
    ['an exact figure is sure all along', [chip(1, 8_000), chip(2, 2_000)], [1, 0.25]],
  ])('%s', (_, chips, sureWidths) => {
    expect(chartBars(chips).map((bar) => bar.sureWidth)).toEqual(sureWidths);
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
