/**
 * What the console does with income limits, on the caller's `Database` (the console's
 * transaction when it writes): HUD's file checked against the stored year and imported, and the
 * stored limits read by state and by county.
 */
import {
  countiesOf,
  countyByFips,
  type IncomeLimitCounty,
  type IncomeLimitCountyDetail,
  type IncomeLimitImportReport,
  stateFipsOf,
  type UsStateCode,
} from '@hbw/contract';
import { and, desc, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { areaMedianIncomes, countyIncomeLimits } from '../../db/schema/index.ts';
import { hudFileChanges, limitKey, type StoredHudCounty } from './hud-changes.ts';
import { readHudFile } from './hud-file.ts';
import { replaceHudYear } from './service.ts';

export function incomeLimitOperations(db: Database) {
  /** The HUD figures stored for a fiscal year, by county. */
  async function storedHudYear(fiscalYear: number): Promise<Map<string, StoredHudCounty>> {
    const [medians, limits] = await Promise.all([
      db
        .select({ countyFips: areaMedianIncomes.countyFips, median: areaMedianIncomes.medianFamilyIncome })
        .from(areaMedianIncomes)
        .where(eq(areaMedianIncomes.fiscalYear, fiscalYear)),
      db
        .select({
          countyFips: countyIncomeLimits.countyFips,
          table: countyIncomeLimits.tableName,
          householdSize: countyIncomeLimits.householdSize,
          maxIncome: countyIncomeLimits.maxIncome,
        })
        .from(countyIncomeLimits)
        .where(and(eq(countyIncomeLimits.fiscalYear, fiscalYear), like(countyIncomeLimits.tableName, 'hud-%'))),
    ]);
    const counties = new Map<string, StoredHudCounty>();
    const countyOf = (countyFips: string) => {
      let county = counties.get(countyFips);
      if (!county) {
        county = { median: null, limits: new Map() };
        counties.set(countyFips, county);
      }
      return county;
    };
    for (const row of medians) countyOf(row.countyFips).median = row.median;
    for (const row of limits)
      countyOf(row.countyFips).limits.set(limitKey(row.table, row.householdSize), row.maxIncome);
    return counties;
  }

  return {
    /**
     * What the file would change, and, when `importing` and no row is refused, the change itself:
     * the fiscal year's HUD limits become the file's. Throws `HudFileError` when the file is not HUD's.
     */
    async checkOrImportHudFile(text: string, source: string, importing: boolean): Promise<IncomeLimitImportReport> {
      const file = readHudFile(text);
      const changes = hudFileChanges(file, await storedHudYear(file.fiscalYear));
      if (!importing || file.refused.length > 0) return { ...changes, imported: false };
      await replaceHudYear(db, file, source);
      return { ...changes, imported: true };
    },

    /** Every county of a state with the tables that hold limits for it and HUD's latest median. */
    async countiesOfState(state: UsStateCode): Promise<IncomeLimitCounty[]> {
      const prefix = `${stateFipsOf(state)}%`;
      const [tables, medians] = await Promise.all([
        db
          .selectDistinct({ countyFips: countyIncomeLimits.countyFips, table: countyIncomeLimits.tableName })
          .from(countyIncomeLimits)
          .where(like(countyIncomeLimits.countyFips, prefix))
          .orderBy(countyIncomeLimits.tableName),
        db
          .selectDistinctOn([areaMedianIncomes.countyFips], {
            countyFips: areaMedianIncomes.countyFips,
            fiscalYear: areaMedianIncomes.fiscalYear,
            median: areaMedianIncomes.medianFamilyIncome,
          })
          .from(areaMedianIncomes)
          .where(like(areaMedianIncomes.countyFips, prefix))
          .orderBy(areaMedianIncomes.countyFips, desc(areaMedianIncomes.fiscalYear)),
      ]);
      const tablesOf = new Map<string, string[]>();
      for (const row of tables) tablesOf.set(row.countyFips, [...(tablesOf.get(row.countyFips) ?? []), row.table]);
      const medianOf = new Map(medians.map((row) => [row.countyFips, row]));
      return countiesOf(state).map((county) => ({
        county_fips: county.fips,
        county_name: county.label,
        median_fiscal_year: medianOf.get(county.fips)?.fiscalYear ?? null,
        median: medianOf.get(county.fips)?.median ?? null,
        tables: tablesOf.get(county.fips) ?? [],
      }));
    },

    /** Every figure stored for one county, or undefined for a code that is no county we know. */
    async county(countyFips: string): Promise<IncomeLimitCountyDetail | undefined> {
      const known = countyByFips(countyFips);
      if (!known) return undefined;
      const [medians, limits] = await Promise.all([
        db
          .select()
          .from(areaMedianIncomes)
          .where(eq(areaMedianIncomes.countyFips, countyFips))
          .orderBy(desc(areaMedianIncomes.fiscalYear)),
        db
          .select()
          .from(countyIncomeLimits)
          .where(eq(countyIncomeLimits.countyFips, countyFips))
          .orderBy(
            countyIncomeLimits.tableName,
            sql`${countyIncomeLimits.fiscalYear} desc`,
            countyIncomeLimits.householdSize,
          ),
      ]);
      return {
        county_fips: countyFips,
        county_name: known.label,
        state: known.state,
        medians: medians.map((row) => ({
          fiscal_year: row.fiscalYear,
          hud_area_name: row.hudAreaName,
          median: row.medianFamilyIncome,
          source: row.source,
        })),
        limits: limits.map((row) => ({
          table: row.tableName,
          fiscal_year: row.fiscalYear,
          household_size: row.householdSize,
          ami_percent: row.amiPercent,
          max_income: row.maxIncome,
          derived: row.derived,
          source: row.source,
        })),
      };
    },
  };
}
