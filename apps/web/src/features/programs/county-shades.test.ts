import { describe, expect, it } from 'vitest';
import { programsText, SHADES, shadeKey, shadeOf } from './county-shades';

describe('the shades of a state’s map', () => {
  it.each([
    [10, 10, 20, 0],
    [20, 10, 20, SHADES - 1],
    [15, 10, 20, 2],
    [12, 12, 12, SHADES - 1],
  ])('shades %i programs, of %i to %i in the state, as shade %i', (programs, least, most, shade) => {
    expect(shadeOf(programs, least, most)).toBe(shade);
  });

  it('keys only the shades the counties use, with the counts each stands for', () => {
    expect(shadeKey([12, 12, 12, 13, 16])).toEqual([
      { shade: 0, least: 12, most: 12, counties: 3 },
      { shade: 1, least: 13, most: 13, counties: 1 },
      { shade: 4, least: 16, most: 16, counties: 1 },
    ]);
    expect(shadeKey([9, 9])).toEqual([{ shade: SHADES - 1, least: 9, most: 9, counties: 2 }]);
    expect(shadeKey([])).toEqual([]);
  });

  it.each([
    [1, 1, '1 program'],
    [12, 12, '12 programs'],
    [12, 14, '12 to 14 programs'],
  ])('says %i to %i as “%s”', (least, most, text) => {
    expect(programsText(least, most)).toBe(text);
  });
});
