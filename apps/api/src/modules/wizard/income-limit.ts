/**
 * The county limits that decide a buyer's income rules: for each program whose rule is a percentage
 * of the area median or an agency's table by county, the limit of the buyer's county and household
 * size, as the engine takes it (`IncomeLimits`). The engine then says within or over, naming the
 * county and the limit; a program missing here cannot be judged and is shown apart. Pure: the
 * county's figures come in, read by `app.incomeLimits.figuresOfCounty` in one query.
 *
 * How each rule is read (decision 043):
 * - A percentage HUD publishes (30, 50, 80) is HUD's published limit; another percentage is derived
 *   from the county's 50% limit by HUD's method, and marked derived.
 * - "80% of AMI" as Fannie Mae and Freddie Mac state it (`householdSizeAdjusted: false`) is one limit
 *   for every household size: the percentage of the county's median, derived.
 * - A floor (`abovePercent`: Los Angeles's MIPA serves 81% to 120%) is read the same way; a table
 *   of the agency's own for some lines of work (`occupationTable`) beside it.
 * - An agency's table, when we hold it, is the agency's figure; `repeatBuyerTable` the one for buyers
 *   who owned a home in the last 3 years.
 * - An agency's table we do not hold, on the agency's own first mortgage or for a mortgage credit
 *   certificate, is bounded by the federal limit for mortgage revenue bonds and credit certificates
 *   (26 U.S.C. 143(f)): 100% of the area median for households of 1 or 2, 115% for 3 or more, and
 *   120% and 140% for homes in targeted areas. It is derived: the agency's own table may be lower,
 *   or higher in high-cost areas.
 */
import {
  countyByFips,
  type EligibilityRule,
  type FirstMortgage,
  type Occupation,
  type ProgramType,
} from '@hbw/contract';
import {
  type CountyFigures,
  type CountyIncomeLimit,
  HOUSEHOLD_SIZES,
  type HouseholdSize,
  hudTable,
  limitFromVeryLow,
} from '../income-limits/index.ts';
import type { IncomeLimit } from './eligibility.ts';

export type IncomeRule =
  /** A percentage of the area median income, by household size unless `householdSizeAdjusted` is false. */
  | {
      kind: 'percent_of_ami';
      percent: number;
      abovePercent?: number;
      householdSizeAdjusted: boolean;
      occupationTable?: { occupations: readonly Occupation[]; table: string };
    }
  /** An agency's own table by county (`county_income_limits.table_name`). */
  | { kind: 'agency_table'; table: string; repeatBuyerTable?: string }
  /** An agency's table we do not hold, bounded by the federal limit of a bond-financed loan. */
  | { kind: 'bond_limit' };

/**
 * The federal limit of mortgage revenue bonds and credit certificates, in percent of the area median
 * (26 U.S.C. 143(f)): higher for homes in targeted areas (143(f)(3)).
 */
export const BOND_LIMIT_PERCENT = {
  upTo2People: 100,
  from3People: 115,
  targetedUpTo2People: 120,
  targetedFrom3People: 140,
} as const;

type IncomeProgram = {
  id: number;
  type: ProgramType;
  firstMortgage: FirstMortgage;
  eligibility: readonly EligibilityRule[];
};

/** The county-based income rule of a program's eligibility rule, or undefined when it sets none we can look up. */
export function incomeRuleOf(
  rule: EligibilityRule,
  program?: Pick<IncomeProgram, 'type' | 'firstMortgage'>,
): IncomeRule | undefined {
  if (rule.kind === 'income_percent_of_ami') {
    return {
      kind: 'percent_of_ami',
      percent: rule.percent,
      abovePercent: rule.abovePercent,
      householdSizeAdjusted: rule.householdSizeAdjusted !== false,
      occupationTable: rule.occupationTable,
    };
  }
  if (rule.kind !== 'county_limits' || !rule.income) return undefined;
  if (rule.table) return { kind: 'agency_table', table: rule.table, repeatBuyerTable: rule.repeatBuyerTable };
  const bondBound =
    program !== undefined && (program.firstMortgage.lender === 'own' || program.type === 'mortgage_credit_certificate');
  return bondBound ? { kind: 'bond_limit' } : undefined;
}

export type IncomeBuyer = {
  /** The county's 5-digit FIPS code, or null when the buyer did not say. */
  countyFips: string | null | undefined;
  householdSize: number;
};

/** "Autauga County, AL", or the code when it is not a county we know. */
function placeOf(countyFips: string): string {
  const county = countyByFips(countyFips);
  return county ? `${county.label}, ${county.state}` : `county ${countyFips}`;
}

/** Whole dollars of a share of the median. */
function shareOf(median: number, percent: number): number {
  return Math.round((median * percent) / 100);
}

type Figure = { maxIncome: number; fiscalYear: number; derived: boolean };

/** A percentage of the area median for a household: HUD's published limit, or derived by HUD's method. */
function percentLimit(
  percent: number,
  householdSizeAdjusted: boolean,
  size: HouseholdSize,
  county: CountyFigures,
  row: (table: string, size: number) => CountyIncomeLimit | undefined,
): Figure | undefined {
  if (!householdSizeAdjusted) {
    const median = county.median;
    return median
      ? { maxIncome: shareOf(median.median, percent), fiscalYear: median.fiscalYear, derived: true }
      : undefined;
  }
  const published = row(hudTable(percent), size);
  if (published) return published;
  const veryLow = row(hudTable(50), 4);
  return (
    veryLow && {
      maxIncome: limitFromVeryLow(veryLow.maxIncome, percent, size),
      fiscalYear: veryLow.fiscalYear,
      derived: true,
    }
  );
}

/** The limit of one rule for the buyer, or undefined when we hold no figure for it. */
function limitOf(
  rule: IncomeRule,
  size: HouseholdSize,
  area: string,
  county: CountyFigures,
  row: (table: string, size: number) => CountyIncomeLimit | undefined,
): IncomeLimit | undefined {
  switch (rule.kind) {
    case 'agency_table': {
      const figure = row(rule.table, size);
      if (!figure) return undefined;
      const limit: IncomeLimit = {
        maxIncome: figure.maxIncome,
        area,
        year: figure.fiscalYear,
        basis: "the program's income limit",
        derived: figure.derived,
      };
      const repeat = rule.repeatBuyerTable ? row(rule.repeatBuyerTable, size) : undefined;
      if (repeat) {
        limit.forRepeatBuyers = {
          ...limit,
          maxIncome: repeat.maxIncome,
          year: repeat.fiscalYear,
          basis: "the program's income limit for buyers who owned a home in the last 3 years",
          derived: repeat.derived,
        };
      }
      return limit;
    }
    case 'bond_limit': {
      const median = county.median;
      if (!median) return undefined;
      const small = size <= 2;
      const households = small ? 'households of 1 or 2' : 'households of 3 or more';
      const limitAt = (percent: number, where: string): IncomeLimit => ({
        maxIncome: shareOf(median.median, percent),
        area,
        year: median.fiscalYear,
        basis: `the federal limit for bond-financed loans${where} (${percent}% of the area median for ${households}; the agency's own table may differ)`,
        derived: true,
      });
      const limit = limitAt(small ? BOND_LIMIT_PERCENT.upTo2People : BOND_LIMIT_PERCENT.from3People, '');
      limit.inTargetedArea = limitAt(
        small ? BOND_LIMIT_PERCENT.targetedUpTo2People : BOND_LIMIT_PERCENT.targetedFrom3People,
        ' in a targeted area',
      );
      return limit;
    }
    case 'percent_of_ami': {
      const figure = percentLimit(rule.percent, rule.householdSizeAdjusted, size, county, row);
      if (!figure) return undefined;
      const limit: IncomeLimit = {
        maxIncome: figure.maxIncome,
        area,
        year: figure.fiscalYear,
        basis: rule.householdSizeAdjusted
          ? `${rule.percent}% of the area median`
          : `${rule.percent}% of the area median (one limit for every household size)`,
        derived: figure.derived,
      };
      if (rule.abovePercent !== undefined) {
        const floor = percentLimit(rule.abovePercent, rule.householdSizeAdjusted, size, county, row);
        // Without the floor's figure the program cannot be judged: a floor is never assumed away.
        if (!floor) return undefined;
        limit.floor = { income: floor.maxIncome, basis: `${rule.abovePercent}% of the area median` };
      }
      const own = rule.occupationTable && row(rule.occupationTable.table, size);
      if (rule.occupationTable && own) {
        limit.forOccupations = {
          occupations: rule.occupationTable.occupations,
          limit: {
            maxIncome: own.maxIncome,
            area,
            year: own.fiscalYear,
            basis: "the program's income limit for your line of work",
            derived: own.derived,
          },
        };
      }
      return limit;
    }
  }
}

/** What makes two income rules the same rule for one buyer. */
function ruleKey(rule: IncomeRule): string {
  switch (rule.kind) {
    case 'bond_limit':
      return 'bond';
    case 'agency_table':
      return `table ${rule.table} ${rule.repeatBuyerTable ?? ''}`;
    case 'percent_of_ami':
      return `ami ${rule.percent} ${rule.abovePercent ?? ''} ${rule.householdSizeAdjusted} ${rule.occupationTable?.table ?? ''} ${rule.occupationTable?.occupations.join() ?? ''}`;
  }
}

/**
 * The limits of the buyer's county that decide the programs' county-based income rules, by program
 * id; only where the county's figure is known.
 */
export function countyLimitsByProgram(
  programs: readonly IncomeProgram[],
  buyer: IncomeBuyer,
  county: CountyFigures,
): Map<number, IncomeLimit> {
  const limits = new Map<number, IncomeLimit>();
  if (!buyer.countyFips || (county.limits.length === 0 && !county.median)) return limits;
  const area = placeOf(buyer.countyFips);
  // HUD's tables stop at 8 people, and so does the questionnaire ("8 or more").
  const size = HOUSEHOLD_SIZES[Math.min(Math.max(buyer.householdSize, 1), 8) - 1] as HouseholdSize;
  const byTable = new Map<string, CountyIncomeLimit>();
  for (const limit of county.limits) byTable.set(`${limit.table}/${limit.householdSize}`, limit);
  const row = (table: string, householdSize: number) => byTable.get(`${table}/${householdSize}`);
  // Programs share a handful of rules (the bond limit, 80% or 115% of the median, a few tables):
  // each is worked out once, and its limit shared, read-only, by every program that states it.
  const worked = new Map<string, IncomeLimit | undefined>();
  // The usual rule, a plain share of the median by household size, is found by its share alone,
  // without writing its key.
  const byShare = new Map<number, IncomeLimit | undefined>();
  for (const program of programs) {
    for (const rule of program.eligibility) {
      if (
        rule.kind === 'income_percent_of_ami' &&
        rule.abovePercent === undefined &&
        rule.occupationTable === undefined &&
        rule.householdSizeAdjusted !== false
      ) {
        let limit = byShare.get(rule.percent);
        if (limit === undefined && !byShare.has(rule.percent)) {
          limit = limitOf(incomeRuleOf(rule) as IncomeRule, size, area, county, row);
          byShare.set(rule.percent, limit);
        }
        if (limit) limits.set(program.id, limit);
        break;
      }
      const income = incomeRuleOf(rule, program);
      if (!income) continue;
      const key = ruleKey(income);
      let limit = worked.get(key);
      if (limit === undefined && !worked.has(key)) {
        limit = limitOf(income, size, area, county, row);
        worked.set(key, limit);
      }
      if (limit) limits.set(program.id, limit);
      break;
    }
  }
  return limits;
}
