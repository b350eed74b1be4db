/**
 * A program's income limit for one buyer: within it (likely, as far as this rule goes), over it
 * (not eligible, saying the county, the limit and the household size), or unknown (possible: a
 * lender will check it) when we have no limit for the buyer's county. Pure: the county's limits
 * come in, read by `incomeLimitsRepository.limitsOfCounty` in one query.
 *
 * A limit at a percentage of the area median reads HUD's table of that percentage (`hud-80`); for
 * a percentage we do not keep (150%), it is derived from the county's 50% limit by HUD's method.
 */
import { countyByFips, type EligibilityRule } from '@hbw/contract';
import type { CountyIncomeLimit } from '../income-limits/index.ts';
import { HOUSEHOLD_SIZES, type HouseholdSize, hudTable, limitFromVeryLow } from '../income-limits/index.ts';
import { dollars } from './eligibility.ts';

export type IncomeRule =
  /** HUD's limit at a percentage of the area median income, by household size. */
  | { kind: 'percent_of_ami'; percent: number }
  /** An agency's own table by county (`county_income_limits.table_name`). */
  | { kind: 'agency_table'; table: string }
  /** One cap wherever the buyer lives, by household size: the last entry applies to larger households. */
  | { kind: 'flat_cap'; byHouseholdSize: readonly number[] };

/** The income rule of a program's eligibility rule, or undefined when it sets no income limit we can read. */
export function incomeRuleOf(rule: EligibilityRule): IncomeRule | undefined {
  switch (rule.kind) {
    case 'income_percent_of_ami':
      return { kind: 'percent_of_ami', percent: rule.percent };
    case 'income_cap':
      return { kind: 'flat_cap', byHouseholdSize: rule.byHouseholdSize };
    case 'county_limits':
      return rule.income && rule.table ? { kind: 'agency_table', table: rule.table } : undefined;
    default:
      return undefined;
  }
}

export type IncomeBuyer = {
  /** The county's 5-digit FIPS code, or null when the buyer did not say. */
  countyFips: string | null | undefined;
  householdSize: number;
  income: number;
};

type Limit = { maxIncome: number; fiscalYear: number | null; source: string | null; derived: boolean };

export type IncomeLimitCheck =
  | ({ status: 'likely' | 'not_eligible'; message: string } & Limit)
  | { status: 'possible'; message: string };

const people = (size: number) => (size === 1 ? '1 person' : `${size} people`);

/** "Autauga County, AL", or the code when it is not a county we know (Connecticut's planning regions). */
function placeOf(countyFips: string): string {
  const county = countyByFips(countyFips);
  return county ? `${county.label}, ${county.state}` : `county ${countyFips}`;
}

function decide(buyer: IncomeBuyer, size: HouseholdSize, limit: Limit, place: string | null): IncomeLimitCheck {
  const where = place ? ` in ${place}` : '';
  return buyer.income <= limit.maxIncome
    ? {
        status: 'likely',
        ...limit,
        message: `Your income of ${dollars(buyer.income)} is within the ${dollars(limit.maxIncome)} limit for a household of ${people(size)}${where}.`,
      }
    : {
        status: 'not_eligible',
        ...limit,
        message: `Income is limited to ${dollars(limit.maxIncome)} for a household of ${people(size)}${where}; yours is ${dollars(buyer.income)}.`,
      };
}

function found(row: CountyIncomeLimit | undefined): Limit | undefined {
  return row && { maxIncome: row.maxIncome, fiscalYear: row.fiscalYear, source: row.source, derived: row.derived };
}

/** The published (or HUD-derived) limit of a county-based rule for a household size; undefined when we have none. */
function countyLimitFor(
  rule: Exclude<IncomeRule, { kind: 'flat_cap' }>,
  size: HouseholdSize,
  countyLimits: readonly CountyIncomeLimit[],
): Limit | undefined {
  const row = (table: string, householdSize: number) =>
    countyLimits.find((limit) => limit.table === table && limit.householdSize === householdSize);
  if (rule.kind === 'agency_table') return found(row(rule.table, size));
  const published = found(row(hudTable(rule.percent), size));
  if (published) return published;
  const veryLow = row(hudTable(50), 4);
  return veryLow
    ? {
        maxIncome: limitFromVeryLow(veryLow.maxIncome, rule.percent, size),
        fiscalYear: veryLow.fiscalYear,
        source: `${veryLow.source}. ${rule.percent}% derived from the 50% limit by HUD’s method.`,
        derived: true,
      }
    : undefined;
}

const sizeOf = (householdSize: number) => HOUSEHOLD_SIZES[Math.min(Math.max(householdSize, 1), 8) - 1] as HouseholdSize;

/**
 * The county limits that decide the programs' income rules for this buyer, by program id, as the
 * engine takes them: only programs whose rule is a percentage of the area median or an agency's
 * county table, and only where the county's limit is known (the others stay "a lender will check").
 */
export function countyLimitsByProgram(
  programs: readonly { id: number; eligibility: readonly EligibilityRule[] }[],
  buyer: IncomeBuyer,
  countyLimits: readonly CountyIncomeLimit[],
): Map<number, { maxIncome: number; area: string; year: number }> {
  const limits = new Map<number, { maxIncome: number; area: string; year: number }>();
  if (!buyer.countyFips || countyLimits.length === 0) return limits;
  const area = placeOf(buyer.countyFips);
  const size = sizeOf(buyer.householdSize);
  for (const program of programs) {
    for (const rule of program.eligibility) {
      const income = incomeRuleOf(rule);
      if (!income || income.kind === 'flat_cap') continue;
      const limit = countyLimitFor(income, size, countyLimits);
      if (limit) limits.set(program.id, { maxIncome: limit.maxIncome, area, year: limit.fiscalYear ?? 0 });
      break;
    }
  }
  return limits;
}

export function checkIncomeLimit(
  rule: IncomeRule,
  buyer: IncomeBuyer,
  countyLimits: readonly CountyIncomeLimit[],
): IncomeLimitCheck {
  // HUD's tables stop at 8 people, and so does the questionnaire ("8 or more").
  const size = sizeOf(buyer.householdSize);
  if (rule.kind === 'flat_cap') {
    const cap = rule.byHouseholdSize[Math.min(size, rule.byHouseholdSize.length) - 1] as number;
    return decide(buyer, size, { maxIncome: cap, fiscalYear: null, source: null, derived: false }, null);
  }
  const what = rule.kind === 'percent_of_ami' ? `${rule.percent}% of the area median income` : 'set by county';
  if (!buyer.countyFips) {
    return {
      status: 'possible',
      message: `The income limit is ${what}: tell us your county, or a participating lender will check it.`,
    };
  }
  const place = placeOf(buyer.countyFips);
  const limit = countyLimitFor(rule, size, countyLimits);
  if (!limit) {
    return {
      status: 'possible',
      message: `The income limit is ${what}; we do not have it for a household of ${people(size)} in ${place} yet: a participating lender will check it.`,
    };
  }
  return decide(buyer, size, limit, place);
}
