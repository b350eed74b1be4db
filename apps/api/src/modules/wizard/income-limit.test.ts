import type { EligibilityRule } from '@hbw/contract';
import { describe, expect, it } from 'vitest';
import type { CountyFigures, CountyIncomeLimit } from '../income-limits/index.ts';
import type { EngineProgram } from './eligibility.ts';
import { countyLimitsByProgram, type IncomeRule, incomeRuleOf } from './income-limit.ts';

const limit = (table: string, householdSize: number, maxIncome: number, derived = false): CountyIncomeLimit => ({
  table,
  fiscalYear: 2026,
  householdSize,
  amiPercent: null,
  maxIncome,
  derived,
  source: `source of ${table}`,
});
const figures = (limits: CountyIncomeLimit[], median?: number): CountyFigures => ({
  limits,
  median: median === undefined ? null : { median, fiscalYear: 2026 },
});

// HUD's FY2026 figures (research/hud): Travis County, TX (median $134,400), Los Angeles County, CA
// ($108,100), Autauga County, AL ($88,800); DSHA's tables for New Castle County, DE.
const travis = figures([limit('hud-50', 4, 67_200), limit('hud-80', 3, 96_150)], 134_400);
const losAngeles = figures([limit('hud-50', 4, 83_300), limit('hud-80', 2, 106_600)], 108_100);
const autauga = figures([limit('hud-50', 4, 44_400), limit('hud-80', 3, 63_950), limit('hud-80', 8, 93_800)], 88_800);
const newCastle = figures([
  limit('dsha-welcome-home', 2, 122_700),
  limit('dsha-welcome-home', 3, 141_105),
  limit('dsha-open-door', 2, 147_240),
]);
const miamiDade = figures([limit('fl-hometown-heroes', 8, 130_800)]);

const eighty: EligibilityRule = { kind: 'income_percent_of_ami', percent: 80 };
const welcomeHome: EligibilityRule = { kind: 'county_limits', income: true, price: false, table: 'dsha-welcome-home' };
type Program = Pick<EngineProgram, 'type' | 'firstMortgage'>;
const agencyFirst: Program = {
  type: 'deferred_second',
  firstMortgage: { lender: 'own', families: ['x'], label: 'X', bondFinanced: false },
};
const anyFirst: Program = { type: 'grant', firstMortgage: { lender: 'any' } };

/** The limit that decides the rule of one program (id 1) with this rule, or undefined. */
const limitFor = (
  rule: EligibilityRule | { kind: 'income_cap'; byHouseholdSize: readonly number[] },
  buyer: { countyFips: string | null; householdSize: number },
  county: CountyFigures,
  program: Program = anyFirst,
) =>
  countyLimitsByProgram(
    [{ id: 1, ...program, eligibility: [{ kind: 'primary_residence' }, rule as EligibilityRule] }],
    buyer,
    county,
  ).get(1);

describe('the county limit that decides a program’s income rule', () => {
  it.each([
    ['HUD’s published 80% limit', eighty, anyFirst, { countyFips: '01001', householdSize: 3 }, autauga, 63_950, false],
    [
      'a household of more than 8, with the 8-person limit',
      eighty,
      anyFirst,
      { countyFips: '01001', householdSize: 11 },
      autauga,
      93_800,
      false,
    ],
    [
      'a percentage HUD does not publish, from the 50% limit by HUD’s method',
      { kind: 'income_percent_of_ami', percent: 115 },
      anyFirst,
      { countyFips: '48453', householdSize: 3 },
      travis,
      139_150,
      true,
    ],
    [
      'Fannie Mae’s and Freddie Mac’s 80%: one limit for every household size',
      { kind: 'income_percent_of_ami', percent: 80, householdSizeAdjusted: false },
      anyFirst,
      { countyFips: '01001', householdSize: 3 },
      autauga,
      71_040,
      true,
    ],
    [
      'an agency’s table for a small household',
      welcomeHome,
      anyFirst,
      { countyFips: '10003', householdSize: 2 },
      newCastle,
      122_700,
      false,
    ],
    [
      'an agency’s table for a larger household',
      welcomeHome,
      anyFirst,
      { countyFips: '10003', householdSize: 3 },
      newCastle,
      141_105,
      false,
    ],
    [
      'an agency’s table we do not hold, on its own first: the bond limit, 115% for 3 or more',
      { kind: 'county_limits', income: true, price: false },
      agencyFirst,
      { countyFips: '48453', householdSize: 3 },
      travis,
      154_560,
      true,
    ],
    [
      'the bond limit for 1 or 2: 100% of the median',
      { kind: 'county_limits', income: true, price: false },
      agencyFirst,
      { countyFips: '48453', householdSize: 2 },
      travis,
      134_400,
      true,
    ],
  ] as const)('%s', (_case, rule, program, buyer, county, maxIncome, derived) => {
    expect(limitFor(rule, buyer, county, program)).toMatchObject({ maxIncome, derived, year: 2026 });
  });

  it('keeps the bond limit of a targeted area beside it: 140% of the median for 3 or more', () => {
    const bond: EligibilityRule = { kind: 'county_limits', income: true, price: false };
    const found = limitFor(bond, { countyFips: '48453', householdSize: 3 }, travis, agencyFirst);
    expect([found?.maxIncome, found?.inTargetedArea?.maxIncome]).toEqual([154_560, 188_160]);
  });

  it('names the county', () => {
    expect(limitFor(eighty, { countyFips: '01001', householdSize: 3 }, autauga)?.area).toBe('Autauga County, AL');
  });

  it('sets a floor at HUD’s published limit of the lower percentage (MIPA: 81% to 120%)', () => {
    const mipa: EligibilityRule = { kind: 'income_percent_of_ami', percent: 120, abovePercent: 80 };
    expect(limitFor(mipa, { countyFips: '06037', householdSize: 2 }, losAngeles)).toMatchObject({
      maxIncome: 159_950,
      derived: true,
      floor: { income: 106_600 },
    });
  });

  it('keeps the repeat buyers’ table beside the first-time buyers’', () => {
    const keys4You: EligibilityRule = { ...welcomeHome, repeatBuyerTable: 'dsha-open-door' };
    const found = limitFor(keys4You, { countyFips: '10003', householdSize: 2 }, newCastle);
    expect([found?.maxIncome, found?.forRepeatBuyers?.maxIncome]).toEqual([122_700, 147_240]);
  });

  it.each([
    ['a county whose figures we do not have', eighty, { countyFips: '48453', householdSize: 3 }, figures([])],
    ['no county', eighty, { countyFips: null, householdSize: 3 }, autauga],
    ['an agency table without the household’s size', welcomeHome, { countyFips: '10003', householdSize: 5 }, newCastle],
    ['another agency’s table only', welcomeHome, { countyFips: '12086', householdSize: 8 }, miamiDade],
    [
      'an agency’s table we do not hold, on any lender’s first',
      { kind: 'county_limits', income: true, price: false },
      { countyFips: '48453', householdSize: 3 },
      travis,
    ],
    [
      'a flat cap, which the engine decides itself',
      { kind: 'income_cap', byHouseholdSize: [151_200] },
      { countyFips: '01001', householdSize: 4 },
      autauga,
    ],
  ] as const)('holds no figure: %s', (_case, rule, buyer, county) => {
    expect(limitFor(rule, buyer, county)).toBeUndefined();
  });
});

describe('the county-based income rule of a program’s eligibility rule', () => {
  it.each([
    [
      { kind: 'income_percent_of_ami', percent: 80 },
      anyFirst,
      { kind: 'percent_of_ami', percent: 80, householdSizeAdjusted: true },
    ],
    [
      { kind: 'county_limits', income: true, price: true, table: 'fl-hometown-heroes' },
      anyFirst,
      { kind: 'agency_table', table: 'fl-hometown-heroes' },
    ],
    [{ kind: 'income_cap', byHouseholdSize: [151_200] }, anyFirst, undefined],
    [{ kind: 'county_limits', income: true, price: false }, anyFirst, undefined],
    [{ kind: 'county_limits', income: true, price: false }, agencyFirst, { kind: 'bond_limit' }],
    [{ kind: 'county_limits', income: false, price: true, table: 'fl-hometown-heroes' }, anyFirst, undefined],
    [{ kind: 'min_credit_score', score: 640 }, anyFirst, undefined],
  ] as [EligibilityRule, Program, IncomeRule | undefined][])('reads %j as %j', (rule, program, income) => {
    expect(incomeRuleOf(rule, program)).toMatchObject(income ?? {});
    if (income === undefined) expect(incomeRuleOf(rule, program)).toBeUndefined();
  });
});
