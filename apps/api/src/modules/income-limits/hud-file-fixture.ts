/**
 * Files in the shape of HUD's Section 8 income limits file, for tests. The three Alabama counties
 * carry HUD's FY2025 medians as research/programs-50-states.md cites them (Autauga $83,600, Baldwin
 * $93,000, Barbour $72,600); their limits are computed from those medians by HUD's arithmetic,
 * since the research holds no published limit by household size.
 */
import { HOUSEHOLD_SIZES, limitFromMedian } from './hud-method.ts';

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

const areas: Record<string, { county: string; code: string; area: string; metro: string; median: number }> = {
  '01001': {
    county: 'Autauga County',
    code: 'METRO33860M33860',
    area: 'Montgomery, AL MSA',
    metro: '1',
    median: 83_600,
  },
  '01003': {
    county: 'Baldwin County',
    code: 'METRO19300M19300',
    area: 'Daphne-Fairhope-Foley, AL MSA',
    metro: '1',
    median: 93_000,
  },
  '01005': {
    county: 'Barbour County',
    code: 'NCNTY01005N01005',
    area: 'Barbour County, AL',
    metro: '0',
    median: 72_600,
  },
};

/** A row of HUD's file for the 10-digit `fips`, with the given cells replaced (by column name). */
export function hudRow(fips: string, cells: Record<string, string> = {}): string {
  const area = areas[fips.slice(0, 5)] ?? (areas['01001'] as (typeof areas)[string]);
  const values: Record<string, string> = {
    fips,
    state: fips.slice(0, 2),
    hud_area_code: area.code,
    County_Name: area.county,
    county_town_name: area.county,
    stusps: 'AL',
    metro: area.metro,
    hud_area_name: `"${area.area}"`,
    median2025: String(area.median),
  };
  for (const [prefix, percent] of Object.entries(prefixes)) {
    for (const size of HOUSEHOLD_SIZES) values[prefix + size] = String(limitFromMedian(area.median, percent, size));
  }
  return hudHeader.map((name) => cells[name] ?? values[name]).join(',');
}

export function hudFileOf(rows: string[]): string {
  return `${hudHeader.join(',')}\n${rows.join('\n')}\n`;
}
