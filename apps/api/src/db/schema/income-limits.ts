/**
 * Income limits by county (5-digit FIPS code), fiscal year and household size: HUD's yearly Section 8
 * limits with the percentages derived from them (tables `hud-30` … `hud-140`), and agencies' own
 * tables by county (`fl-hometown-heroes`, …). Every row says where its figure comes from; a row
 * computed by HUD's method rather than published is marked `derived`. Decision 018.
 */
import { sql } from 'drizzle-orm';
import {
  boolean,
  char,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/** HUD's median family income of a county's HUD area, the base of its limits. */
export const areaMedianIncomes = pgTable(
  'area_median_incomes',
  {
    countyFips: char('county_fips', { length: 5 }).notNull(),
    fiscalYear: smallint('fiscal_year').notNull(),
    /** Null when the median comes from a source that does not name HUD's area. */
    hudAreaName: text('hud_area_name'),
    medianFamilyIncome: integer('median_family_income').notNull(),
    source: text('source').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.countyFips, table.fiscalYear] }),
    check('area_median_incomes_county_fips_check', sql`${table.countyFips} ~ '^[0-9]{5}$'`),
    check('area_median_incomes_median_check', sql`${table.medianFamilyIncome} > 0`),
  ],
);

export const countyIncomeLimits = pgTable(
  'county_income_limits',
  {
    /** `hud-<percent>` for HUD's limits at a percentage of the median, or an agency table's name. */
    tableName: text('table_name').notNull(),
    countyFips: char('county_fips', { length: 5 }).notNull(),
    fiscalYear: smallint('fiscal_year').notNull(),
    householdSize: smallint('household_size').notNull(),
    /** The percentage of the area median the limit stands for, when its source says. */
    amiPercent: smallint('ami_percent'),
    maxIncome: integer('max_income').notNull(),
    /** Computed by HUD's method from a published figure, rather than published itself. */
    derived: boolean('derived').notNull().default(false),
    /** Who published the figure, where and when. */
    source: text('source').notNull(),
    loadedAt: timestamp('loaded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tableName, table.countyFips, table.fiscalYear, table.householdSize] }),
    index('county_income_limits_county_idx').on(table.countyFips, table.fiscalYear),
    check('county_income_limits_county_fips_check', sql`${table.countyFips} ~ '^[0-9]{5}$'`),
    check('county_income_limits_household_size_check', sql`${table.householdSize} between 1 and 8`),
    check('county_income_limits_max_income_check', sql`${table.maxIncome} > 0`),
  ],
);
