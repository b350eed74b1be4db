/**
 * The kinds of a program's rules as the console's small forms ask for them: for each kind, its label,
 * the fields console staff fill in (in the contract's names) and what a new rule of that kind starts
 * from. The shapes themselves are the contract's (`eligibilityRuleSchema`, `benefitFormulaSchema`),
 * which check what is entered.
 */
import {
  type BenefitFormula,
  type EligibilityRule,
  incomeRuleKinds,
  loanTypes,
  occupations,
  programTypeLabels,
  programTypes,
  usStateCodes,
} from '@hbw/contract';

export type RuleField =
  | { kind: 'number'; name: string; label: string; description?: string }
  | { kind: 'numbers'; name: string; label: string; description?: string }
  | { kind: 'text'; name: string; label: string; description?: string }
  | { kind: 'texts'; name: string; label: string; description?: string }
  | { kind: 'boolean'; name: string; label: string }
  | { kind: 'choice'; name: string; label: string; options: readonly { value: string; label: string }[] }
  | { kind: 'choices'; name: string; label: string; options: readonly { value: string; label: string }[] };

export type RuleKind<Kind extends string, Rule> = { kind: Kind; label: string; fields: RuleField[]; start: Rule };

const asOptions = (values: readonly string[], label: (value: string) => string = (value) => value) =>
  values.map((value) => ({ value, label: label(value) }));

const words = (value: string) => value.replaceAll('_', ' ');

type EligibilityKind = EligibilityRule['kind'];

export const eligibilityRuleKinds: {
  [Kind in EligibilityKind]: RuleKind<Kind, Extract<EligibilityRule, { kind: Kind }>>;
} = {
  states: {
    kind: 'states',
    label: 'Only in these states',
    fields: [{ kind: 'choices', name: 'states', label: 'States', options: asOptions(usStateCodes) }],
    start: { kind: 'states', states: [] },
  },
  first_time_buyer: {
    kind: 'first_time_buyer',
    label: 'First-time buyer',
    fields: [
      { kind: 'number', name: 'lookbackYears', label: 'No home owned in the last (years)' },
      {
        kind: 'choices',
        name: 'exemptIf',
        label: 'Exempt',
        options: [
          { value: 'veteran', label: 'Veterans' },
          { value: 'targeted_area', label: 'Homes in a targeted area' },
        ],
      },
    ],
    start: { kind: 'first_time_buyer', lookbackYears: 3, exemptIf: [] },
  },
  first_generation: {
    kind: 'first_generation',
    label: 'First-generation buyer',
    fields: [{ kind: 'number', name: 'lookbackYears', label: 'No home owned in the last (years)' }],
    start: { kind: 'first_generation', lookbackYears: 3 },
  },
  income_percent_of_ami: {
    kind: 'income_percent_of_ami',
    label: 'Income limit: a share of the area median income',
    fields: [
      { kind: 'number', name: 'percent', label: 'Percent of area median income' },
      {
        kind: 'number',
        name: 'abovePercent',
        label: 'Only above this percent',
        description: 'A floor, when the program serves only incomes above a share (MIPA: 80)',
      },
    ],
    start: { kind: 'income_percent_of_ami', percent: 80 },
  },
  county_limits: {
    kind: 'county_limits',
    label: 'Income or price limits by county (the agency’s table)',
    fields: [
      { kind: 'boolean', name: 'income', label: 'Income limits by county' },
      { kind: 'boolean', name: 'price', label: 'Price limits by county' },
      { kind: 'text', name: 'table', label: 'Income table', description: 'The agency table’s name, when loaded' },
      {
        kind: 'text',
        name: 'repeatBuyerTable',
        label: 'Income table for repeat buyers',
        description: 'When buyers who owned a home in the last 3 years have a table of their own',
      },
    ],
    start: { kind: 'county_limits', income: true, price: false },
  },
  income_cap: {
    kind: 'income_cap',
    label: 'Income limit: dollars by household size',
    fields: [
      {
        kind: 'numbers',
        name: 'byHouseholdSize',
        label: 'Yearly income caps, by household size',
        description: 'From 1 person up, separated by spaces; the last one applies to larger households',
      },
      { kind: 'boolean', name: 'borrowerOnly', label: 'Only the borrowers’ income counts' },
    ],
    start: { kind: 'income_cap', byHouseholdSize: [] },
  },
  price_limit: {
    kind: 'price_limit',
    label: 'Price limit',
    fields: [{ kind: 'number', name: 'max', label: 'Highest price (dollars)' }],
    start: { kind: 'price_limit', max: 0 },
  },
  min_credit_score: {
    kind: 'min_credit_score',
    label: 'Minimum credit score',
    fields: [{ kind: 'number', name: 'score', label: 'Score' }],
    start: { kind: 'min_credit_score', score: 640 },
  },
  max_debt_to_income: {
    kind: 'max_debt_to_income',
    label: 'Highest debt-to-income ratio',
    fields: [{ kind: 'number', name: 'percent', label: 'Percent' }],
    start: { kind: 'max_debt_to_income', percent: 45 },
  },
  occupations: {
    kind: 'occupations',
    label: 'Only these occupations',
    fields: [{ kind: 'choices', name: 'occupations', label: 'Occupations', options: asOptions(occupations, words) }],
    start: { kind: 'occupations', occupations: [] },
  },
  loan_types: {
    kind: 'loan_types',
    label: 'Only with these first mortgages',
    fields: [
      {
        kind: 'choices',
        name: 'allowed',
        label: 'Loan types',
        options: asOptions(loanTypes, (type) => type.toUpperCase()),
      },
    ],
    start: { kind: 'loan_types', allowed: [] },
  },
  primary_residence: {
    kind: 'primary_residence',
    label: 'The buyer lives in the home',
    fields: [],
    start: { kind: 'primary_residence' },
  },
  homebuyer_education: {
    kind: 'homebuyer_education',
    label: 'Homebuyer education',
    fields: [],
    start: { kind: 'homebuyer_education' },
  },
  liquid_assets_max: {
    kind: 'liquid_assets_max',
    label: 'Savings limit (dollars)',
    fields: [{ kind: 'number', name: 'max', label: 'Most savings (dollars)' }],
    start: { kind: 'liquid_assets_max', max: 0 },
  },
  liquid_assets_max_percent_of_price: {
    kind: 'liquid_assets_max_percent_of_price',
    label: 'Savings limit (share of the price)',
    fields: [{ kind: 'number', name: 'percent', label: 'Percent of the price' }],
    start: { kind: 'liquid_assets_max_percent_of_price', percent: 10 },
  },
  min_contribution: {
    kind: 'min_contribution',
    label: 'The buyer’s own contribution',
    fields: [
      { kind: 'number', name: 'amount', label: 'Dollars' },
      { kind: 'number', name: 'percentOfPrice', label: 'Or percent of the price' },
    ],
    start: { kind: 'min_contribution', amount: 1000 },
  },
  student_debt: { kind: 'student_debt', label: 'Student debt', fields: [], start: { kind: 'student_debt' } },
  lottery: { kind: 'lottery', label: 'Awarded by lottery', fields: [], start: { kind: 'lottery' } },
  application_round: {
    kind: 'application_round',
    label: 'A round of applications with dates',
    fields: [
      {
        kind: 'text',
        name: 'round',
        label: 'The round, as the administrator names it',
        description: 'For example 2026',
      },
      { kind: 'text', name: 'opens', label: 'Opens (YYYY-MM-DD)' },
      { kind: 'text', name: 'closes', label: 'Closes (YYYY-MM-DD)', description: 'Blank when no source gives a day' },
    ],
    start: { kind: 'application_round', round: '', opens: '' },
  },
  income_percent_of_fpl: {
    kind: 'income_percent_of_fpl',
    label: 'Income limit: a share of the federal poverty level',
    fields: [{ kind: 'number', name: 'percent', label: 'Percent of the poverty level' }],
    start: { kind: 'income_percent_of_fpl', percent: 300 },
  },
  no_income_limit: {
    kind: 'no_income_limit',
    label: 'No income limit',
    fields: [],
    start: { kind: 'no_income_limit' },
  },
  income_limit_unknown: {
    kind: 'income_limit_unknown',
    label: 'Income limit not published (a lender says)',
    fields: [],
    start: { kind: 'income_limit_unknown' },
  },
  area: {
    kind: 'area',
    label: 'Only part of the state',
    fields: [
      { kind: 'text', name: 'place', label: 'Place, as buyers read it' },
      { kind: 'texts', name: 'counties', label: 'Counties', description: 'Separated by commas, without “County”' },
      { kind: 'texts', name: 'exceptCounties', label: 'Except these counties' },
      { kind: 'boolean', name: 'withinCityLimits', label: 'Inside the city limits (a lender checks)' },
      { kind: 'boolean', name: 'local', label: 'A city’s or county’s own program' },
    ],
    start: { kind: 'area', place: '' },
  },
  condition: {
    kind: 'condition',
    label: 'A condition the questionnaire does not ask',
    fields: [
      { kind: 'text', name: 'text', label: 'The condition' },
      {
        kind: 'choice',
        name: 'settledBy',
        label: 'Who settles it',
        options: [
          { value: 'lender', label: 'A lender, with the loan (possible)' },
          { value: 'review', label: 'A review: it narrows the program to few buyers' },
        ],
      },
    ],
    start: { kind: 'condition', text: '', settledBy: 'lender' },
  },
};

const isIncomeKind = (kind: string) => (incomeRuleKinds as readonly string[]).includes(kind);
/** The rule of a program's `income`: one of these, always. */
export const incomeKinds = Object.values(eligibilityRuleKinds).filter((rule) => isIncomeKind(rule.kind));
/** The rules of a program's `eligibility` list: every kind but the income ones. */
export const otherRuleKinds = Object.values(eligibilityRuleKinds).filter((rule) => !isIncomeKind(rule.kind));

type BenefitKind = BenefitFormula['kind'];

export const benefitKinds: { [Kind in BenefitKind]: RuleKind<Kind, Extract<BenefitFormula, { kind: Kind }>> } = {
  fixed: {
    kind: 'fixed',
    label: 'A fixed amount',
    fields: [
      { kind: 'number', name: 'amount', label: 'Dollars (the most)' },
      {
        kind: 'number',
        name: 'least',
        label: 'Sure part (dollars)',
        description: 'Blank when the amount is exact; 0 for "up to"',
      },
    ],
    start: { kind: 'fixed', amount: 0 },
  },
  percent: {
    kind: 'percent',
    label: 'A share of the price or the loan',
    fields: [
      {
        kind: 'choice',
        name: 'of',
        label: 'Of',
        options: [
          { value: 'price', label: 'The price' },
          { value: 'loan', label: 'The first mortgage' },
        ],
      },
      { kind: 'number', name: 'percent', label: 'Percent (the most)' },
      {
        kind: 'number',
        name: 'leastPercent',
        label: 'Sure percent',
        description: 'Blank when the percent is exact; 2 for "2% to 5%", 0 for "up to"',
      },
      { kind: 'number', name: 'min', label: 'At least (dollars)' },
      { kind: 'number', name: 'max', label: 'At most (dollars)' },
      { kind: 'number', name: 'maxInTargetedArea', label: 'At most in a targeted area (dollars)' },
    ],
    start: { kind: 'percent', of: 'price', percent: 3 },
  },
  tax_credit: {
    kind: 'tax_credit',
    label: 'A tax credit on the mortgage interest',
    fields: [
      { kind: 'number', name: 'ratePercent', label: 'Percent of the interest' },
      { kind: 'number', name: 'annualCap', label: 'At most a year (dollars)' },
      { kind: 'number', name: 'years', label: 'Years counted' },
    ],
    start: { kind: 'tax_credit', ratePercent: 20, years: 1 },
  },
  savings_match: {
    kind: 'savings_match',
    label: 'A match of the buyer’s savings',
    fields: [
      { kind: 'number', name: 'ratio', label: 'Dollars for each dollar saved' },
      { kind: 'number', name: 'max', label: 'At most (dollars)' },
    ],
    start: { kind: 'savings_match', ratio: 1, max: 0 },
  },
  not_published: {
    kind: 'not_published',
    label: 'Not published (a lender names the amount)',
    fields: [],
    start: { kind: 'not_published' },
  },
};

export const programTypeOptions = programTypes.map((type) => ({ value: type, label: programTypeLabels[type] }));
