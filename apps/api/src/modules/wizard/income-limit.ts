/**
 * The county limits that decide a buyer's income rules: for each program whose rule is a percentage
 * of the area median or an agency's table by county, the limit of the buyer's county and household
 * size, as the engine takes it (`IncomeLimits`). The engine then says within or over, naming the
 * county and the limit; a program missing here stays "a lender will check it". Pure: the county's
 * limits come in, read by `app.incomeLimits.limitsOfCounty` in one query.
 *
 * A limit at a percentage of the area median reads HUD's table of that percentage (`hud-80`); for
 * a percentage we do not keep (150%), it is derived from the county's 50% limit by HUD's method.
 */
import { countyByFips, type EligibilityRule } from '@hbw/contract';
import {
  type CountyIncomeLimit,
  HOUSEHOLD_SIZES,
  type HouseholdSize,
  hudTable,
  limitFromVeryLow,
} from '../income-limits/index.ts';
import type { IncomeLimit } from './eligibility.ts';

export type IncomeRule =
  /** HUD's limit at a percentage of the area median income, by household size. */
  | { kind: 'percent_of_ami'; percent: number }
  /** An agency's own table by county (`county_income_limits.table_name`). */
  | { kind: 'agency_table'; table: string };

/** The county-based income rule of a program's eligibility rule, or undefined when it sets none we can look up. */
export function incomeRuleOf(rule: EligibilityRule): IncomeRule | undefined {
  if (rule.kind === 'income_percent_of_ami') return { kind: 'percent_of_ami', percent: rule.percent };
  if (rule.kind === 'county_limits' && rule.income && rule.table) return { kind: 'agency_table', table: rule.table };
  return undefined;
}

export type IncomeBuyer = {
  /** The county's 5-digit FIPS code, or null when the buyer did not say. */
  countyFips: string | null | undefined;
  householdSize: number;
};

/** "Autauga County, AL", or the code when it is not a county we know (Connecticut's planning regions). */
function placeOf(countyFips: string): string {
  const county = countyByFips(countyFips);
  return county ? `${county.label}, ${county.state}` : `county ${countyFips}`;
}

/** The published (or HUD-derived) limit of a rule for a household size; undefined when we have none. */
function countyLimitFor(
  rule: IncomeRule,
  size: HouseholdSize,
  countyLimits: readonly CountyIncomeLimit[],
): { maxIncome: number; fiscalYear: number } | undefined {
  const row = (table: string, householdSize: number) =>
    countyLimits.find((limit) => limit.table === table && limit.householdSize === householdSize);
  const published = row(rule.kind === 'agency_table' ? rule.table : hudTable(rule.percent), size);
  if (published || rule.kind === 'agency_table') return published;
  const veryLow = row(hudTable(50), 4);
  return (
    veryLow && { maxIncome: limitFromVeryLow(veryLow.maxIncome, rule.percent, size), fiscalYear: veryLow.fiscalYear }
  );
}

/**
 * The limits of the buyer's county that decide the programs' county-based income rules, by program
 * id; only where the county's limit is known.
 */
export function countyLimitsByProgram(
  programs: readonly { id: number; eligibility: readonly EligibilityRule[] }[],
  buyer: IncomeBuyer,
  countyLimits: readonly CountyIncomeLimit[],
): Map<number, IncomeLimit> {
  const limits = new Map<number, IncomeLimit>();
  if (!buyer.countyFips || countyLimits.length === 0) return limits;
  const area = placeOf(buyer.countyFips);
  // HUD's tables stop at 8 people, and so does the questionnaire ("8 or more").
  const size = HOUSEHOLD_SIZES[Math.min(Math.max(buyer.householdSize, 1), 8) - 1] as HouseholdSize;
  for (const program of programs) {
    for (const rule of program.eligibility) {
      const income = incomeRuleOf(rule);
      if (!income) continue;
      const limit = countyLimitFor(income, size, countyLimits);
      if (limit) limits.set(program.id, { maxIncome: limit.maxIncome, area, year: limit.fiscalYear });
      break;
    }
  }
  return limits;
}
