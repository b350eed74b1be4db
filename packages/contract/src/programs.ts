/**
 * Programs (chips): one homebuyer assistance offer each, with the rules the eligibility engine reads.
 * The shapes follow how agencies write their programs (research/programs.md).
 */
import { z } from 'zod';
import { pageOf } from './api.ts';
import { countyByFips } from './counties.ts';
import { fieldsValid } from './fields.ts';
import { sourceKinds } from './program-sources.ts';
import { fundingStatuses, loanTypes, occupations, programStatuses, programTypes } from './program-terms.ts';
import { usStateCodes } from './us-states.ts';

const money = z.number().int().nonnegative();
const percent = z.number().positive().max(100);

/**
 * How much a program gives. `percent` applies to the price or the first-mortgage amount, can differ
 * by first-mortgage type, and is clamped to [min, max]; a larger max may apply in targeted areas.
 * A range stays a range: `amount` and `percent` are the most a program gives, `least` and
 * `leastPercent` the part a buyer can count on ("up to $50,000" is `least: 0`, "2% to 5%" is
 * `leastPercent: 2`); without them the figure is exact.
 */
export const benefitFormulaSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('fixed'), amount: money, least: money.optional() }),
  z.object({
    kind: z.literal('percent'),
    of: z.enum(['price', 'loan']),
    percent,
    leastPercent: z.number().nonnegative().max(100).optional(),
    percentByLoanType: z.partialRecord(z.enum(loanTypes), percent).optional(),
    min: money.optional(),
    max: money.optional(),
    maxInTargetedArea: money.optional(),
    /** A different rate and cap for buyers in these occupations (Georgia Dream's PEN, for one). */
    occupationOverride: z
      .object({ occupations: z.array(z.enum(occupations)).min(1), percent, max: money.optional() })
      .optional(),
  }),
  /** A mortgage credit certificate: a share of the yearly mortgage interest as a tax credit. */
  z.object({
    kind: z.literal('tax_credit'),
    ratePercent: percent,
    annualCap: money.optional(),
    years: z.number().int().positive(),
  }),
  /** A match of the buyer's own savings, `ratio` dollars for each, up to `max` (FHLBank WISH's 4:1). */
  z.object({ kind: z.literal('savings_match'), ratio: z.number().positive(), max: money }),
  /** No figure the sources agree on: the program counts for nothing until a lender names the amount. */
  z.object({ kind: z.literal('not_published') }),
]);
export type BenefitFormula = z.infer<typeof benefitFormulaSchema>;

const cityName = z.string().trim().min(1).max(80);
/**
 * A place a program applies to: a county by its 5-digit FIPS code, and the city inside it when the
 * program is limited to one. Without `city`, the whole county (Baltimore City, a county-equivalent),
 * less `exceptCities`, the cities that run programs of their own instead (Franklin County's outside
 * Columbus).
 */
export const programPlaceSchema = z
  .object({
    county: z.string().regex(/^\d{5}$/, 'Name the county by its 5-digit FIPS code.'),
    city: cityName.optional(),
    exceptCities: z.array(cityName).min(1).optional(),
  })
  .refine((place) => place.city === undefined || place.exceptCities === undefined, {
    message: 'A place is a city, or a county less some cities, not both.',
    path: ['exceptCities'],
    when: fieldsValid('city', 'exceptCities'),
  });
export type ProgramPlace = z.infer<typeof programPlaceSchema>;

/** One condition of eligibility. The engine explains each in the buyer's words. */
export const eligibilityRuleSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('states'), states: z.array(z.enum(usStateCodes)).min(1) }),
  z.object({
    kind: z.literal('first_time_buyer'),
    lookbackYears: z.number().int().positive(),
    exemptIf: z.array(z.enum(['veteran', 'targeted_area'])).default([]),
  }),
  /** Neither the buyer (within the years) nor their parents have owned a home. */
  z.object({ kind: z.literal('first_generation'), lookbackYears: z.number().int().positive() }),
  /**
   * A share of the area median income. By HUD's figures for the buyer's county and household size,
   * unless `householdSizeAdjusted` is false (Fannie Mae's and Freddie Mac's "80% of AMI": one limit
   * for every household size); `abovePercent` when the program serves only incomes above a share
   * (Los Angeles's MIPA: 81% to 120%); `occupationTable` when buyers of some lines of work have a
   * higher limit of the agency's own (San Francisco's DALP: 200% for first responders and educators).
   */
  z.object({
    kind: z.literal('income_percent_of_ami'),
    percent: z.number().positive().max(300),
    abovePercent: z.number().positive().max(300).optional(),
    householdSizeAdjusted: z.boolean().optional(),
    occupationTable: z.object({ occupations: z.array(z.enum(occupations)).min(1), table: z.string() }).optional(),
  }),
  /**
   * Income and/or price limits published per county, which only the program's tables settle;
   * `table` names the agency's income table in `county_income_limits` when we have it, and
   * `repeatBuyerTable` the one for buyers who owned a home in the last 3 years, when it differs.
   */
  z.object({
    kind: z.literal('county_limits'),
    income: z.boolean(),
    price: z.boolean(),
    table: z.string().optional(),
    repeatBuyerTable: z.string().optional(),
  }),
  /** A flat yearly income cap by household size; the last entry applies to larger households. */
  z.object({
    kind: z.literal('income_cap'),
    byHouseholdSize: z.array(money).min(1),
    /** Only the borrowers' income counts, not the whole household's (DC Open Doors). */
    borrowerOnly: z.boolean().optional(),
  }),
  z.object({ kind: z.literal('price_limit'), max: money }),
  z.object({
    kind: z.literal('min_credit_score'),
    score: z.number().int(),
    byLoanType: z.partialRecord(z.enum(loanTypes), z.number().int()).optional(),
  }),
  z.object({ kind: z.literal('max_debt_to_income'), percent }),
  z.object({ kind: z.literal('occupations'), occupations: z.array(z.enum(occupations)).min(1) }),
  z.object({ kind: z.literal('loan_types'), allowed: z.array(z.enum(loanTypes)).min(1) }),
  z.object({ kind: z.literal('primary_residence') }),
  z.object({ kind: z.literal('homebuyer_education') }),
  z.object({ kind: z.literal('liquid_assets_max'), max: money }),
  z.object({ kind: z.literal('liquid_assets_max_percent_of_price'), percent }),
  z.object({ kind: z.literal('min_contribution'), amount: money.optional(), percentOfPrice: percent.optional() }),
  z.object({ kind: z.literal('student_debt') }),
  z.object({ kind: z.literal('lottery') }),
  /**
   * Applications are taken in a round with dates (most Federal Home Loan Bank grants open once a year
   * and run until their funds are reserved): the day it opens and, when a source gives one, the day
   * it closes; `round` names it as the administrator does ("2026"). Where a round stands today is
   * said in the program's description and funding status, which the engine counts by.
   */
  z
    .object({
      kind: z.literal('application_round'),
      round: z.string().trim().min(1).max(40),
      opens: z.iso.date('Write the date as YYYY-MM-DD.'),
      closes: z.iso.date('Write the date as YYYY-MM-DD.').optional(),
    })
    .refine((rule) => rule.closes === undefined || rule.closes >= rule.opens, {
      path: ['closes'],
      message: 'A round closes on or after the day it opens.',
      when: fieldsValid('opens', 'closes'),
    }),
  /** A share of the federal poverty level, by household size (Detroit's 300%). */
  z.object({ kind: z.literal('income_percent_of_fpl'), percent: z.number().positive().max(1000) }),
  /** The sources say there is no income limit. */
  z.object({ kind: z.literal('no_income_limit') }),
  /** The sources name no income limit: a lender will say what applies. */
  z.object({ kind: z.literal('income_limit_unknown') }),
  /**
   * Only part of a state: the counties (as buyers type them, without "County") it includes or
   * excludes; `withinCityLimits` when the address must also lie inside a city, which a lender checks.
   * `places` names where it applies as the buyer can say it (decision 053): each a county by its
   * FIPS code, with the city inside it when the program is the city's, so that the questionnaire
   * asks which city the home is in; a city across several counties is listed once in each.
   */
  z.object({
    kind: z.literal('area'),
    place: z.string().min(1),
    counties: z.array(z.string().min(1)).optional(),
    exceptCounties: z.array(z.string().min(1)).optional(),
    withinCityLimits: z.boolean().optional(),
    places: z.array(programPlaceSchema).min(1).optional(),
    /** The program is a city's or county's own, not one of the state's. */
    local: z.boolean().optional(),
  }),
  /**
   * A condition the questionnaire does not ask: `lender` when a lender settles it as part of the loan
   * (at best possible), `review` when it narrows the program to few buyers (needs review).
   */
  z.object({ kind: z.literal('condition'), text: z.string().min(1), settledBy: z.enum(['lender', 'review']) }),
]);
export type EligibilityRule = z.infer<typeof eligibilityRuleSchema>;

/** The rules that say whose income is limited and how; every catalogue program states one. */
export const incomeRuleKinds = [
  'income_percent_of_ami',
  'county_limits',
  'income_cap',
  'income_percent_of_fpl',
  'no_income_limit',
  'income_limit_unknown',
] as const;

const programSlug = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lowercase letters, digits and single hyphens.')
  .max(80);

/**
 * The first mortgage a program needs. `any`: any lender's first (the loan type may still be limited by
 * a `loan_types` rule). `own`: the first mortgage of one agency or product family (`families`), named
 * `label` for buyers; a home has one first mortgage, so programs of different families never count
 * together. `bondFinanced` when that first is funded by mortgage revenue bonds.
 */
export const firstMortgageSchema = z.discriminatedUnion('lender', [
  z.object({ lender: z.literal('any') }),
  z.object({
    lender: z.literal('own'),
    /** The families whose first mortgage it works with; usually one. */
    families: z.array(programSlug).min(1),
    label: z.string().min(1),
    bondFinanced: z.boolean().default(false),
  }),
]);
export type FirstMortgage = z.infer<typeof firstMortgageSchema>;

/**
 * What the sources say about combining, beyond the one-first-mortgage rule. Programs on the same
 * family's first mortgage give one assistance per loan unless they name each other in
 * `combinableWith` (mortgage credit certificates excepted); `notCombinableWith` and `notWithTypes`
 * exclude; `notOnBondFinancedFirst` keeps a credit certificate off a bond-financed first.
 */
export const stackingSchema = z.object({
  combinableWith: z.array(programSlug).default([]),
  notWithTypes: z.array(z.enum(programTypes)).default([]),
  notOnBondFinancedFirst: z.boolean().default(false),
});
export type Stacking = z.infer<typeof stackingSchema>;
export const confidences = ['A', 'B', 'C'] as const;

export const administratorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  short_name: z.string(),
  state: z.string().nullable(),
  website: z.string().nullable(),
});

/**
 * A source as cited (decision 042): its kind, and its date as precise as the research gives it
 * (a day, a month or a year), or null when it gives none.
 */
export const programSourceSchema = z.object({
  name: z.string().trim().min(1, 'Name the source.'),
  url: z.url('Enter the address as https://…').optional(),
  kind: z.enum(sourceKinds, { error: 'Choose what kind of source it is.' }),
  date: z
    .string()
    .regex(/^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/, 'Write the date as YYYY-MM-DD, YYYY-MM or YYYY.')
    .nullable(),
  note: z.string().trim().min(1).optional(),
});

export const programSummarySchema = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  administrator: administratorSchema,
  state: z.string().nullable(),
  /**
   * Where the program is offered: its state, or the states a program of several names (a Federal
   * Home Loan Bank's district, decision 051); null for a program of every state.
   */
  states: z.array(z.enum(usStateCodes)).nullable(),
  type: z.enum(programTypes),
  summary: z.string(),
  amount_summary: z.string(),
  /** The most the program can give anyone, in dollars; null when it has no cap. */
  max_amount: z.number().int().nullable(),
  funding_status: z.enum(fundingStatuses),
  /** Buyers only ever see published programs; the console sees every status. */
  status: z.enum(programStatuses),
  first_time_buyer_required: z.boolean(),
  occupations: z.array(z.enum(occupations)),
  source_url: z.string(),
  /** The day the catalogue's row was last reviewed (decision 042: not a check of the source). */
  last_checked: z.string(),
  /** The source the program stands on: the administrator's own when one is cited (decision 042). */
  source: programSourceSchema.pick({ kind: true, name: true, date: true }).nullable(),
  professional_count: z.number().int(),
});
export type ProgramSummary = z.infer<typeof programSummarySchema>;

export const programDetailSchema = programSummarySchema.extend({
  description: z.string(),
  benefit: benefitFormulaSchema,
  eligibility: z.array(eligibilityRuleSchema),
  /** Programs this one cannot be combined with. */
  not_combinable_with: z.array(z.object({ id: z.number().int(), name: z.string() })),
  first_mortgage: firstMortgageSchema,
  stacking: stackingSchema,
  /** How sure the sources are: A the agency's own page, B a reputable secondary source, C weak or conflicting. */
  confidence: z.enum(confidences),
  /** What a lender must confirm before the amount or a rule can be relied on, or null. */
  to_confirm: z.string().nullable(),
  /** Where each fact was read, with its kind and the date the research gives it. */
  sources: z.array(programSourceSchema),
});
export type ProgramDetail = z.infer<typeof programDetailSchema>;

const countyMessage = 'Choose a county by its 5-digit FIPS code, such as 48453 for Travis County, Texas.';
/** A county of any state by its 5-digit FIPS code. */
const countyCode = z
  .string({ error: countyMessage })
  .regex(/^\d{5}$/, { message: countyMessage, abort: true })
  .refine((fips) => countyByFips(fips) !== undefined, countyMessage);

export const programListQuery = z.object({
  search: z.string().trim().max(100).optional(),
  state: z.enum(usStateCodes, { error: 'Choose a state.' }).optional(),
  type: z.enum(programTypes, { error: 'Choose a program type.' }).optional(),
  funding_status: z.enum(fundingStatuses).optional(),
  first_time_buyer: z.enum(['required', 'not_required']).optional(),
  occupation: z.enum(occupations).optional(),
  /** Only programs that can give at least this much (programs without a cap always can). */
  min_amount: z.coerce
    .number({ error: 'Enter an amount in dollars.' })
    .int('Enter a whole number of dollars.')
    .min(0, 'Enter an amount of 0 or more.')
    .max(10_000_000, 'Enter an amount of at most $10,000,000.')
    .optional(),
  /** Only programs that reach a home in this county: its state's, national ones, and the county's own. */
  county: countyCode.optional(),
  /**
   * With `county`: only programs that reach a home in this city of the county (one `GET programs/places`
   * lists), or `elsewhere` in the county; a program of another city of the county is left out.
   */
  city: z.string().trim().min(1, 'Choose a city.').max(80, 'Choose a city of the county.').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  // Up to the whole catalogue at once, for a choice of program in a form.
  per_page: z.coerce.number().int().min(1).max(500).default(20),
});
export type ProgramListQuery = z.infer<typeof programListQuery>;
export const programPage = pageOf(programSummarySchema);

/** `GET programs/places`: the cities of a county that have programs of their own (decision 053). */
export const countyPlacesQuery = z.object({ county: countyCode });
export const countyPlacesSchema = z.object({
  county: z.string(),
  /** As a buyer reads it: "Travis County". */
  county_label: z.string(),
  /** The cities, by name: what the questionnaire's city question lists. */
  cities: z.array(z.string()),
});
export type CountyPlaces = z.infer<typeof countyPlacesSchema>;
