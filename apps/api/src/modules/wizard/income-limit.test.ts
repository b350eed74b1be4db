import type { EligibilityRule } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import type { CountyIncomeLimit } from '../income-limits/index.ts';
import { checkIncomeLimit, type IncomeRule, incomeRuleOf } from './income-limit.ts';

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

const eighty: IncomeRule = { kind: 'percent_of_ami', percent: 80 };
const welcomeHome: IncomeRule = { kind: 'agency_table', table: 'dsha-welcome-home' };

describe('a program’s income limit in the buyer’s county', () => {
  it.each([
    [
      'within HUD’s 80% limit',
      eighty,
      { countyFips: '01001', householdSize: 4, income: 60_000 },
      autauga,
      'likely',
      'Your income of $60,000 is within the $66,900 limit for a household of 4 people in Autauga County, AL.',
    ],
    [
      'over HUD’s 80% limit',
      eighty,
      { countyFips: '01001', householdSize: 4, income: 70_000 },
      autauga,
      'not_eligible',
      'Income is limited to $66,900 for a household of 4 people in Autauga County, AL; yours is $70,000.',
    ],
    [
      'a household of more than 8, with the 8-person limit',
      eighty,
      { countyFips: '01001', householdSize: 11, income: 88_300 },
      autauga,
      'likely',
      'Your income of $88,300 is within the $88,300 limit for a household of 8 people in Autauga County, AL.',
    ],
    [
      'a percentage HUD does not publish, from the 50% limit by HUD’s method',
      { kind: 'percent_of_ami', percent: 150 },
      { countyFips: '01001', householdSize: 4, income: 126_000 },
      autauga,
      'not_eligible',
      'Income is limited to $125,400 for a household of 4 people in Autauga County, AL; yours is $126,000.',
    ],
    [
      'a county whose limits we do not have',
      eighty,
      { countyFips: '48453', householdSize: 3, income: 50_000 },
      [],
      'possible',
      'The income limit is 80% of the area median income; we do not have it for a household of 3 people in Travis County, TX yet: a participating lender will check it.',
    ],
    [
      'no county',
      eighty,
      { countyFips: null, householdSize: 3, income: 50_000 },
      [],
      'possible',
      'The income limit is 80% of the area median income: tell us your county, or a participating lender will check it.',
    ],
    [
      'within an agency’s table for a small household',
      welcomeHome,
      { countyFips: '10003', householdSize: 2, income: 122_700 },
      newCastle,
      'likely',
      'Your income of $122,700 is within the $122,700 limit for a household of 2 people in New Castle County, DE.',
    ],
    [
      'over an agency’s table for a small household, within the larger one',
      welcomeHome,
      { countyFips: '10003', householdSize: 1, income: 130_000 },
      [...newCastle, limit('dsha-welcome-home', 1, 122_700)],
      'not_eligible',
      'Income is limited to $122,700 for a household of 1 person in New Castle County, DE; yours is $130,000.',
    ],
    [
      'an agency table without the household’s size',
      welcomeHome,
      { countyFips: '10003', householdSize: 5, income: 90_000 },
      newCastle,
      'possible',
      'The income limit is set by county; we do not have it for a household of 5 people in New Castle County, DE yet: a participating lender will check it.',
    ],
    [
      'another agency’s table only',
      welcomeHome,
      { countyFips: '12086', householdSize: 8, income: 90_000 },
      miamiDade,
      'possible',
      'The income limit is set by county; we do not have it for a household of 8 people in Miami-Dade County, FL yet: a participating lender will check it.',
    ],
    [
      'a flat cap by household size, wherever the buyer lives',
      { kind: 'flat_cap', byHouseholdSize: [112_555, 112_555, 129_438] },
      { countyFips: null, householdSize: 5, income: 130_000 },
      [],
      'not_eligible',
      'Income is limited to $129,438 for a household of 5 people; yours is $130,000.',
    ],
    [
      'a flat cap, within it',
      { kind: 'flat_cap', byHouseholdSize: [151_200] },
      { countyFips: '11001', householdSize: 2, income: 151_200 },
      [],
      'likely',
      'Your income of $151,200 is within the $151,200 limit for a household of 2 people.',
    ],
  ] as const)('%s', (_case, rule, buyer, limits, status, message) => {
    expect(checkIncomeLimit(rule, buyer, limits)).toMatchObject({ status, message });
  });

  it('says where a decisive limit comes from, and whether it was derived', () => {
    expect(checkIncomeLimit(welcomeHome, { countyFips: '10003', householdSize: 3, income: 1 }, newCastle)).toEqual({
      status: 'likely',
      maxIncome: 141_105,
      fiscalYear: 2025,
      source: 'source of dsha-welcome-home',
      derived: false,
      message: 'Your income of $1 is within the $141,105 limit for a household of 3 people in New Castle County, DE.',
    });
    expect(
      checkIncomeLimit(
        { kind: 'percent_of_ami', percent: 120 },
        { countyFips: '01001', householdSize: 4, income: 1 },
        autauga,
      ),
    ).toMatchObject({
      maxIncome: 100_350,
      derived: true,
      source: 'source of hud-50. 120% derived from the 50% limit by HUD’s method.',
    });
  });
});

describe('the income rule of a program’s eligibility rule', () => {
  it.each([
    [
      { kind: 'income_percent_of_ami', percent: 80 },
      { kind: 'percent_of_ami', percent: 80 },
    ],
    [
      { kind: 'income_cap', byHouseholdSize: [151_200] },
      { kind: 'flat_cap', byHouseholdSize: [151_200] },
    ],
    [
      { kind: 'county_limits', income: true, price: true, table: 'fl-hometown-heroes' },
      { kind: 'agency_table', table: 'fl-hometown-heroes' },
    ],
    [{ kind: 'county_limits', income: true, price: false }, undefined],
    [{ kind: 'county_limits', income: false, price: true, table: 'fl-hometown-heroes' }, undefined],
    [{ kind: 'min_credit_score', score: 640 }, undefined],
  ] as [EligibilityRule, IncomeRule | undefined][])('reads %j as %j', (rule, income) => {
    expect(incomeRuleOf(rule)).toEqual(income);
  });
});
