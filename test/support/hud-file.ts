/**
 * Files in the shape of HUD's Section 8 income limits file, for the API tests and the browser
 * journeys. Three Alabama counties carry HUD's FY2025 medians as research/programs-50-states.md
 * cites them (Autauga $83,600, Baldwin $93,000, Barbour $72,600); every county's limits are
 * computed from its median by HUD's arithmetic. The seed data holds FY2026, so these FY2025 files
 * add a year rather than replace the one buyers read.
 */
import { HOUSEHOLD_SIZES, limitFromVeryLow } from '../../apps/api/src/modules/income-limits/hud-method.ts';

const prefixes = { ELI_: 30, l50_: 50, l80_: 80 } as const;

export const hudHeader = [
  'fips',
  'state',
  'hud_area_code',
  'County_Name',
  'county_town_name',
  'stusps',
  'metro',
  'hud_area_name',
  'median2025',
  ...Object.keys(prefixes).flatMap((prefix) => HOUSEHOLD_SIZES.map((size) => prefix + size)),
];

/** An Alabama county of the file: its 5-digit FIPS code, its name, HUD's area and the area's median. */
export type HudCounty = { fips: string; name: string; code: string; area: string; metro: '0' | '1'; median: number };

/** Three Alabama counties with HUD's FY2025 medians. */
export const seededCounties: HudCounty[] = [
  {
    fips: '01001',
    name: 'Autauga County',
    code: 'METRO33860M33860',
    area: 'Montgomery, AL MSA',
    metro: '1',
    median: 83_600,
  },
  {
    fips: '01003',
    name: 'Baldwin County',
    code: 'METRO19300M19300',
    area: 'Daphne-Fairhope-Foley, AL MSA',
    metro: '1',
    median: 93_000,
  },
  {
    fips: '01005',
    name: 'Barbour County',
    code: 'NCNTY01005N01005',
    area: 'Barbour County, AL',
    metro: '0',
    median: 72_600,
  },
];

/**
 * A row of HUD's file for the 10-digit `fips`, with the given cells replaced (by column name): of
 * `county`, or else of the seeded county of that FIPS code (Autauga's for another).
 */
export function hudRow(
  fips: string,
  cells: Record<string, string> = {},
  county: HudCounty = seededCounties.find((seeded) => seeded.fips === fips.slice(0, 5)) ??
    (seededCounties[0] as HudCounty),
): string {
  const values: Record<string, string> = {
    fips,
    state: fips.slice(0, 2),
    hud_area_code: county.code,
    County_Name: county.name,
    county_town_name: county.name,
    stusps: 'AL',
    metro: county.metro,
    hud_area_name: `"${county.area}"`,
    median2025: String(county.median),
  };
  for (const [prefix, percent] of Object.entries(prefixes)) {
    // A straight share of the median by HUD's arithmetic: from a 50% limit of half the median.
    for (const size of HOUSEHOLD_SIZES)
      values[prefix + size] = String(limitFromVeryLow(county.median / 2, percent, size));
  }
  return hudHeader.map((name) => cells[name] ?? values[name]).join(',');
}

export function hudFileOf(rows: string[]): string {
  return `${hudHeader.join(',')}\n${rows.join('\n')}\n`;
}
