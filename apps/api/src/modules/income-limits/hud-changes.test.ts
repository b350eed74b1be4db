import { describe, expect, it } from 'vitest';
import { hudFileOf, hudRow } from '../../../../../test/support/hud-file.ts';
import { hudFileChanges, limitKey, type StoredHudCounty } from './hud-changes.ts';
import { hudCountyRows, readHudFile } from './hud-file.ts';

const file = readHudFile(hudFileOf([hudRow('0100199999'), hudRow('0100399999')]));

/** A county stored exactly as the file's row would store it. */
function storedAsInFile(countyFips: string): StoredHudCounty {
  const county = file.counties.find((row) => row.countyFips === countyFips);
  if (!county) throw new Error(`No county ${countyFips} in the file.`);
  const { limits } = hudCountyRows(county, file.fiscalYear, 'earlier import');
  return {
    median: county.median,
    limits: new Map(limits.map((limit) => [limitKey(limit.table, limit.householdSize), limit.maxIncome])),
  };
}

function withLimit(county: StoredHudCounty, table: string, size: number, maxIncome: number): StoredHudCounty {
  return { ...county, limits: new Map([...county.limits, [limitKey(table, size), maxIncome]]) };
}

describe('what importing HUD’s file would change', () => {
  it.each([
    {
      case: 'nothing stored: every county is new',
      stored: new Map<string, StoredHudCounty>(),
      expected: { new: ['01001', '01003'], changed: [], unchanged: 0, removed: [] },
    },
    {
      case: 'the same figures stored: nothing changes',
      stored: new Map([
        ['01001', storedAsInFile('01001')],
        ['01003', storedAsInFile('01003')],
      ]),
      expected: { new: [], changed: [], unchanged: 2, removed: [] },
    },
    {
      case: 'one limit differs: its county changes',
      stored: new Map([
        ['01001', withLimit(storedAsInFile('01001'), 'hud-50', 4, 40_000)],
        ['01003', storedAsInFile('01003')],
      ]),
      expected: { new: [], changed: ['01001'], unchanged: 1, removed: [] },
    },
    {
      case: 'a median differs: its county changes',
      stored: new Map([
        ['01001', storedAsInFile('01001')],
        ['01003', { ...storedAsInFile('01003'), median: 90_000 }],
      ]),
      expected: { new: [], changed: ['01003'], unchanged: 1, removed: [] },
    },
    {
      case: 'a stored county the file does not list: removed',
      stored: new Map([
        ['01001', storedAsInFile('01001')],
        ['01005', { median: 72_600, limits: new Map() }],
      ]),
      expected: { new: ['01003'], changed: [], unchanged: 1, removed: ['01005'] },
    },
  ])('$case', ({ stored, expected }) => {
    const report = hudFileChanges(file, stored);
    expect({
      new: report.new_counties.map((county) => county.county_fips),
      changed: report.changed_counties.map((county) => county.county_fips),
      unchanged: report.unchanged_counties,
      removed: report.removed_counties.map((county) => county.county_fips),
    }).toEqual(expected);
  });

  it('counts the limits that change and names the county by its line', () => {
    const stored = new Map([['01001', withLimit(storedAsInFile('01001'), 'hud-80', 2, 1)]]);
    expect(hudFileChanges(file, stored).changed_counties).toEqual([
      {
        line: 2,
        county_fips: '01001',
        county_name: 'Autauga County',
        state: 'AL',
        median_before: 83_600,
        median_after: 83_600,
        limits_changed: 1,
      },
    ]);
  });
});
