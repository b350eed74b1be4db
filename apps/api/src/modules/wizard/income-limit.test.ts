import type { EligibilityRule } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import type { CountyIncomeLimit } from '../income-limits/index.ts';
import { countyLimitsByProgram, type IncomeRule, incomeRuleOf } from './income-limit.ts';

const limit = (table: string, householdSize: number, maxIncome: number, derived = false): CountyIncomeLimit => ({
  table,
  fiscalYear: 2025,
  householdSize,
  amiPercent: null,
  maxIncome,
  derived,
  source: `source of ${table}`,
});

// Figures from the data files: Autauga County, AL (HUD FY2025 median $83,600, limits derived from
// it), New Castle County, DE (DSHA Welcome Home), Miami-Dade County, FL (Hometown Heroes).
const autauga = [limit('hud-50', 4, 41_800, true), limit('hud-80', 4, 66_900, true), limit('hud-80', 8, 88_300, true)];
const newCastle = [limit('dsha-welcome-home', 2, 122_700), limit('dsha-welcome-home', 3, 141_105)];
const miamiDade = [limit('fl-hometown-heroes', 8, 130_800)];

const eighty: EligibilityRule = { kind: 'income_percent_of_ami', percent: 80 };
const welcomeHome: EligibilityRule = { kind: 'county_limits', income: true, price: false, table: 'dsha-welcome-home' };

/** The limit that decides the rule of one program (id 1) with this rule, or undefined. */
const limitFor = (
  rule: EligibilityRule | { kind: 'income_cap'; byHouseholdSize: readonly number[] },
  buyer: { countyFips: string | null; householdSize: number },
  limits: CountyIncomeLimit[],
) =>
  countyLimitsByProgram(
    [{ id: 1, eligibility: [{ kind: 'primary_residence' }, rule as EligibilityRule] }],
    buyer,
    limits,
  ).get(1);

describe('the county limit that decides a program’s income rule', () => {
  it.each([
    ['HUD’s 80% limit', eighty, { countyFips: '01001', householdSize: 4 }, autauga, 66_900, 'Autauga County, AL'],
    [
      'a household of more than 8, with the 8-person limit',
      eighty,
      { countyFips: '01001', householdSize: 11 },
      autauga,
      88_300,
      'Autauga County, AL',
    ],
    [
      'a percentage HUD does not publish, from the 50% limit by HUD’s method',
      { kind: 'income_percent_of_ami', percent: 150 },
      { countyFips: '01001', householdSize: 4 },
      autauga,
      125_400,
      'Autauga County, AL',
    ],
    [
      'another percentage, derived the same way',
      { kind: 'income_percent_of_ami', percent: 120 },
      { countyFips: '01001', householdSize: 4 },
      autauga,
      100_350,
      'Autauga County, AL',
    ],
    [
      'an agency’s table for a small household',
      welcomeHome,
      { countyFips: '10003', householdSize: 2 },
      newCastle,
      122_700,
      'New Castle County, DE',
    ],
    [
      'an agency’s table for a larger household',
      welcomeHome,
      { countyFips: '10003', householdSize: 3 },
      newCastle,
      141_105,
      'New Castle County, DE',
    ],
  ] as const)('%s', (_case, rule, buyer, limits, maxIncome, area) => {
    expect(limitFor(rule, buyer, [...limits])).toEqual({ maxIncome, area, year: 2025 });
  });

  it.each([
    ['a county whose limits we do not have', eighty, { countyFips: '48453', householdSize: 3 }, []],
    ['no county', eighty, { countyFips: null, householdSize: 3 }, autauga],
    ['an agency table without the household’s size', welcomeHome, { countyFips: '10003', householdSize: 5 }, newCastle],
    ['another agency’s table only', welcomeHome, { countyFips: '12086', householdSize: 8 }, miamiDade],
    [
      'a flat cap, which the engine decides itself',
      { kind: 'income_cap', byHouseholdSize: [151_200] },
      { countyFips: '01001', householdSize: 4 },
      autauga,
    ],
  ] as const)('leaves it to a lender: %s', (_case, rule, buyer, limits) => {
    expect(limitFor(rule, buyer, [...limits])).toBeUndefined();
  });
});

describe('the county-based income rule of a program’s eligibility rule', () => {
  it.each([
    [
      { kind: 'income_percent_of_ami', percent: 80 },
      { kind: 'percent_of_ami', percent: 80 },
    ],
    [
      { kind: 'county_limits', income: true, price: true, table: 'fl-hometown-heroes' },
      { kind: 'agency_table', table: 'fl-hometown-heroes' },
    ],
    [{ kind: 'income_cap', byHouseholdSize: [151_200] }, undefined],
    [{ kind: 'county_limits', income: true, price: false }, undefined],
    [{ kind: 'county_limits', income: false, price: true, table: 'fl-hometown-heroes' }, undefined],
    [{ kind: 'min_credit_score', score: 640 }, undefined],
  ] as [EligibilityRule, IncomeRule | undefined][])('reads %j as %j', (rule, income) => {
    expect(incomeRuleOf(rule)).toEqual(income);
  });
});
