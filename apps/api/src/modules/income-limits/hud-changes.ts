/**
 * What importing HUD's file would change, county by county, against the HUD limits stored for its
 * fiscal year: console staff read this before confirming, since an import replaces the whole year.
 * Pure: the file and the stored figures come in, the report goes out.
 */
import { countyByFips, type IncomeLimitImportReport } from '@hbw/contract';
import { type HudFile, hudCountyRows } from './hud-file.ts';

/** A county's HUD figures of one fiscal year as stored: its median and its limits by table and size. */
export type StoredHudCounty = { median: number | null; limits: Map<string, number> };

export const limitKey = (table: string, householdSize: number) => `${table}/${householdSize}`;

export const countyNameOf = (countyFips: string) => countyByFips(countyFips)?.label ?? countyFips;

export function hudFileChanges(
  file: HudFile,
  stored: ReadonlyMap<string, StoredHudCounty>,
): Omit<IncomeLimitImportReport, 'imported'> {
  const report: Omit<IncomeLimitImportReport, 'imported'> = {
    fiscal_year: file.fiscalYear,
    rows_read: file.rowsRead,
    new_counties: [],
    changed_counties: [],
    unchanged_counties: 0,
    removed_counties: [],
    refused: file.refused,
    left_out: file.leftOut,
  };
  const inFile = new Set<string>();
  for (const county of file.counties) {
    inFile.add(county.countyFips);
    const { limits } = hudCountyRows(county, file.fiscalYear, '');
    const before = stored.get(county.countyFips);
    const limitsChanged = limits.filter(
      (limit) => before?.limits.get(limitKey(limit.table, limit.householdSize)) !== limit.maxIncome,
    ).length;
    const change = {
      line: county.line,
      county_fips: county.countyFips,
      county_name: countyNameOf(county.countyFips),
      state: county.state,
      median_before: before?.median ?? null,
      median_after: county.median,
      limits_changed: limitsChanged,
    };
    if (!before) report.new_counties.push(change);
    else if (limitsChanged > 0 || before.median !== county.median) report.changed_counties.push(change);
    else report.unchanged_counties += 1;
  }
  for (const countyFips of stored.keys()) {
    if (!inFile.has(countyFips)) {
      report.removed_counties.push({ county_fips: countyFips, county_name: countyNameOf(countyFips) });
    }
  }
  report.removed_counties.sort((a, b) => a.county_fips.localeCompare(b.county_fips));
  return report;
}
