/** The only code that reads and writes `county_income_limits` and `area_median_incomes`. */
import { and, eq, like, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { areaMedianIncomes, countyIncomeLimits } from '../../db/schema/index.ts';
import type { AreaMedianRow, IncomeLimitRow } from './hud-file.ts';

/** One limit of a county, as the income-limit rule reads it: the latest year of each table. */
export type CountyIncomeLimit = {
  table: string;
  fiscalYear: number;
  householdSize: number;
  amiPercent: number | null;
  maxIncome: number;
  derived: boolean;
  source: string;
};

/** What a wallet reads of a county: every table's latest limits, and HUD's latest median. */
export type CountyFigures = {
  limits: CountyIncomeLimit[];
  median: { median: number; fiscalYear: number } | null;
};

/** A column's values as one array parameter, where the SQL template would spread an array into many. */
const column = (values: unknown[]) => sql.param(values);

/**
 * Inserts limits in one statement however many they are (HUD's file holds some 180,000): each column
 * is one array parameter, read back by `unnest`, and each source is sent once and indexed, since
 * thousands of rows share one. `conflict` is what a row already there does.
 */
async function insertLimits(db: Database, rows: readonly IncomeLimitRow[], conflict: SQL): Promise<void> {
  if (rows.length === 0) return;
  const sources = [...new Set(rows.map((row) => row.source))];
  const sourceIndex = new Map(sources.map((source, index) => [source, index + 1]));
  await db.execute(sql`
    insert into county_income_limits
      (table_name, county_fips, fiscal_year, household_size, ami_percent, max_income, derived, source)
    select row.table_name, row.county_fips, row.fiscal_year, row.household_size, row.ami_percent,
      row.max_income, row.derived, (${column(sources)}::text[])[row.source_index]
    from unnest(
      ${column(rows.map((row) => row.table))}::text[],
      ${column(rows.map((row) => row.countyFips))}::text[],
      ${column(rows.map((row) => row.fiscalYear))}::smallint[],
      ${column(rows.map((row) => row.householdSize))}::smallint[],
      ${column(rows.map((row) => row.amiPercent))}::smallint[],
      ${column(rows.map((row) => row.maxIncome))}::integer[],
      ${column(rows.map((row) => row.derived))}::boolean[],
      ${column(rows.map((row) => sourceIndex.get(row.source)))}::integer[]
    ) as row(table_name, county_fips, fiscal_year, household_size, ami_percent, max_income, derived, source_index)
    ${conflict}`);
}

/** Inserts medians in one statement, as `insertLimits` does; a county's median already there stays. */
async function insertMedians(db: Database, rows: readonly AreaMedianRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db.execute(sql`
    insert into area_median_incomes (county_fips, fiscal_year, hud_area_name, median_family_income, source)
    select * from unnest(
      ${column(rows.map((row) => row.countyFips))}::text[],
      ${column(rows.map((row) => row.fiscalYear))}::smallint[],
      ${column(rows.map((row) => row.hudAreaName))}::text[],
      ${column(rows.map((row) => row.medianFamilyIncome))}::integer[],
      ${column(rows.map((row) => row.source))}::text[]
    )
    on conflict do nothing`);
}

export function incomeLimitsRepository(db: Database) {
  return {
    /** HUD's limits and medians of a fiscal year become these; call it in a transaction. */
    async replaceHudYear(fiscalYear: number, medians: AreaMedianRow[], limits: IncomeLimitRow[]): Promise<void> {
      await db
        .delete(countyIncomeLimits)
        .where(and(eq(countyIncomeLimits.fiscalYear, fiscalYear), like(countyIncomeLimits.tableName, 'hud-%')));
      await db.delete(areaMedianIncomes).where(eq(areaMedianIncomes.fiscalYear, fiscalYear));
      await insertMedians(db, medians);
      await insertLimits(db, limits, sql``);
    },

    /**
     * Figures from the data files: an agency's rows replace the same rows (a corrected file wins);
     * HUD's rows and medians never replace those of HUD's own file, once console staff imported it.
     */
    async savePublished(medians: AreaMedianRow[], limits: IncomeLimitRow[]): Promise<void> {
      await insertMedians(db, medians);
      await insertLimits(
        db,
        limits.filter((row) => row.table.startsWith('hud-')),
        sql`on conflict do nothing`,
      );
      await insertLimits(
        db,
        limits.filter((row) => !row.table.startsWith('hud-')),
        sql`on conflict (table_name, county_fips, fiscal_year, household_size) do update set
          ami_percent = excluded.ami_percent, max_income = excluded.max_income, source = excluded.source,
          loaded_at = now()`,
      );
    },

    /**
     * Every limit known for a county, the latest fiscal year of each table and household size: what
     * an evaluation of a buyer's wallet needs, in one query.
     */
    limitsOfCounty(countyFips: string): Promise<CountyIncomeLimit[]> {
      return db
        .selectDistinctOn([countyIncomeLimits.tableName, countyIncomeLimits.householdSize], {
          table: countyIncomeLimits.tableName,
          fiscalYear: countyIncomeLimits.fiscalYear,
          householdSize: countyIncomeLimits.householdSize,
          amiPercent: countyIncomeLimits.amiPercent,
          maxIncome: countyIncomeLimits.maxIncome,
          derived: countyIncomeLimits.derived,
          source: countyIncomeLimits.source,
        })
        .from(countyIncomeLimits)
        .where(eq(countyIncomeLimits.countyFips, countyFips))
        .orderBy(
          countyIncomeLimits.tableName,
          countyIncomeLimits.householdSize,
          sql`${countyIncomeLimits.fiscalYear} desc`,
        );
    },

    /** A county's limits and its latest median: everything a wallet reads of it. */
    async figuresOfCounty(countyFips: string): Promise<CountyFigures> {
      const [limits, medians] = await Promise.all([
        this.limitsOfCounty(countyFips),
        db
          .select({ median: areaMedianIncomes.medianFamilyIncome, fiscalYear: areaMedianIncomes.fiscalYear })
          .from(areaMedianIncomes)
          .where(eq(areaMedianIncomes.countyFips, countyFips))
          .orderBy(sql`${areaMedianIncomes.fiscalYear} desc`)
          .limit(1),
      ]);
      return { limits, median: medians[0] ?? null };
    },
  };
}

/** What a wallet reads of the income limits (`app.incomeLimits`). */
export type IncomeLimitsReader = Pick<ReturnType<typeof incomeLimitsRepository>, 'figuresOfCounty'>;
