/**
 * The questionnaire: what the eligibility engine needs to know about a buyer (docs/product.md section 2).
 * `/app/survey` asks it one step at a time and saves each step as a draft; `/app/survey2` asks it on
 * one page; the visitor's `/questionaire` keeps it in the browser. The same fields, in the same
 * order, with the same messages, serve all three and the server. The schemas are here; the fields,
 * questions and choices they are built from are in `questionnaire-terms.ts`.
 */
import { z } from 'zod';
import { fieldsValid } from './fields.ts';
import { questionnaireOccupations } from './program-terms.ts';
import {
  type CreditScoreBand,
  cityNotListed,
  countyOutsideState,
  creditScoreBands,
  HOUSEHOLD_SIZE_MAX,
  isAsked,
  loanTypePreferences,
  propertyTypes,
  type QuestionnaireField,
  questionnaireFields,
  targetedAreaAnswers,
  timelines,
} from './questionnaire-terms.ts';
import { stateFipsCodes, usStateCodes } from './us-states.ts';

export const TARGET_PRICE_MIN = 10_000;
export const TARGET_PRICE_MAX = 20_000_000;
const DOLLARS_MAX = 100_000_000;

const creditScoreBandValues = creditScoreBands.map((band) => band.value) as [CreditScoreBand, ...CreditScoreBand[]];

const yesNo = (message: string) => z.boolean({ error: message });
const dollars = (message: string) =>
  z
    .number({ error: message })
    .int('Enter a whole number of dollars, without cents.')
    .min(0, 'This amount cannot be negative.')
    .max(DOLLARS_MAX, message);

/** Each answer with its message, for every field of the questionnaire (`questionnaireFields`). */
const answerFields = {
  state: z.enum(usStateCodes, { error: 'Choose the state where you want to buy.' }),
  /** The county's 5-digit FIPS code, one of the state's (`countiesOf`); empty or null for none. */
  county: z
    .string({ error: 'Choose the county where you want to buy from the list, or leave it empty.' })
    .regex(/^(\d{5})?$/, 'Choose the county where you want to buy from the list, or leave it empty.')
    .nullable(),
  /**
   * Which city the home is in, asked when the county has programs of a city (decision 053): one of
   * those cities, `elsewhere` or `not_sure`; the server checks the city against the county's.
   */
  city: z.string({ error: cityNotListed }).trim().min(1, cityNotListed).max(80, cityNotListed).nullable(),
  household_size: z
    .number({ error: 'Choose how many people live in your household, from 1 to 8 or more.' })
    .int('Choose how many people live in your household, from 1 to 8 or more.')
    .min(1, 'Choose how many people live in your household, from 1 to 8 or more.')
    .max(HOUSEHOLD_SIZE_MAX, 'Choose how many people live in your household, from 1 to 8 or more.'),
  household_income: dollars('Enter your yearly household income before taxes, in dollars.'),
  owned_home_last_3_years: yesNo('Tell us whether you have owned a home in the last 3 years.'),
  /** Asked only when the answer above is no: first-generation programs look back 7 years. */
  owned_home_last_7_years: yesNo('Tell us whether you have owned a home in the last 7 years.').nullable(),
  parents_owned_home: yesNo('Tell us whether either of your parents has ever owned a home.'),
  veteran: yesNo('Tell us whether you are a veteran or serve in the military.'),
  occupation: z.enum(questionnaireOccupations, { error: 'Choose your occupation, or “None of these”.' }),
  primary_residence: yesNo('Tell us whether you will live in the home you buy.'),
  property_type: z.enum(propertyTypes, { error: 'Choose the kind of home you want to buy.' }),
  target_price: z
    .number({ error: 'Enter the price you hope to pay, in dollars.' })
    .int('Enter a whole number of dollars, without cents.')
    .min(TARGET_PRICE_MIN, 'Enter a price of at least $10,000.')
    .max(TARGET_PRICE_MAX, 'Enter a price of at most $20,000,000.'),
  credit_score_band: z.enum(creditScoreBandValues, { error: 'Choose the range your credit score is in.' }),
  savings: dollars('Enter the savings you could use toward the home, in dollars (0 if none).'),
  loan_type: z.enum(loanTypePreferences, { error: 'Choose the loan you prefer, or “Not sure”.' }),
  timeline: z.enum(timelines, { error: 'Choose when you plan to buy.' }),
  student_debt: yesNo('Tell us whether you have student loans.'),
  targeted_area: z.enum(targetedAreaAnswers, {
    error: 'Tell us whether the home is in a targeted area, or choose “Not sure”.',
  }),
} satisfies Record<QuestionnaireField, z.ZodType>;

/** Answers saved along the way: any of the fields, each checked as it comes. */
export const questionnaireDraftSchema = z.object(answerFields).partial();
export type QuestionnaireDraft = z.infer<typeof questionnaireDraftSchema>;

/**
 * A finished questionnaire: every asked field answered; the county may stay empty. The checks across
 * answers run while other answers are missing or wrong, so that a half-filled form hears of every
 * question, but each only once the answers it reads passed their own.
 */
export const questionnaireAnswersSchema = z
  .object({
    ...answerFields,
    county: answerFields.county.optional(),
    city: answerFields.city.optional(),
    owned_home_last_7_years: answerFields.owned_home_last_7_years.optional(),
  })
  .refine((answers) => answers.owned_home_last_3_years || answers.owned_home_last_7_years != null, {
    path: ['owned_home_last_7_years'],
    message: 'Tell us whether you have owned a home in the last 7 years.',
    when: fieldsValid('owned_home_last_3_years', 'owned_home_last_7_years'),
  })
  .superRefine(
    (answers, context) => {
      const countyMessage = countyStateIssue(answers);
      if (countyMessage) context.addIssue({ code: 'custom', path: ['county'], message: countyMessage });
    },
    { when: fieldsValid('state', 'county') },
  );
export type QuestionnaireAnswers = z.infer<typeof questionnaireAnswersSchema>;

/**
 * Why the county answered cannot be the state's (its code starts with another state's), or
 * undefined. This much the form checks without the county list; `countyIssue` (counties.ts), which
 * the server applies, also checks that the state has the county.
 */
export function countyStateIssue(answers: QuestionnaireDraft): string | undefined {
  const { state, county } = answers;
  if (!state || !county || !usStateCodes.includes(state) || county.startsWith(stateFipsCodes[state])) {
    return undefined;
  }
  return countyOutsideState(state);
}

/** `PUT wizard/answers`: the fields given replace the saved ones; `complete` finishes the questionnaire. */
export const saveAnswersBody = questionnaireDraftSchema.extend({
  complete: z.boolean({ error: 'Say true to finish the questionnaire.' }).optional(),
});

export const savedAnswersSchema = z.object({
  answers: questionnaireDraftSchema,
  /** Every asked field is answered: results and the wallet can be computed. */
  complete: z.boolean(),
  /** When the buyer first finished the questionnaire (the profile's hasQuestion), or null. */
  completed_at: z.string().nullable(),
  /** Asked fields still without an answer, in the questionnaire's order. */
  missing: z.array(z.enum(questionnaireFields)),
  updated_at: z.string().nullable(),
});
export type SavedAnswers = z.infer<typeof savedAnswersSchema>;

/** Where the home is may stay unsaid: the county and the city are never required. */
const optionalFields: readonly QuestionnaireField[] = ['county', 'city'];

/** The asked fields still missing from a draft, in order. */
export function missingAnswers(answers: QuestionnaireDraft): QuestionnaireField[] {
  return questionnaireFields.filter(
    (field) =>
      !optionalFields.includes(field) &&
      isAsked(field, answers) &&
      (answers[field] === undefined || answers[field] === null),
  );
}
