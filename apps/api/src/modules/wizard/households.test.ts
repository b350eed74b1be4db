/**
 * Households worked out by hand, judged by the engine on the whole catalogue and on the figures a
 * buyer gets: HUD's FY2026 limits and medians of the buyer's county and the agencies' published
 * tables (test/support/county-figures.ts). Each case names the programs counted, the sure and "up to"
 * amounts and the status, as a lender would confirm them (decision 043).
 */
import {
  countiesOf,
  creditScoreBands,
  loanTypePreferences,
  type QuestionnaireAnswers,
  type UsStateCode,
} from '@hbw/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countyLimitsOf } from '../../../../../test/support/county-figures.ts';
import { buyer, seededPrograms } from '../../../test/support/engine-programs.ts';
import {
  buyersLoanType,
  COMBINED_LTV_LIMIT_PERCENT,
  estimatedLoan,
  evaluateProgram,
  isLien,
  moneyOf,
} from './eligibility.ts';
import { computeWallet } from './wallet.ts';

/** The wallet and every program's evaluation for a household, on its county's real figures. */
function judged(answers: QuestionnaireAnswers) {
  const programs = seededPrograms.filter((program) => program.state === null || program.state === answers.state);
  const limits = countyLimitsOf(programs, answers);
  const wallet = computeWallet(programs, answers, limits);
  const evaluation = (slug: string) => {
    const program = programs.find((candidate) => candidate.slug === slug);
    if (!program) throw new Error(`No program ${slug} for this household.`);
    return evaluateProgram(program, answers, limits);
  };
  const counted = wallet.chips.map((chip) => chip.evaluation.program.slug);
  return { wallet, evaluation, counted, programs, limits };
}

/** The Texas teacher of issue 39: a household of 3 earning $68,000, first-time buyers in Travis County. */
const travisTeacher = buyer({
  occupation: 'teacher',
  county: '48453',
  household_size: 3,
  household_income: 68_000,
  target_price: 300_000,
  loan_type: 'fha',
  credit_score_band: '680_719',
  owned_home_last_3_years: false,
  owned_home_last_7_years: false,
});

describe('households worked out by hand, on HUD’s FY2026 figures', () => {
  it('Travis County, a teacher earning $68,000: My First Texas Home is likely, 2% to 5% of the loan, the credit apart', () => {
    const { wallet, evaluation, counted } = judged(travisTeacher);
    // 115% of Travis County's median for 3 people, from HUD's 50% limit ($67,200 for 4): $139,150.
    const first = evaluation('tdhca-my-first-texas-home');
    expect(first.status).toBe('likely');
    expect(first.reasons.join('\n')).toContain(
      'within 115% of the area median ($139,150 for a household of 3 in Travis County, TX',
    );
    // 2% and 5% of the estimated $289,500 FHA loan.
    expect([first.amount, first.upTo]).toEqual([5_790, 14_475]);
    expect(first.estimate).toBe('2% to 5% of an estimated $289,500 FHA loan: $5,790 to $14,475.');
    // One TDHCA down payment program, with the TDHCA credit certificate riding along.
    expect(counted).toEqual(['tdhca-my-first-texas-home', 'tdhca-mortgage-credit-certificate']);
    expect(wallet.firstMortgage).toBe('TDHCA');
    expect(wallet).toMatchObject({
      likelyTotal: 5_790,
      possibleTotal: 0,
      total: 5_790,
      upToTotal: 14_475,
      repayTotal: 5_790,
      repayUpToTotal: 14_475,
      keepTotal: 0,
      yearlyTaxCredit: 2_000,
    });
    const credit = evaluation('tdhca-mortgage-credit-certificate');
    expect(credit.estimate).toContain('a yearly tax credit');
  });

  it('the same household at $300,000 a year: no income-limited Texas agency program, each saying why', () => {
    const { wallet, evaluation } = judged({ ...travisTeacher, household_income: 300_000 });
    const agencies = [
      'tdhca-my-first-texas-home',
      'tdhca-my-choice-texas-home',
      'tdhca-mortgage-credit-certificate',
      'tsahc-homes-for-texas-heroes',
      'tsahc-home-sweet-texas',
    ];
    for (const slug of agencies) {
      const found = evaluation(slug);
      expect(found.status, slug).toBe('not_eligible');
      expect(found.blockers.join('\n'), slug).toMatch(
        /Income is limited to .* \(\$\d{3},\d{3} for a household of 3 in Travis County, TX.*\); yours is \$300,000\./,
      );
    }
    expect(wallet.chips.map((chip) => chip.evaluation.program.slug)).not.toEqual(
      expect.arrayContaining([expect.stringMatching(/^(tdhca|tsahc)-/)]),
    );
  });

  it('Los Angeles County, a household of 2 earning $95,000: MIPA is under its floor, MyHome at its cap', () => {
    const { evaluation, counted, wallet } = judged(
      buyer({
        state: 'CA',
        county: '06037',
        city: 'Los Angeles',
        household_size: 2,
        household_income: 95_000,
        target_price: 650_000,
      }),
    );
    const mipa = evaluation('lahd-mipa');
    expect(mipa.status).toBe('not_eligible');
    // HUD's published 80% limit for 2 people in Los Angeles County.
    expect(mipa.blockers).toContain(
      'Only for incomes above 80% of the area median ($106,600 for a household of 2 in Los Angeles County, CA); yours is $95,000.',
    );
    const myHome = evaluation('calhfa-myhome');
    // 3.5% of $650,000 with FHA is $22,750: capped at $11,000.
    expect([myHome.amount, myHome.upTo]).toEqual([11_000, 11_000]);
    // Possible: within the bond limit that stands in for CalHFA's table, with debt-to-income for a lender.
    expect(myHome.status).toBe('possible');
    // Beside it, FHLBank San Francisco's WISH: $4 for each of the $20,000 saved, capped at $32,099.
    expect(counted).toEqual(['fhlbsf-wish', 'calhfa-myhome']);
    expect(wallet).toMatchObject({ likelyTotal: 0, possibleTotal: 43_099, total: 43_099, upToTotal: 43_099 });
  });

  it('New Castle County, a household of 2 earning $130,000: DSHA’s tables decide', () => {
    const { evaluation, counted } = judged(
      buyer({ state: 'DE', county: '10003', household_size: 2, household_income: 130_000 }),
    );
    // Every DSHA program reads the Welcome Home table for a first-time buyer: none is counted.
    expect(counted).toEqual([]);
    for (const slug of ['dsha-take5', 'dsha-first-state-home-loan']) {
      const found = evaluation(slug);
      expect(found.status, slug).toBe('not_eligible');
      expect(found.blockers.join('\n'), slug).toContain(
        "Income is limited to the program's income limit ($122,700 for a household of 2 in New Castle County, DE); yours is $130,000.",
      );
      expect(counted).not.toContain(slug);
    }
    // A repeat buyer is held to the Open Door table instead.
    const repeat = judged(
      buyer({
        state: 'DE',
        county: '10003',
        household_size: 2,
        household_income: 130_000,
        owned_home_last_3_years: true,
        owned_home_last_7_years: true,
      }),
    );
    expect(repeat.evaluation('dsha-keys4you').reasons.join('\n')).toContain('($147,240 for a household of 2');
  });

  it('Autauga County, a household of 3 earning $61,000 with a conventional loan: a limit that does not grow with the household', () => {
    const { evaluation, counted, wallet } = judged(
      buyer({
        state: 'AL',
        county: '01001',
        household_size: 3,
        household_income: 61_000,
        loan_type: 'conventional',
        target_price: 200_000,
      }),
    );
    const grant = evaluation('ahfa-affordable-income-subsidy-grant');
    // Freddie Mac's 80% of Autauga County's $88,800 median, the same for every household size.
    expect(grant.reasons.join('\n')).toContain(
      'within 80% of the area median (one limit for every household size) ($71,040 for a household of 3 in Autauga County, AL',
    );
    expect(grant.blockers).toEqual([]);
    // Possible, not likely: the 1% tier for incomes at half the median and debt-to-income are a lender's.
    expect(grant.status).toBe('possible');
    // 0.5% of the $194,000 conventional loan, beside Step Up's 3% of the $200,000 price.
    expect([grant.amount, grant.upTo]).toEqual([970, 970]);
    // FHLBank Atlanta's grant for first-time buyers rides along on any member's first (up to $17,500,
    // nothing sure), and AHFA's credit certificate apart from the cash (20%, capped at $2,000).
    expect(counted).toEqual([
      'fhlbank-atlanta-dpa',
      'ahfa-step-up',
      'ahfa-mortgage-credit-certificate',
      'ahfa-affordable-income-subsidy-grant',
    ]);
    expect(wallet).toMatchObject({
      likelyTotal: 0,
      possibleTotal: 6_970,
      total: 6_970,
      upToTotal: 24_470,
      yearlyTaxCredit: 2_000,
    });
  });
});

/** First-time buyers of a $150,000 home in San Juan municipio: a household of 2. */
const sanJuanBuyer = buyer({ state: 'PR', county: '72127', household_size: 2, target_price: 150_000 });

describe('Puerto Rico households, on HUD’s FY2026 figures for San Juan', () => {
  it.each([
    ['a household earning $24,000', 'none' as const],
    ['a teacher’s household earning $24,000', 'teacher' as const],
  ])(
    '%s: Pronto pa’ tu Casa is possible, up to $45,000, the Critical Recovery Workforce’s $55,000 for a lender to confirm',
    (_, occupation) => {
      const { wallet, evaluation, counted } = judged({ ...sanJuanBuyer, household_income: 24_000, occupation });
      const pronto = evaluation('prdoh-pronto-pa-tu-casa');
      // HUD's published 80% limit for 2 people in San Juan.
      expect(pronto.reasons).toContain(
        'Your income of $24,000 is within 80% of the area median ($26,500 for a household of 2 in San Juan, PR).',
      );
      expect(pronto.blockers).toEqual([]);
      // Possible, not likely: owning no home, citizenship and the home itself are a lender's to check.
      expect(pronto.status).toBe('possible');
      // "Up to $45,000": nothing sure, and no more for a line of work, an Urgent Need income or an urban center.
      expect([pronto.amount, pronto.upTo]).toEqual([0, 45_000]);
      expect(pronto.warnings.join('\n')).toContain('the higher amount of up to $55,000');
      // The FHLBank of New York's Homebuyer Dream grant serves Puerto Rico too: up to $15,000 more, nothing sure.
      expect(counted).toEqual(['prdoh-pronto-pa-tu-casa', 'fhlbny-homebuyer-dream']);
      expect(wallet.firstMortgage).toBe('AFV');
      expect(wallet).toMatchObject({ likelyTotal: 0, possibleTotal: 0, total: 0, upToTotal: 60_000 });
    },
  );

  it('a household of 2 earning $30,000: over 80% of the median, Pronto pa’ tu Casa says why', () => {
    const { evaluation, counted } = judged({ ...sanJuanBuyer, household_income: 30_000 });
    const pronto = evaluation('prdoh-pronto-pa-tu-casa');
    expect(pronto.status).toBe('not_eligible');
    expect(pronto.blockers).toEqual([
      'Income is limited to 80% of the area median ($26,500 for a household of 2 in San Juan, PR); yours is $30,000.',
    ]);
    expect(counted).toEqual([]);
  });

  it('the CDBG-DR Homebuyer Assistance Program it replaced is closed: never counted, and it says so', () => {
    const { evaluation, counted } = judged({ ...sanJuanBuyer, household_income: 24_000 });
    const closed = evaluation('prdoh-cdbg-dr-homebuyer-assistance');
    expect(closed.status).toBe('not_eligible');
    expect(closed.blockers).toEqual(['This program is closed to new applications.']);
    expect(counted).not.toContain('prdoh-cdbg-dr-homebuyer-assistance');
  });
});

const states: UsStateCode[] = ['TX', 'CA', 'DE', 'AL', 'MA', 'NY', 'FL', 'OH', 'CO', 'PA', 'WA', 'AZ', 'PR'];
const households: fc.Arbitrary<QuestionnaireAnswers> = fc
  .record({
    state: fc.constantFrom(...states),
    countyIndex: fc.nat(),
    withCounty: fc.boolean(),
    household_size: fc.integer({ min: 1, max: 8 }),
    household_income: fc.integer({ min: 10_000, max: 400_000 }),
    target_price: fc.integer({ min: 60_000, max: 1_500_000 }),
    loan_type: fc.constantFrom(...loanTypePreferences),
    credit_score_band: fc.constantFrom(...creditScoreBands.map((band) => band.value)),
    owned_home_last_3_years: fc.boolean(),
    veteran: fc.boolean(),
    savings: fc.integer({ min: 0, max: 200_000 }),
  })
  .map(({ countyIndex, withCounty, ...changes }) => {
    const counties = countiesOf(changes.state);
    const county = counties[countyIndex % counties.length]?.fips ?? null;
    return buyer({
      ...changes,
      county: withCounty ? county : null,
      owned_home_last_7_years: changes.owned_home_last_3_years,
    });
  });

/** Rules we cannot judge: a program resting on one never counts as if it were known. */
const unknownRule = (program: (typeof seededPrograms)[number]) =>
  program.benefit.kind === 'not_published' ||
  program.eligibility.some((rule) => rule.kind === 'income_limit_unknown' || rule.kind === 'income_percent_of_fpl');

describe('the wallet over every program of the catalogue and random households', () => {
  it('never lifts the headline with a program it cannot judge, never counts a tax credit as cash, and keeps within the combined loan-to-value limit', () => {
    fc.assert(
      fc.property(households, (answers) => {
        const { wallet, programs, limits } = judged(answers);
        const known = programs.filter((program) => !unknownRule(program));
        // Programs we cannot judge are never candidates: without them, the same headline.
        expect(computeWallet(known, answers, limits).total).toBe(wallet.total);
        let cash = 0;
        let cashUpTo = 0;
        let credit = 0;
        let loans = 0;
        let loansUpTo = 0;
        for (const { evaluation } of wallet.chips) {
          expect(['likely', 'possible']).toContain(evaluation.status);
          expect(unknownRule(evaluation.program)).toBe(false);
          if (moneyOf(evaluation.program.type) === 'yearly_tax_credit') credit += evaluation.amount;
          else {
            cash += evaluation.amount;
            cashUpTo += evaluation.upTo;
          }
          if (isLien(evaluation.program.type)) {
            loans += evaluation.amount;
            loansUpTo += evaluation.upTo;
          }
        }
        expect(wallet.yearlyTaxCredit).toBe(credit);
        expect(wallet.total).toBeLessThanOrEqual(cash);
        expect(wallet.total).toBe(wallet.keepTotal + wallet.repayTotal);
        expect(wallet.upToTotal).toBeGreaterThanOrEqual(wallet.total);
        const loanType = buyersLoanType(answers);
        const limit = COMBINED_LTV_LIMIT_PERCENT[loanType];
        if (limit !== undefined) {
          const room = Math.max(
            0,
            Math.floor((answers.target_price * limit) / 100) - estimatedLoan(answers.target_price, loanType),
          );
          const grants = cash - loans;
          expect(wallet.total).toBeLessThanOrEqual(grants + Math.min(loans, room));
          expect(wallet.upToTotal).toBeLessThanOrEqual(cashUpTo - loansUpTo + Math.min(loansUpTo, room));
          expect(wallet.combinedLoanToValue?.capped).toBe(loans > room || loansUpTo > room);
        }
      }),
      { numRuns: 60 },
    );
  });
});
