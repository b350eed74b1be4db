import {
  type BenefitFormula,
  creditScoreBands,
  type EligibilityRule,
  type FundingStatus,
  loanTypePreferences,
  propertyTypes,
  type QuestionnaireAnswers,
  questionnaireOccupations,
  targetedAreaAnswers,
  timelines,
} from '@hbw/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countyLimitsOf } from '../../../../../test/support/county-figures.ts';
import { buyer, program, seeded, seededPrograms } from '../../../test/support/engine-programs.ts';
import {
  answerSet,
  answersReadBy,
  type EngineProgram,
  estimatedLoan,
  evaluateProgram,
  evaluatePrograms,
  type IncomeLimit,
  outcomeOf,
} from './eligibility.ts';
import { computeWallet } from './wallet.ts';

const noLimits = new Map<number, IncomeLimit>();
const derivedLimit = (maxIncome: number) =>
  new Map([[1, { maxIncome, area: 'Travis, TX', year: 2026, basis: '115% of the area median', derived: true }]]);
const floorLimit = (floor: number) =>
  new Map([
    [
      1,
      {
        maxIncome: 150_000,
        area: 'Travis, TX',
        year: 2026,
        basis: '115% of the area median',
        derived: true,
        floor: { income: floor, basis: '80% of the area median' },
      },
    ],
  ]);
const bondLimit = () =>
  new Map([
    [
      1,
      {
        maxIncome: 100_000,
        area: 'Travis, TX',
        year: 2026,
        basis: 'the federal limit for bond-financed loans',
        derived: true,
        inTargetedArea: {
          maxIncome: 140_000,
          area: 'Travis, TX',
          year: 2026,
          basis: 'the federal limit for bond-financed loans in a targeted area',
          derived: true,
        },
      },
    ],
  ]);
const travisLimit = (maxIncome: number) =>
  new Map([[1, { maxIncome, area: 'Travis, TX', year: 2026, basis: "the program's income limit", derived: false }]]);

type Row = [
  description: string,
  rules: EligibilityRule[],
  answers: Partial<QuestionnaireAnswers>,
  status: string,
  said: string,
  limits?: Map<number, IncomeLimit>,
];

/** Everything the engine says about a program, to find a sentence in. */
function saidAbout(rules: EligibilityRule[], answers: Partial<QuestionnaireAnswers>, limits = noLimits) {
  const evaluation = evaluateProgram(program({ eligibility: rules }), buyer(answers), limits);
  return {
    status: evaluation.status,
    text: [...evaluation.reasons, ...evaluation.blockers, ...evaluation.warnings, ...evaluation.steps].join('\n'),
    evaluation,
  };
}

const firstTime = (lookbackYears = 3, exemptIf: ('veteran' | 'targeted_area')[] = []): EligibilityRule => ({
  kind: 'first_time_buyer',
  lookbackYears,
  exemptIf,
});

describe('every rule kind: met, failed, or left open', () => {
  it.each<Row>([
    [
      'a states rule that lists the buyer’s state',
      [{ kind: 'states', states: ['TX', 'NM'] }],
      {},
      'likely',
      'Offered in Texas, where you want to buy.',
    ],
    [
      'a states rule that does not',
      [{ kind: 'states', states: ['CA'] }],
      {},
      'not_eligible',
      'Only for homes in California.',
    ],

    ['first-time rule, no home owned in 3 years', [firstTime()], {}, 'likely', 'you count as a first-time buyer'],
    [
      'first-time rule, a home owned in 3 years',
      [firstTime()],
      { owned_home_last_3_years: true },
      'not_eligible',
      'Only for first-time buyers: no home owned in the last 3 years.',
    ],
    [
      'first-time rule waived for veterans',
      [firstTime(3, ['veteran'])],
      { owned_home_last_3_years: true, veteran: true },
      'likely',
      'As a veteran or service member you need not be a first-time buyer.',
    ],
    [
      'first-time rule not waived for veterans when the program does not say so',
      [firstTime()],
      { owned_home_last_3_years: true, veteran: true },
      'not_eligible',
      'Only for first-time buyers',
    ],
    [
      'first-time rule waived in a targeted area',
      [firstTime(3, ['targeted_area'])],
      { owned_home_last_3_years: true, targeted_area: 'yes' },
      'likely',
      'In a targeted area you need not be a first-time buyer.',
    ],
    [
      'first-time rule, not sure about the targeted area',
      [firstTime(3, ['targeted_area'])],
      { owned_home_last_3_years: true, targeted_area: 'not_sure' },
      'needs_review',
      'unless the home is in a targeted area',
    ],
    [
      'first-time rule over 5 years, owned 3 to 7 years ago',
      [firstTime(5)],
      { owned_home_last_7_years: true },
      'needs_review',
      'which your answers do not tell',
    ],
    [
      'first-time rule over 5 years, nothing owned in 7',
      [firstTime(5)],
      {},
      'likely',
      'not owned a home in the last 5 years',
    ],
    [
      'first-time rule over 7 years, owned 3 to 7 years ago',
      [firstTime(7)],
      { owned_home_last_7_years: true },
      'not_eligible',
      'no home owned in the last 7 years',
    ],

    [
      'first-generation, neither buyer nor parents owned',
      [{ kind: 'first_generation', lookbackYears: 7 }],
      { parents_owned_home: false },
      'likely',
      'You are a first-generation buyer',
    ],
    [
      'first-generation, parents owned',
      [{ kind: 'first_generation', lookbackYears: 7 }],
      {},
      'not_eligible',
      'whose parents have never owned a home',
    ],
    [
      'first-generation over 7 years, buyer owned 5 years ago',
      [{ kind: 'first_generation', lookbackYears: 7 }],
      { parents_owned_home: false, owned_home_last_7_years: true },
      'not_eligible',
      'who have not owned a home in the last 7 years',
    ],
    [
      'first-generation over 3 years, buyer owned 5 years ago',
      [{ kind: 'first_generation', lookbackYears: 3 }],
      { parents_owned_home: false, owned_home_last_7_years: true },
      'likely',
      'You are a first-generation buyer',
    ],
    [
      'first-generation over 10 years, which the answers cannot tell',
      [{ kind: 'first_generation', lookbackYears: 10 }],
      { parents_owned_home: false },
      'needs_review',
      'which your answers do not tell',
    ],

    [
      'a published limit, within it',
      [{ kind: 'income_percent_of_ami', percent: 80 }],
      {},
      'likely',
      "Your income of $85,000 is within the program's income limit ($90,000 for a household of 3 in Travis, TX).",
      travisLimit(90_000),
    ],
    [
      'a published limit, over it by a dollar',
      [{ kind: 'income_percent_of_ami', percent: 80 }],
      {},
      'not_eligible',
      "Income is limited to the program's income limit ($84,999 for a household of 3 in Travis, TX); yours is $85,000.",
      travisLimit(84_999),
    ],
    [
      'a derived limit, clearly above the income: within',
      [{ kind: 'income_percent_of_ami', percent: 115 }],
      {},
      'likely',
      "within 115% of the area median ($95,000 for a household of 3 in Travis, TX, worked out from HUD's figures)",
      derivedLimit(95_000),
    ],
    [
      'a derived limit, close to the income: a lender checks',
      [{ kind: 'income_percent_of_ami', percent: 115 }],
      {},
      'possible',
      "is close to 115% of the area median ($90,000 for a household of 3 in Travis, TX, worked out from HUD's figures): a participating lender will check it",
      derivedLimit(90_000),
    ],
    [
      'a derived limit, just under the income: still a lender checks',
      [{ kind: 'income_percent_of_ami', percent: 115 }],
      {},
      'possible',
      'is close to 115% of the area median',
      derivedLimit(80_000),
    ],
    [
      'a derived limit, clearly under the income: not eligible',
      [{ kind: 'income_percent_of_ami', percent: 115 }],
      {},
      'not_eligible',
      "Income is limited to 115% of the area median ($75,000 for a household of 3 in Travis, TX, worked out from HUD's figures); yours is $85,000.",
      derivedLimit(75_000),
    ],
    [
      'the bond limit, over it outside a targeted area',
      [{ kind: 'county_limits', income: true, price: false }],
      { household_income: 120_000 },
      'not_eligible',
      "Income is limited to the federal limit for bond-financed loans ($100,000 for a household of 3 in Travis, TX, worked out from HUD's figures); yours is $120,000.",
      bondLimit(),
    ],
    [
      'the bond limit, within its higher figure in a targeted area',
      [{ kind: 'county_limits', income: true, price: false }],
      { household_income: 120_000, targeted_area: 'yes' },
      'likely',
      'within the federal limit for bond-financed loans in a targeted area ($140,000',
      bondLimit(),
    ],
    [
      'the bond limit, over it unless the home is in a targeted area the buyer is not sure of',
      [{ kind: 'county_limits', income: true, price: false }],
      { household_income: 120_000, targeted_area: 'not_sure' },
      'needs_review',
      'but within the federal limit for bond-financed loans in a targeted area ($140,000): ask a participating lender whether the home is in one.',
      bondLimit(),
    ],
    [
      'an income at or under the floor',
      [{ kind: 'income_percent_of_ami', percent: 120, abovePercent: 80 }],
      {},
      'not_eligible',
      'Only for incomes above 80% of the area median ($85,000 for a household of 3 in Travis, TX); yours is $85,000.',
      floorLimit(85_000),
    ],
    [
      'an income above the floor',
      [{ kind: 'income_percent_of_ami', percent: 120, abovePercent: 80 }],
      {},
      'likely',
      'within 115% of the area median',
      floorLimit(84_999),
    ],
    [
      'an AMI limit we hold no figure for: shown apart',
      [{ kind: 'income_percent_of_ami', percent: 135 }],
      {},
      'needs_review',
      'We hold no income limit of this program for your county: a participating lender will tell you whether your income fits.',
    ],
    [
      'an AMI limit without a county',
      [{ kind: 'income_percent_of_ami', percent: 135 }],
      { county: null },
      'needs_review',
      'tell us your county',
    ],

    [
      'county income limits with the table, within',
      [{ kind: 'county_limits', income: true, price: false }],
      {},
      'likely',
      '($120,000 for a household of 3 in Travis, TX)',
      travisLimit(120_000),
    ],
    [
      'county income limits with the table, over',
      [{ kind: 'county_limits', income: true, price: false }],
      {},
      'not_eligible',
      "Income is limited to the program's income limit ($60,000",
      travisLimit(60_000),
    ],
    [
      'county income limits with the repeat buyers’ table, for a buyer who owned a home',
      [{ kind: 'county_limits', income: true, price: false, repeatBuyerTable: 'open-door' }],
      { owned_home_last_3_years: true, owned_home_last_7_years: true },
      'likely',
      '($100,000 for a household of 3 in Travis, TX)',
      new Map([[1, { ...travisLimit(80_000).get(1), forRepeatBuyers: travisLimit(100_000).get(1) } as IncomeLimit]]),
    ],
    [
      'county income limits without a table: shown apart',
      [{ kind: 'county_limits', income: true, price: false }],
      {},
      'needs_review',
      'We hold no income limit of this program for your county',
    ],
    [
      'county price limits',
      [{ kind: 'county_limits', income: false, price: true }],
      {},
      'possible',
      'Purchase price limit depends on your county: a participating lender will check it.',
    ],

    [
      'a flat income cap, within',
      [{ kind: 'income_cap', byHouseholdSize: [70_000, 80_000, 90_000] }],
      {},
      'likely',
      'within the $90,000 limit for a household of 3',
    ],
    [
      'a flat income cap, over',
      [{ kind: 'income_cap', byHouseholdSize: [70_000, 80_000, 84_999] }],
      {},
      'not_eligible',
      'Income is limited to $84,999 for a household of 3; yours is $85,000.',
    ],
    [
      'a flat income cap, the last size applying to larger households',
      [{ kind: 'income_cap', byHouseholdSize: [70_000, 80_000] }],
      { household_size: 8, household_income: 80_000 },
      'likely',
      'within the $80,000 limit for a household of 8 or more',
    ],

    [
      'a price limit, within',
      [{ kind: 'price_limit', max: 350_000 }],
      {},
      'likely',
      'Your target price of $300,000 is within the $350,000 limit.',
    ],
    [
      'a price limit, over',
      [{ kind: 'price_limit', max: 250_000 }],
      {},
      'not_eligible',
      'The price may be at most $250,000; yours is $300,000.',
    ],

    [
      'a credit band above the minimum',
      [{ kind: 'min_credit_score', score: 620 }],
      { credit_score_band: '640_659' },
      'likely',
      'Your credit band 640–659 meets the minimum of 620.',
    ],
    [
      'a credit band whose lower bound is the minimum',
      [{ kind: 'min_credit_score', score: 640 }],
      { credit_score_band: '640_659' },
      'likely',
      'meets the minimum of 640',
    ],
    [
      'a credit band below the minimum',
      [{ kind: 'min_credit_score', score: 620 }],
      { credit_score_band: '580_619' },
      'not_eligible',
      'A credit score of at least 620 is needed; your band is 580–619.',
    ],
    [
      'the lowest credit band',
      [{ kind: 'min_credit_score', score: 580 }],
      { credit_score_band: 'under_580' },
      'not_eligible',
      'your band is under 580',
    ],
    [
      'a credit band straddling the minimum',
      [{ kind: 'min_credit_score', score: 630 }],
      { credit_score_band: '620_639' },
      'possible',
      'your band 620–639 straddles it',
    ],
    [
      'a minimum by loan type, FHA',
      [{ kind: 'min_credit_score', score: 640, byLoanType: { fha: 650 } }],
      { credit_score_band: '640_659' },
      'possible',
      'at least 650 is needed for FHA loans',
    ],
    [
      'a minimum by loan type, conventional',
      [{ kind: 'min_credit_score', score: 640, byLoanType: { fha: 650 } }],
      { credit_score_band: '640_659', loan_type: 'conventional' },
      'likely',
      'meets the minimum of 640',
    ],

    [
      'a debt-to-income limit, which we do not ask',
      [{ kind: 'max_debt_to_income', percent: 45 }],
      {},
      'possible',
      'at most 45% of your income (debt-to-income): a lender will work it out',
    ],

    [
      'listed occupations, the buyer’s among them',
      [{ kind: 'occupations', occupations: ['teacher', 'healthcare'] }],
      { occupation: 'teacher' },
      'likely',
      'Your work (teacher or school staff) qualifies.',
    ],
    [
      'listed occupations, the buyer’s not among them',
      [{ kind: 'occupations', occupations: ['teacher', 'healthcare'] }],
      {},
      'not_eligible',
      'Only for these lines of work: teacher or school staff, health care worker.',
    ],
    [
      'listed occupations with the military, for a veteran',
      [{ kind: 'occupations', occupations: ['teacher', 'military'] }],
      { veteran: true },
      'likely',
      'As a veteran or service member you qualify.',
    ],

    [
      'loan types, the buyer’s allowed',
      [{ kind: 'loan_types', allowed: ['conventional'] }],
      { loan_type: 'conventional' },
      'likely',
      'Works with a conventional loan, the loan you prefer.',
    ],
    [
      'loan types, the buyer’s not allowed',
      [{ kind: 'loan_types', allowed: ['conventional'] }],
      {},
      'not_eligible',
      'Needs a conventional first mortgage; you prefer an FHA loan.',
    ],
    [
      'loan types, the buyer not sure',
      [{ kind: 'loan_types', allowed: ['conventional'] }],
      { loan_type: 'not_sure' },
      'possible',
      'Needs a conventional loan as the first mortgage: choose it with your lender.',
    ],

    ['a primary residence', [{ kind: 'primary_residence' }], {}, 'likely', 'For a home you will live in'],
    [
      'not a primary residence',
      [{ kind: 'primary_residence' }],
      { primary_residence: false },
      'not_eligible',
      'Only for a home you will live in.',
    ],

    [
      'homebuyer education: a step, not a blocker',
      [{ kind: 'homebuyer_education' }],
      {},
      'likely',
      'Complete a homebuyer education course before closing.',
    ],

    [
      'a savings cap, within',
      [{ kind: 'liquid_assets_max', max: 50_000 }],
      {},
      'likely',
      'Your savings of $20,000 are within the $50,000 limit.',
    ],
    [
      'a savings cap, over',
      [{ kind: 'liquid_assets_max', max: 10_000 }],
      {},
      'not_eligible',
      'Savings may be at most $10,000; yours are $20,000.',
    ],
    // 20% of $300,000 = $60,000.
    [
      'a savings cap as a share of the price, within',
      [{ kind: 'liquid_assets_max_percent_of_price', percent: 20 }],
      {},
      'likely',
      'within the limit of 20% of the price ($60,000)',
    ],
    [
      'a savings cap as a share of the price, over',
      [{ kind: 'liquid_assets_max_percent_of_price', percent: 20 }],
      { savings: 70_000 },
      'not_eligible',
      'Savings may be at most 20% of the price ($60,000); yours are $70,000.',
    ],

    [
      'a minimum contribution in dollars: a step',
      [{ kind: 'min_contribution', amount: 1_000 }],
      {},
      'likely',
      'Put in at least $1,000 of your own money.',
    ],
    // 1% of $300,000 = $3,000, more than the $500 saved: a warning, still not a blocker.
    [
      'a minimum contribution larger than the savings',
      [{ kind: 'min_contribution', percentOfPrice: 1 }],
      { savings: 500 },
      'likely',
      'Your savings of $500 are less than the $3,000 you must put in.',
    ],

    [
      'student debt, which the buyer has',
      [{ kind: 'student_debt' }],
      { student_debt: true },
      'likely',
      'You have student loans',
    ],
    [
      'student debt, which the buyer has not',
      [{ kind: 'student_debt' }],
      {},
      'not_eligible',
      'Only for buyers with student loans.',
    ],

    [
      'an income limit as a share of the poverty level, which we cannot judge',
      [{ kind: 'income_percent_of_fpl', percent: 300 }],
      {},
      'needs_review',
      'Income is limited to 300% of the federal poverty level for a household of 3: a lender will check it.',
    ],
    ['no income limit', [{ kind: 'no_income_limit' }], {}, 'likely', 'There is no income limit.'],
    [
      'an income limit our sources do not name, which we cannot judge',
      [{ kind: 'income_limit_unknown' }],
      {},
      'needs_review',
      'Our sources name no income limit: a participating lender will tell you whether one applies.',
    ],
    [
      'a borrowers-only income cap the household passes',
      [{ kind: 'income_cap', byHouseholdSize: [80_000], borrowerOnly: true }],
      {},
      'possible',
      "Only the borrowers' income counts toward the $80,000 limit, not the whole household's: a lender will check yours.",
    ],
    [
      'a city’s program, in one of its counties',
      [{ kind: 'area', place: 'the City of Austin', counties: ['Travis'], withinCityLimits: true }],
      { county: 'travis county' },
      'possible',
      'Only for homes within the City of Austin: a lender will check the address.',
    ],
    [
      'a city’s program, in another county',
      [{ kind: 'area', place: 'the City of Houston', counties: ['Harris'], withinCityLimits: true }],
      {},
      'not_eligible',
      'Only for homes in the City of Houston.',
    ],
    [
      'a program for every county but some',
      [{ kind: 'area', place: 'rural Texas', exceptCounties: ['Travis'] }],
      {},
      'not_eligible',
      'Only for homes in rural Texas.',
    ],
    [
      'a program of a few counties, without the county',
      [{ kind: 'area', place: 'Bexar County', counties: ['Bexar'] }],
      { county: null },
      'needs_review',
      'Only for homes in Bexar County: tell us your county, or ask a participating lender.',
    ],
    [
      'a condition a lender checks',
      [{ kind: 'condition', text: 'The home is a new build.', settledBy: 'lender' }],
      {},
      'possible',
      'A lender will check: The home is a new build.',
    ],
    [
      'a condition few buyers meet',
      [{ kind: 'condition', text: 'A household member lives with a disability.', settledBy: 'review' }],
      {},
      'needs_review',
      'Only if this applies to you: A household member lives with a disability.',
    ],
    ['a lottery', [{ kind: 'lottery' }], {}, 'possible', 'Awarded by lottery among eligible applicants.'],
    [
      'a round of applications, said with its dates and no other weight',
      [{ kind: 'application_round', round: '2026', opens: '2026-02-02', closes: '2026-02-27' }],
      {},
      'likely',
      'Applications are taken in rounds: the 2026 round runs from 2 February 2026 to 27 February 2026.',
    ],
    [
      'a round with no closing day, open until its funds are reserved',
      [{ kind: 'application_round', round: '2026', opens: '2026-07-08' }],
      {},
      'likely',
      'the 2026 round runs from 8 July 2026, until its funds are reserved.',
    ],
    [
      'a program of several states, for a home in one of them',
      [{ kind: 'states', states: ['AL', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'TX', 'VA'] }],
      {},
      'likely',
      'Offered in Texas',
    ],
    [
      'a program of several states, for a home in none of them',
      [{ kind: 'states', states: ['AL', 'DC', 'FL', 'GA', 'MD', 'NC', 'SC', 'VA'] }],
      {},
      'not_eligible',
      'Only for homes in Alabama, District of Columbia, Florida',
    ],

    [
      'a failed rule outweighs an open one',
      [{ kind: 'lottery' }, { kind: 'primary_residence' }],
      { primary_residence: false },
      'not_eligible',
      'Only for a home you will live in.',
    ],
    [
      'a question the answers cannot settle outweighs a lender’s check',
      [{ kind: 'lottery' }, { kind: 'income_percent_of_ami', percent: 50 }],
      {},
      'needs_review',
      'Awarded by lottery',
    ],
  ])('%s: %s', (_, rules, answers, status, said, limits) => {
    const result = saidAbout(rules, answers, limits);
    expect(result.status).toBe(status);
    expect(result.text).toContain(said);
    expect(result.evaluation.blockers.length > 0).toBe(status === 'not_eligible');
  });

  it('judges an income limit once when a program states it twice', () => {
    const { evaluation } = saidAbout(
      [
        { kind: 'income_percent_of_ami', percent: 80 },
        { kind: 'county_limits', income: true, price: false },
      ],
      {},
    );
    expect(evaluation.warnings.filter((warning) => warning.startsWith('We hold no income limit'))).toHaveLength(1);
  });
});

describe('where and whether a program is open', () => {
  it.each<[string, Partial<EngineProgram>, string, string]>([
    ['another state’s program', { state: 'CA' }, 'not_eligible', 'Only for homes in California.'],
    ['a program offered everywhere', { state: null }, 'likely', ''],
    ['a closed program', { fundingStatus: 'closed' }, 'not_eligible', 'This program is closed to new applications.'],
    ['a paused program', { fundingStatus: 'paused' }, 'not_eligible', 'This program is paused'],
    ['a program with limited funding', { fundingStatus: 'limited' }, 'likely', 'Funding is limited: apply early.'],
    [
      'a program with a waitlist',
      { fundingStatus: 'waitlist' as FundingStatus },
      'likely',
      'There is a waitlist for this program.',
    ],
  ])('%s', (_, changes, status, said) => {
    const evaluation = evaluateProgram(program(changes), buyer(), noLimits);
    expect(evaluation.status).toBe(status);
    expect([...evaluation.blockers, ...evaluation.warnings].join('\n')).toContain(said);
  });
});

describe('estimated amounts', () => {
  const amountOf = (
    benefit: BenefitFormula,
    answers: Partial<QuestionnaireAnswers> = {},
    rules: EligibilityRule[] = [],
  ) => evaluateProgram(program({ benefit, eligibility: rules }), buyer(answers), noLimits);

  it.each<[string, BenefitFormula, Partial<QuestionnaireAnswers>, number, string]>([
    ['a fixed amount', { kind: 'fixed', amount: 15_000 }, {}, 15_000, 'A fixed $15,000.'],
    // 3.5% of a $300,000 price = $10,500.
    ['a share of the price', { kind: 'percent', of: 'price', percent: 3.5 }, {}, 10_500, '3.5% of the $300,000 price.'],
    // FHA: $300,000 less 3.5% down = $289,500; 5% of it = $14,475.
    [
      'a share of an FHA loan',
      { kind: 'percent', of: 'loan', percent: 5 },
      {},
      14_475,
      '5% of an estimated $289,500 FHA loan.',
    ],
    // Conventional: $300,000 less 3% down = $291,000; 5% = $14,550.
    [
      'a share of a conventional loan',
      { kind: 'percent', of: 'loan', percent: 5 },
      { loan_type: 'conventional' },
      14_550,
      '5% of an estimated $291,000 conventional loan.',
    ],
    // VA and USDA: no down payment, a $300,000 loan; 5% = $15,000.
    [
      'a share of a VA loan',
      { kind: 'percent', of: 'loan', percent: 5 },
      { loan_type: 'va' },
      15_000,
      '$300,000 VA loan',
    ],
    [
      'a share of a USDA loan',
      { kind: 'percent', of: 'loan', percent: 5 },
      { loan_type: 'usda' },
      15_000,
      '$300,000 USDA loan',
    ],
    // Not sure: FHA is assumed, $14,475 as above.
    [
      'a share of the loan when the buyer is not sure',
      { kind: 'percent', of: 'loan', percent: 5 },
      { loan_type: 'not_sure' },
      14_475,
      'FHA loan',
    ],
    // 3.5% with FHA: $10,500; 3% with a conventional loan: $9,000.
    [
      'a rate by loan type, FHA',
      { kind: 'percent', of: 'price', percent: 3, percentByLoanType: { fha: 3.5 } },
      {},
      10_500,
      '3.5% of the $300,000 price.',
    ],
    [
      'a rate by loan type, conventional',
      { kind: 'percent', of: 'price', percent: 3, percentByLoanType: { fha: 3.5 } },
      { loan_type: 'conventional' },
      9_000,
      '3% of the $300,000 price.',
    ],
    // 3% of $80,000 = $2,400, raised to the $3,000 floor.
    [
      'a floor',
      { kind: 'percent', of: 'price', percent: 3, min: 3_000, max: 15_000 },
      { target_price: 80_000 },
      3_000,
      '3% of the $80,000 price, raised to the $3,000 minimum.',
    ],
    // 4% of $300,000 = $12,000, capped at $6,000.
    [
      'a cap',
      { kind: 'percent', of: 'price', percent: 4, max: 6_000 },
      {},
      6_000,
      '4% of the $300,000 price, capped at $6,000.',
    ],
    // 10% of $450,000 = $45,000, capped at $30,000 outside the listed communities...
    [
      'a cap outside targeted areas',
      { kind: 'percent', of: 'price', percent: 10, max: 30_000, maxInTargetedArea: 50_000 },
      { target_price: 450_000 },
      30_000,
      'capped at $30,000',
    ],
    // ... and within them under their $50,000 cap: $45,000.
    [
      'a larger cap in targeted areas',
      { kind: 'percent', of: 'price', percent: 10, max: 30_000, maxInTargetedArea: 50_000 },
      { target_price: 450_000, targeted_area: 'yes' },
      45_000,
      '10% of the $450,000 price.',
    ],
    // Not sure about the area: the usual cap, $30,000.
    [
      'the usual cap when not sure about the area',
      { kind: 'percent', of: 'price', percent: 10, max: 30_000, maxInTargetedArea: 50_000 },
      { target_price: 450_000, targeted_area: 'not_sure' },
      30_000,
      'capped at $30,000',
    ],
    // 5% of $220,000 = $11,000, capped at $10,000.
    [
      'the usual rate for other occupations',
      georgiaDream(),
      { target_price: 220_000 },
      10_000,
      '5% of the $220,000 price, capped at $10,000.',
    ],
    // A teacher's 6% of $220,000 = $13,200, capped at $12,500.
    [
      'an occupation’s own rate and cap',
      georgiaDream(),
      { target_price: 220_000, occupation: 'teacher' },
      12_500,
      '6% of the $220,000 price (the rate for your line of work), capped at $12,500.',
    ],
    // 6% of $180,000 = $10,800, under the $12,500 cap.
    [
      'an occupation’s own rate under its cap',
      georgiaDream(),
      { target_price: 180_000, occupation: 'healthcare' },
      10_800,
      '6% of the $180,000 price (the rate for your line of work).',
    ],
    [
      'a veteran under a military rate',
      georgiaDream(),
      { target_price: 180_000, veteran: true },
      10_800,
      'the rate for your line of work',
    ],
    // FHA loan $289,500 × 6.5% = $18,817.50 of interest; 40% = $7,527, capped at $2,000, for 1 year.
    [
      'a tax credit at its yearly cap',
      { kind: 'tax_credit', ratePercent: 40, annualCap: 2_000, years: 1 },
      {},
      2_000,
      '40% of about $18,818 of interest in the first year (6.5% on an estimated $289,500 FHA loan), capped at $2,000 a year: a yearly tax credit, counted for the first year, never cash at closing.',
    ],
    // Conventional loan $97,000 × 6.5% = $6,305 of interest; 20% = $1,261.
    [
      'a tax credit under its cap',
      { kind: 'tax_credit', ratePercent: 20, annualCap: 2_000, years: 1 },
      { target_price: 100_000, loan_type: 'conventional' },
      1_261,
      '20% of about $6,305 of interest',
    ],
    // $2,000 a year for 3 years = $6,000.
    [
      'a tax credit over several years',
      { kind: 'tax_credit', ratePercent: 40, annualCap: 2_000, years: 3 },
      {},
      6_000,
      'counted for 3 years',
    ],
  ])('%s', (_, benefit, answers, amount, estimate) => {
    const evaluation = amountOf(benefit, answers);
    expect(evaluation.amount).toBe(amount);
    expect(evaluation.estimate).toContain(estimate);
  });

  it('says which loan it assumed when the buyer is not sure, only where the loan matters', () => {
    const share = amountOf({ kind: 'percent', of: 'loan', percent: 5 }, { loan_type: 'not_sure' });
    expect(share.reasons).toContain(
      'You are not sure which loan you want: this estimate assumes an FHA loan, the first mortgage most often paired with assistance.',
    );
    expect(amountOf({ kind: 'fixed', amount: 1_000 }, { loan_type: 'not_sure' }).reasons.join()).not.toContain(
      'not sure',
    );
  });

  it('assumes the loan a program works with when FHA is not one of them', () => {
    // Conventional only: $300,000 less 3% = $291,000; 5% = $14,550.
    const evaluation = amountOf({ kind: 'percent', of: 'loan', percent: 5 }, { loan_type: 'not_sure' }, [
      { kind: 'loan_types', allowed: ['conventional'] },
    ]);
    expect(evaluation.amount).toBe(14_550);
    expect(evaluation.reasons.join('\n')).toContain('assumes a conventional loan, the one this program works with');
  });

  it.each([
    [300_000, 'fha', 289_500],
    [300_000, 'conventional', 291_000],
    [300_000, 'va', 300_000],
    // $199,999 × 96.5% = $192,999.04, to the dollar $192,999.
    [199_999, 'fha', 192_999],
  ] as const)('estimates the first mortgage of a $%i home with %s at $%i', (price, loanType, loan) => {
    expect(estimatedLoan(price, loanType)).toBe(loan);
  });
});

function georgiaDream(): BenefitFormula {
  return {
    kind: 'percent',
    of: 'price',
    percent: 5,
    max: 10_000,
    occupationOverride: {
      occupations: ['teacher', 'law_enforcement', 'firefighter_ems', 'healthcare', 'military'],
      percent: 6,
      max: 12_500,
    },
  };
}

describe('the catalogue’s programs, for a buyer they fit', () => {
  type SeedRow = [slug: string, answers: Partial<QuestionnaireAnswers>, status: string, amount: number, limit?: number];
  const rows: SeedRow[] = [
    // 3.5% of $300,000 with FHA = $10,500; county income limits are for a lender to check.
    ['calhfa-myhome', { state: 'CA' }, 'possible', 10_500],
    // 20% of $600,000 = $120,000, under the $150,000 cap; a lottery, with a conventional first.
    [
      'calhfa-dream-for-all',
      { state: 'CA', parents_owned_home: false, target_price: 600_000, loan_type: 'conventional' },
      'possible',
      120_000,
    ],
    // Up to 5% of the $289,500 FHA loan = $14,475; $85,000 is well within 115% of Travis County's median.
    ['tdhca-my-first-texas-home', {}, 'likely', 14_475],
    // 40% of $18,817.50 of interest = $7,527, capped at $2,000.
    ['tdhca-mortgage-credit-certificate', {}, 'possible', 2_000],
    // A teacher: 5% of $289,500 = $14,475.
    ['tsahc-homes-for-texas-heroes', { occupation: 'teacher' }, 'likely', 14_475],
    // 3% of $400,000 = $12,000, under the $15,000 cap; county limits for a lender to check.
    ['sonyma-dpal', { state: 'NY', target_price: 400_000 }, 'possible', 12_000],
    // 4% of $200,000 = $8,000, capped at $6,000.
    ['ihda-access-forgivable', { state: 'IL', target_price: 200_000 }, 'possible', 6_000],
    // 5% of $200,000 = $10,000, capped at $7,500.
    ['ihda-access-deferred', { state: 'IL', target_price: 200_000 }, 'possible', 7_500],
    // 10% of $400,000 = $40,000, capped at $30,000 outside the listed cities; 135% AMI for a lender to check.
    ['masshousing-dpa', { state: 'MA', target_price: 400_000 }, 'possible', 30_000],
    // Savings $20,000 under 20% of $300,000 ($60,000); a fixed $6,000.
    ['mmp-1st-time-advantage-dpa', { state: 'MD' }, 'possible', 6_000],
    // 5% of the $289,500 FHA loan = $14,475.
    ['mmp-1st-time-advantage-percent', { state: 'MD' }, 'possible', 14_475],
    // The sources conflict on SmartBuy's amount: nothing is counted until a lender names it.
    ['md-smartbuy', { state: 'MD', student_debt: true }, 'possible', 0],
    // 3% of $289,500 = $8,685, under the $25,000 cap.
    ['chfa-dpa-grant', { state: 'CO' }, 'possible', 8_685],
    // 4% of $289,500 = $11,580.
    ['chfa-second-mortgage', { state: 'CO' }, 'possible', 11_580],
    // A nurse: 6% of $250,000 = $15,000, capped at $12,500.
    ['georgia-dream-pen', { state: 'GA', target_price: 250_000, occupation: 'healthcare' }, 'possible', 12_500],
    // 5% of $250,000 = $12,500, capped at $10,000.
    ['georgia-dream', { state: 'GA', target_price: 250_000 }, 'possible', 10_000],
    // 660–679 meets the 650 FHA minimum; 3.5% of $200,000 = $7,000.
    ['ohfa-your-choice', { state: 'OH', target_price: 200_000, credit_score_band: '660_679' }, 'possible', 7_000],
    // 660–679 meets 660, savings under $50,000; 4% of $300,000 = $12,000, capped at $6,000.
    ['phfa-keystone-advantage', { state: 'PA', credit_score_band: '660_679' }, 'possible', 6_000],
    // Arizona's HOME+PLUS: a flat $146,503 cap the household is under; up to 5% of $289,500 = $14,475.
    ['azida-home-plus', { state: 'AZ', county: '04013' }, 'possible', 14_475],
    // Detroit's grant: up to $25,000, 300% of the poverty level, which we cannot judge, in Wayne County.
    ['detroit-dpa', { state: 'MI', county: '26163' }, 'needs_review', 25_000],
    // FHLBank San Francisco's WISH: $4 for each $1 of $5,000 savings = $20,000.
    ['fhlbsf-wish', { state: 'CA', household_income: 40_000, savings: 5_000 }, 'possible', 20_000],
    // A fixed $15,000.
    ['nchfa-1st-home-advantage', { state: 'NC' }, 'possible', 15_000],
    // $10,000 to $15,000, depending on the county.
    ['njhmfa-down-payment-assistance', { state: 'NJ' }, 'possible', 15_000],
    // A fixed $7,000 for a first-generation buyer.
    ['njhmfa-first-generation', { state: 'NJ', parents_owned_home: false }, 'possible', 7_000],
    // Savings $15,000: under the $20,000 cap, over the 1% contribution ($3,000). A fixed $10,000.
    ['mshda-mi-10k', { state: 'MI', savings: 15_000 }, 'likely', 10_000],
    // 2.5% of $300,000 with FHA = $7,500.
    ['virginia-housing-dpa-grant', { state: 'VA' }, 'possible', 7_500],
    // A conventional loan and $40,000 within the county's 50% AMI limit of $45,000: $2,500, possible
    // since its last window ended on 28 February 2026 and a lender confirms whether it was extended.
    [
      'homeready-home-possible-credit',
      { loan_type: 'conventional', household_income: 40_000 },
      'possible',
      2_500,
      45_000,
    ],
  ];

  it('evaluates every program of the catalogue for a buyer of its state', () => {
    for (const seed of seededPrograms) {
      const evaluation = evaluateProgram(
        seed,
        buyer({ state: (seed.state ?? 'TX') as QuestionnaireAnswers['state'] }),
        noLimits,
      );
      expect(evaluation.amount).toBeGreaterThanOrEqual(0);
      expect(evaluation.estimate).not.toBe('');
    }
  });

  /** A county of each state the rows buy in, whose real figures judge the programs. */
  const homeCounty: Partial<Record<QuestionnaireAnswers['state'], string>> = {
    TX: '48453',
    CA: '06037',
    NY: '36061',
    IL: '17031',
    MA: '25025',
    MD: '24510',
    CO: '08031',
    GA: '13121',
    OH: '39049',
    PA: '42101',
    AZ: '04013',
    MI: '26163',
    NC: '37119',
    NJ: '34013',
    VA: '51059',
  };

  it.each(rows)('%s', (slug, answers, status, upTo, limit) => {
    const seed = seeded(slug);
    const household = buyer({ county: homeCounty[answers.state ?? 'TX'] ?? null, ...answers });
    const limits = limit
      ? new Map([
          [
            seed.id,
            { maxIncome: limit, area: 'Travis, TX', year: 2026, basis: "the program's income limit", derived: false },
          ],
        ])
      : countyLimitsOf([seed], household);
    const evaluation = evaluateProgram(seed, household, limits);
    expect(evaluation.blockers).toEqual([]);
    expect([evaluation.status, evaluation.upTo]).toEqual([status, upTo]);
  });

  it('turns a county limit into a decision once the county’s table is known', () => {
    const idaho = seeded('ihfa-dpa-second');
    const limits = new Map([
      [
        idaho.id,
        { maxIncome: 150_000, area: 'Ada, ID', year: 2026, basis: "the program's income limit", derived: false },
      ],
    ]);
    expect(evaluateProgram(idaho, buyer({ state: 'ID', county: 'Ada' }), limits).status).toBe('likely');
  });
});

describe('sorting', () => {
  it('lists likely, then possible, then needs review, then not eligible, each by amount', () => {
    const results = evaluatePrograms(
      [
        program({ id: 1, slug: 'a', name: 'Small likely', benefit: { kind: 'fixed', amount: 1_000 } }),
        program({
          id: 2,
          slug: 'b',
          name: 'Big possible',
          benefit: { kind: 'fixed', amount: 50_000 },
          eligibility: [{ kind: 'lottery' }],
        }),
        program({ id: 3, slug: 'c', name: 'Big likely', benefit: { kind: 'fixed', amount: 9_000 } }),
        program({
          id: 4,
          slug: 'd',
          name: 'Review',
          benefit: { kind: 'fixed', amount: 80_000 },
          eligibility: [{ kind: 'income_percent_of_ami', percent: 50 }],
        }),
        program({ id: 5, slug: 'e', name: 'Elsewhere', state: 'CA', benefit: { kind: 'fixed', amount: 90_000 } }),
        program({ id: 6, slug: 'f', name: 'Another small likely', benefit: { kind: 'fixed', amount: 1_000 } }),
      ],
      buyer(),
      noLimits,
    );
    expect(results.map((result) => [result.status, result.program.name])).toEqual([
      ['likely', 'Big likely'],
      ['likely', 'Another small likely'],
      ['likely', 'Small likely'],
      ['possible', 'Big possible'],
      ['needs_review', 'Review'],
      ['not_eligible', 'Elsewhere'],
    ]);
  });
});

describe('the totals-only evaluation of the "what if" reruns', () => {
  const answers: fc.Arbitrary<QuestionnaireAnswers> = fc.record({
    state: fc.constantFrom('TX', 'CA', 'FL', 'IL', 'MD', 'CO', 'GA', 'OH', 'NJ', 'NY', 'WY'),
    county: fc.constantFrom('Travis', '48453', '06037', '24510', null),
    city: fc.constantFrom(null, 'Austin', 'Los Angeles', 'elsewhere', 'not_sure'),
    household_size: fc.integer({ min: 1, max: 8 }),
    household_income: fc.integer({ min: 0, max: 400_000 }),
    owned_home_last_3_years: fc.boolean(),
    owned_home_last_7_years: fc.boolean(),
    parents_owned_home: fc.boolean(),
    veteran: fc.boolean(),
    occupation: fc.constantFrom(...questionnaireOccupations),
    primary_residence: fc.boolean(),
    property_type: fc.constantFrom(...propertyTypes),
    target_price: fc.integer({ min: 10_000, max: 2_000_000 }),
    credit_score_band: fc.constantFrom(...creditScoreBands.map((band) => band.value)),
    savings: fc.integer({ min: 0, max: 200_000 }),
    loan_type: fc.constantFrom(...loanTypePreferences),
    timeline: fc.constantFrom(...timelines),
    student_debt: fc.boolean(),
    targeted_area: fc.constantFrom(...targetedAreaAnswers),
  });
  const limits = fc
    .array(fc.option(fc.integer({ min: 20_000, max: 300_000 })), {
      minLength: seededPrograms.length,
      maxLength: seededPrograms.length,
    })
    .map(
      (maxima) =>
        new Map(
          maxima.flatMap((maxIncome, index) =>
            maxIncome === null
              ? []
              : [
                  [
                    index + 1,
                    { maxIncome, area: 'Travis, TX', year: 2026, basis: "the program's income limit", derived: false },
                  ] as const,
                ],
          ),
        ),
    );

  it('finds the status and amount of the full evaluation, for any answers and limits', () => {
    fc.assert(
      fc.property(answers, limits, (buyerAnswers, incomeLimits) => {
        for (const seed of seededPrograms) {
          const full = evaluateProgram(seed, buyerAnswers, incomeLimits);
          const totals = outcomeOf(seed, buyerAnswers, incomeLimits);
          expect([totals.status, totals.amount]).toEqual([full.status, full.amount]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('changes no program for an answer it does not read, so a "what if" reruns only those that read it', () => {
    fc.assert(
      fc.property(answers, answers, limits, (first, second, incomeLimits) => {
        for (const seed of seededPrograms) {
          const own = { ...first, state: (seed.state ?? first.state) as QuestionnaireAnswers['state'] };
          const read = answersReadBy(seed);
          const changed = Object.fromEntries(
            Object.entries(second).filter(([answer]) => (read & answerSet([answer])) === 0),
          );
          const before = outcomeOf(seed, own, incomeLimits);
          const after = outcomeOf(seed, { ...own, ...changed }, incomeLimits);
          expect([seed.slug, after.status, after.amount]).toEqual([seed.slug, before.status, before.amount]);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('keeps a program out of reach for any change to the answers its blocking rule does not read', () => {
    fc.assert(
      fc.property(answers, answers, limits, (first, second, incomeLimits) => {
        for (const seed of seededPrograms) {
          const own = { ...first, state: (seed.state ?? first.state) as QuestionnaireAnswers['state'] };
          // In another state, and in the program's own.
          for (const answered of [first, own]) {
            const before = outcomeOf(seed, answered, incomeLimits);
            if (before.status !== 'not_eligible') continue;
            const blockedBy = before.blockedBy;
            expect(blockedBy).toBeTypeOf('number');
            const changed = Object.fromEntries(
              Object.entries(second).filter(([answer]) => ((blockedBy ?? 0) & answerSet([answer])) === 0),
            );
            const after = outcomeOf(seed, { ...answered, ...changed }, incomeLimits);
            expect([seed.slug, after.status]).toEqual([seed.slug, 'not_eligible']);
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe('an area named by county, for a county answered by its FIPS code', () => {
  const homeInFive = seededPrograms.find((program) => program.slug === 'home-in-five-advantage');

  it.each([
    ['04013', 'Maricopa County, chosen from the list', true],
    ['Maricopa County', 'a county typed before the list existed', true],
    ['04019', 'Pima County', false],
  ])('%s (%s) is in Maricopa County: %s', (county, _, inArea) => {
    if (!homeInFive) throw new Error('The catalogue has no Home in Five Advantage.');
    const [evaluation] = evaluatePrograms([homeInFive], buyer({ state: 'AZ', county }), new Map());
    const outOfArea = evaluation?.blockers.includes('Only for homes in Maricopa County.') ?? false;
    expect(outOfArea).toBe(!inArea);
  });
});

describe('a city’s program, as the buyer says where the home is (decision 053)', () => {
  const austin = seeded('austin-dpa');
  const judged = (changes: Partial<QuestionnaireAnswers>, seed = austin) => {
    const household = buyer({ county: '48453', household_income: 60_000, ...changes });
    const evaluation = evaluateProgram(seed, household, countyLimitsOf([seed], household));
    return { ...evaluation, said: [...evaluation.reasons, ...evaluation.blockers, ...evaluation.warnings].join('\n') };
  };

  it.each<[string, Partial<QuestionnaireAnswers>, string, string]>([
    [
      'a Travis County buyer whose home is in Austin sees Austin’s program, judged by its rules',
      { city: 'Austin' },
      'possible',
      'Offered in Austin, where the home is.',
    ],
    [
      'a Williamson County buyer whose home is in Austin sees it too',
      { county: '48491', city: 'Austin' },
      'possible',
      'Offered in Austin, where the home is.',
    ],
    [
      'a Travis County buyer whose home is elsewhere in the county does not',
      { city: 'elsewhere' },
      'not_eligible',
      'Only for homes in Austin; you said the home is elsewhere in Travis County.',
    ],
    [
      'a Travis County buyer not sure of the city keeps it possible, with the reason',
      { city: 'not_sure' },
      'possible',
      'Only for homes in Austin: a lender will check the address.',
    ],
    [
      'a Travis County buyer who did not say the city is told the same',
      { city: null },
      'possible',
      'Only for homes in Austin: a lender will check the address.',
    ],
    [
      'a Harris County buyer does not see it',
      { county: '48201', city: 'Houston' },
      'not_eligible',
      'Only for homes in the City of Austin.',
    ],
  ])('%s', (_, changes, status, said) => {
    const evaluation = judged(changes);
    expect(evaluation.status).toBe(status);
    expect(evaluation.said).toContain(said);
    expect(evaluation.blockers.length > 0).toBe(status === 'not_eligible');
  });

  it.each<[string, string | null, string, string]>([
    [
      'in the City of Los Angeles, which runs its own',
      'Los Angeles',
      'not_eligible',
      'you said the home is in Los Angeles.',
    ],
    ['elsewhere in the county', 'elsewhere', 'possible', 'Offered in unincorporated Los Angeles County'],
    ['not sure', 'not_sure', 'possible', 'Not for homes in Los Angeles: a lender will check the address.'],
  ])('judges Los Angeles County’s own program for a home %s', (_, city, status, said) => {
    const evaluation = judged({ state: 'CA', county: '06037', city }, seeded('lacda-hop80'));
    expect(evaluation.status).toBe(status);
    expect(evaluation.said).toContain(said);
  });

  it('keeps a program of a whole county-equivalent for its county, without asking the city', () => {
    const baltimore = seeded('baltimore-fthb-incentive');
    const inCity = judged({ state: 'MD', county: '24510' }, baltimore);
    const inCounty = judged({ state: 'MD', county: '24005' }, baltimore);
    expect(inCity.said).toContain('Offered in Baltimore City, where you want to buy.');
    expect(inCity.status).not.toBe('not_eligible');
    expect(inCounty.blockers).toEqual(['Only for homes in Baltimore City.']);
  });

  it('never counts a closed program, even for a home in its city', () => {
    const household = buyer({ county: '48453', household_income: 60_000, city: 'Austin' });
    const walletOf = (seed: EngineProgram) => {
      const wallet = computeWallet([seed], household, countyLimitsOf([seed], household));
      const shown = [...wallet.chips.map((chip) => chip.evaluation), ...wallet.mightAdd];
      return { upTo: wallet.upToTotal, shown: shown.map((evaluation) => evaluation.program.slug) };
    };
    expect(walletOf(austin)).toEqual({ upTo: 40_000, shown: ['austin-dpa'] });
    const closed = { ...austin, fundingStatus: 'closed' as const };
    expect(judged({ city: 'Austin' }, closed).blockers).toContain('This program is closed to new applications.');
    expect(walletOf(closed)).toEqual({ upTo: 0, shown: [] });
  });
});
