import { describe, expect, it } from 'vitest';
import { hudFileOf, hudHeader, hudRow } from '../../../../../test/support/hud-file.ts';
import { hudCountyRows, readHudFile } from './hud-file.ts';
import { HOUSEHOLD_SIZES, limitFromVeryLow } from './hud-method.ts';

describe('HUD’s method', () => {
  it.each([
    [41_800, 120, 4, 100_350],
    [41_800, 120, 1, 70_250],
    [41_800, 140, 8, 154_500],
    [41_800, 100, 4, 83_600],
    [46_500, 115, 2, 85_600],
  ] as const)(
    'from the 4-person 50 percent limit %i, %i percent for %i people is %i',
    (veryLow, percent, size, limit) => {
      expect(limitFromVeryLow(veryLow, percent, size)).toBe(limit);
    },
  );
});

describe('reading HUD’s Section 8 income limits file', () => {
  it('reads every county of a file as HUD publishes it, with the fiscal year of its median column', () => {
    const file = readHudFile(hudFileOf([hudRow('0100199999'), hudRow('0100399999'), hudRow('0100599999')]));
    expect(file).toMatchObject({ fiscalYear: 2025, rowsRead: 3, refused: [], leftOut: [] });
    expect(file.counties.map((county) => [county.line, county.countyFips, county.median])).toEqual([
      [2, '01001', 83_600],
      [3, '01003', 93_000],
      [4, '01005', 72_600],
    ]);
    expect(file.counties[0]).toMatchObject({
      state: 'AL',
      countyName: 'Autauga County',
      hudAreaName: 'Montgomery, AL MSA',
    });
    expect(file.counties[0]?.limits[50]).toEqual([29_300, 33_450, 37_650, 41_800, 45_150, 48_500, 51_850, 55_200]);
  });

  it.each([
    ['a column missing', hudHeader.filter((name) => name !== 'l80_3'), 'The header lacks the column l80_3.'],
    [
      'a column HUD’s file does not have',
      [...hudHeader, 'notes'],
      'The header has the column notes, which HUD’s file does not: check that this is HUD’s Section 8 income limits file as published.',
    ],
    [
      'no median column',
      hudHeader.filter((name) => name !== 'median2025'),
      'The header has no median column (median2025 in HUD’s FY2025 file): is this HUD’s Section 8 income limits file?',
    ],
  ])('refuses a file with %s, naming it', (_case, header, message) => {
    expect(() => readHudFile(`${header.join(',')}\n`)).toThrow(message);
  });

  it.each([
    [
      'a county code of 5 digits',
      { fips: '01001' },
      'fips is “01001”: HUD’s code has 10 digits, the county’s 5 and a subdivision’s 5.',
    ],
    ['an empty limit', { l50_3: '' }, 'l50_3 is empty, not a whole number of dollars.'],
    ['a limit in words', { l80_8: 'n/a' }, 'l80_8 is “n/a”, not a whole number of dollars.'],
    ['a zero median', { median2025: '0' }, 'median2025 is “0”, not a whole number of dollars.'],
    [
      'limits that do not rise with the percentage',
      { l50_2: '90000' },
      'The limits for 2 people do not rise from ELI_2 to l50_2 to l80_2 (20100, 90000, 53550).',
    ],
    ['a county of another state', { stusps: 'GA' }, 'fips 0100199999 is a county of AL, but stusps says GA.'],
  ])('refuses a row with %s, by its line', (_case, cells, reason) => {
    const file = readHudFile(hudFileOf([hudRow('0100399999'), hudRow('0100199999', cells)]));
    expect(file.refused).toEqual([{ line: 3, reason }]);
    expect(file.counties.map((county) => county.countyFips)).toEqual(['01003']);
  });

  it('refuses a county given twice, and a row with cells missing', () => {
    const text = `${hudFileOf([hudRow('0100199999'), hudRow('0100399999'), hudRow('0100199999')])}0100599999,01\n`;
    expect(readHudFile(text).refused).toEqual([
      { line: 4, reason: 'County 01001 is already on line 2.' },
      { line: 5, reason: `The row has 2 cells; the header has ${hudHeader.length}.` },
    ]);
  });

  it('takes a price with a dollar sign and thousands separators in quotes', () => {
    const file = readHudFile(hudFileOf([hudRow('0100199999', { median2025: '"$83,600"' })]));
    expect(file.counties[0]?.median).toBe(83_600);
  });

  it('leaves out territories, and New England counties whose towns differ', () => {
    const file = readHudFile(
      hudFileOf([
        hudRow('6601099999', { stusps: 'GU' }),
        // Two towns of Middlesex County, MA, with different limits; two of Hampden County with the same.
        hudRow('2501707000', { stusps: 'MA', median2025: '160000' }),
        hudRow('2501711000', { stusps: 'MA', median2025: '150000' }),
        hudRow('2501300000', { stusps: 'MA' }),
        hudRow('2501300100', { stusps: 'MA' }),
      ]),
    );
    expect(file.refused).toEqual([]);
    expect(file.leftOut).toEqual([
      { line: 2, reason: 'GU is not a state the questionnaire offers.' },
      { line: 3, reason: 'The 2 towns of Autauga County, MA (25017) have different limits: a lender checks them.' },
    ]);
    expect(file.counties.map((county) => [county.line, county.countyFips])).toEqual([[5, '25013']]);
  });
});

describe('the rows kept of a county', () => {
  it('keeps HUD’s published 30, 50 and 80% limits and derives 100, 115, 120 and 140% from the 50% one', () => {
    const [autauga] = readHudFile(hudFileOf([hudRow('0100199999')])).counties;
    if (!autauga) throw new Error('No county read.');
    const { median, limits } = hudCountyRows(autauga, 2025, 'HUD FY2025');
    expect(median).toEqual({
      countyFips: '01001',
      fiscalYear: 2025,
      hudAreaName: 'Montgomery, AL MSA',
      medianFamilyIncome: 83_600,
      source: 'HUD FY2025',
    });
    expect(limits).toHaveLength(7 * HOUSEHOLD_SIZES.length);
    const find = (table: string, size: number) =>
      limits.find((row) => row.table === table && row.householdSize === size);
    expect(find('hud-50', 4)).toMatchObject({ maxIncome: 41_800, amiPercent: 50, derived: false });
    expect(find('hud-80', 1)).toMatchObject({ maxIncome: 46_850, derived: false });
    expect(find('hud-120', 4)).toMatchObject({ maxIncome: 100_350, amiPercent: 120, derived: true });
    expect(find('hud-140', 8)).toMatchObject({ maxIncome: 154_500, derived: true });
  });
});
