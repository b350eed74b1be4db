/** The only code that reads and writes `county_income_limits` and `area_median_incomes`. */
import { and, eq, like, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { areaMedianIncomes, countyIncomeLimits } from '../../db/schema/index.ts';
import type { AreaMedianRow, IncomeLimitRow } from './hud-file.ts';

/** Rows per insert: 9 parameters each, well under PostgreSQL's 65,535. */
const CHUNK = 2_000;

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

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK) result.push(rows.slice(start, start + CHUNK));
  return result;
}

const limitValues = (row: IncomeLimitRow) => ({
  tableName: row.table,
  countyFips: row.countyFips,
  fiscalYear: row.fiscalYear,
  householdSize: row.householdSize,
  amiPercent: row.amiPercent,
  maxIncome: row.maxIncome,
  derived: row.derived,
  source: row.source,
});

export function incomeLimitsRepository(db: Database) {
  return {
    /** HUD's limits and medians of a fiscal year become these; call it in a transaction. */
    async replaceHudYear(fiscalYear: number, medians: AreaMedianRow[], limits: IncomeLimitRow[]): Promise<void> {
      await db
        .delete(countyIncomeLimits)
        .where(and(eq(countyIncomeLimits.fiscalYear, fiscalYear), like(countyIncomeLimits.tableName, 'hud-%')));
      await db.delete(areaMedianIncomes).where(eq(areaMedianIncomes.fiscalYear, fiscalYear));
      for (const chunk of chunks(medians)) await db.insert(areaMedianIncomes).values(chunk);
      for (const chunk of chunks(limits)) await db.insert(countyIncomeLimits).values(chunk.map(limitValues));
    },

    /**
     * Figures from the data files: an agency's rows replace the same rows (a corrected file wins);
     * HUD rows derived from a median never replace HUD's own file, once imported.
     */
    async savePublished(medians: AreaMedianRow[], limits: IncomeLimitRow[]): Promise<void> {
      for (const chunk of chunks(medians)) await db.insert(areaMedianIncomes).values(chunk).onConflictDoNothing();
      const agency = limits.filter((row) => !row.table.startsWith('hud-'));
      const hud = limits.filter((row) => row.table.startsWith('hud-'));
      for (const chunk of chunks(hud)) {
        await db.insert(countyIncomeLimits).values(chunk.map(limitValues)).onConflictDoNothing();
      }
      for (const chunk of chunks(agency)) {
        await db
          .insert(countyIncomeLimits)
          .values(chunk.map(limitValues))
          .onConflictDoUpdate({
            target: [
              countyIncomeLimits.tableName,
              countyIncomeLimits.countyFips,
              countyIncomeLimits.fiscalYear,
              countyIncomeLimits.householdSize,
            ],
            set: {
              amiPercent: sql`excluded.ami_percent`,
              maxIncome: sql`excluded.max_income`,
              source: sql`excluded.source`,
              loadedAt: sql`now()`,
            },
          });
      }
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
