/**
 * Income limits in the console: HUD's yearly file checked (what an import would change)
 * and then imported, and the limits browsed by state and county. Decision 018 says what the rows are.
 */
import { z } from 'zod';
import { usStateCodes } from './us-states.ts';

/** `check` reports what the file would change and changes nothing; `import` makes the change. */
export const incomeLimitImportSteps = ['check', 'import'] as const;

export const incomeLimitImportQuery = z.object({
  step: z.enum(incomeLimitImportSteps, { error: 'Choose check or import.' }).default('check'),
});
export type IncomeLimitImportQuery = z.infer<typeof incomeLimitImportQuery>;

/** A line of the file that is wrong (refused) or that cannot be keyed by county (left out). */
const lineNote = z.object({ line: z.number().int(), reason: z.string() });

/** A county the file brings or changes: its line and its median before (null when new) and after. */
const countyChange = z.object({
  line: z.number().int(),
  county_fips: z.string(),
  county_name: z.string(),
  state: z.string(),
  median_before: z.number().int().nullable(),
  median_after: z.number().int(),
  /** How many of the county's limits (table and household size) differ from the stored ones. */
  limits_changed: z.number().int(),
});

export const incomeLimitImportReport = z.object({
  fiscal_year: z.number().int(),
  rows_read: z.number().int(),
  /** True once the file's limits replaced the year's HUD limits; a check, or a refused row, imports nothing. */
  imported: z.boolean(),
  new_counties: z.array(countyChange),
  changed_counties: z.array(countyChange),
  unchanged_counties: z.number().int(),
  /** Counties that have HUD limits of the year now and that the file does not list: an import removes them. */
  removed_counties: z.array(z.object({ county_fips: z.string(), county_name: z.string() })),
  refused: z.array(lineNote),
  left_out: z.array(lineNote),
});
export type IncomeLimitImportReport = z.infer<typeof incomeLimitImportReport>;

const fipsField = z.string().regex(/^\d{5}$/, 'A county’s FIPS code has 5 digits.');

export const consoleIncomeLimitsQuery = z.object({
  state: z.enum(usStateCodes, { error: 'Choose a state.' }),
});
export type ConsoleIncomeLimitsQuery = z.infer<typeof consoleIncomeLimitsQuery>;

/** A county of a state as the console lists it: which tables hold limits for it, and HUD's median. */
export const incomeLimitCountySchema = z.object({
  county_fips: z.string(),
  county_name: z.string(),
  /** The latest fiscal year of HUD's median for the county, with the median; null when none is loaded. */
  median_fiscal_year: z.number().int().nullable(),
  median: z.number().int().nullable(),
  tables: z.array(z.string()),
});
export type IncomeLimitCounty = z.infer<typeof incomeLimitCountySchema>;
export const incomeLimitStateSchema = z.object({ state: z.string(), counties: z.array(incomeLimitCountySchema) });

export const incomeLimitCountyParams = z.object({ county_fips: fipsField });

/** Every limit stored for one county, each table's every year, the newest first. */
export const incomeLimitCountyDetail = z.object({
  county_fips: z.string(),
  county_name: z.string(),
  state: z.string(),
  medians: z.array(
    z.object({
      fiscal_year: z.number().int(),
      hud_area_name: z.string().nullable(),
      median: z.number().int(),
      source: z.string(),
    }),
  ),
  limits: z.array(
    z.object({
      table: z.string(),
      fiscal_year: z.number().int(),
      household_size: z.number().int(),
      ami_percent: z.number().int().nullable(),
      max_income: z.number().int(),
      derived: z.boolean(),
      source: z.string(),
    }),
  ),
});
export type IncomeLimitCountyDetail = z.infer<typeof incomeLimitCountyDetail>;
