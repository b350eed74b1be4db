/**
 * The questionnaire's words and shape, as its pages show them as they are rendered: the fields in
 * their order, the question each asks, the choices with their labels, and which question is asked
 * when. No schema library here, and the web app imports it as `@hbw/contract/questionnaire-terms`,
 * not through the package's index (which sets zod's messages), so that `/questionaire` works before
 * zod and the contract's schemas are run (decision 037). The schemas of `questionnaire.ts` are built
 * from these lists.
 */
import { loanTypes } from './program-terms.ts';
import { type UsStateCode, usStates } from './us-states.ts';

/** Every answer of the questionnaire, in its order. */
export const questionnaireFields = [
  'state',
  'county',
  'city',
  'household_size',
  'household_income',
  'owned_home_last_3_years',
  'owned_home_last_7_years',
  'parents_owned_home',
  'veteran',
  'occupation',
  'primary_residence',
  'property_type',
  'target_price',
  'credit_score_band',
  'savings',
  'loan_type',
  'timeline',
  'student_debt',
  'targeted_area',
] as const;
export type QuestionnaireField = (typeof questionnaireFields)[number];

/** The question each field asks, for the one-step-at-a-time and the one-page screens alike. */
export const questionnaireQuestions: Record<QuestionnaireField, string> = {
  state: 'In which state do you want to buy?',
  county: 'In which county? (optional: it lets us check county income limits)',
  city: 'In which city is the home?',
  household_size: 'How many people live in your household?',
  household_income: 'What is your yearly household income before taxes?',
  owned_home_last_3_years: 'Have you owned a home in the last 3 years?',
  owned_home_last_7_years: 'Have you owned a home in the last 7 years?',
  parents_owned_home: 'Has either of your parents ever owned a home?',
  veteran: 'Are you a veteran or in active military service?',
  occupation: 'Which of these describes your work?',
  primary_residence: 'Will you live in the home you buy?',
  property_type: 'What kind of home do you want to buy?',
  target_price: 'What price do you hope to pay?',
  credit_score_band: 'What range is your credit score in?',
  savings: 'How much of your savings could go toward the home?',
  loan_type: 'Which kind of mortgage do you prefer?',
  timeline: 'When do you plan to buy?',
  student_debt: 'Do you have student loans?',
  targeted_area: 'Is the home in a targeted area (a community the agency lists for extra help)?',
};

/**
 * Whether a field is asked, given the answers so far: the 7-year question follows a "no" only, and
 * the city follows a county (the form shows it only when the county has programs of a city).
 */
export function isAsked(field: QuestionnaireField, answers: Partial<Record<QuestionnaireField, unknown>>): boolean {
  if (field === 'owned_home_last_7_years') return answers.owned_home_last_3_years === false;
  if (field === 'city') return Boolean(answers.county);
  return true;
}

/**
 * The answers of the city question besides the cities listed (decision 053): the home is in the
 * county but in none of the cities whose programs we list, or the buyer does not know yet.
 */
export const CITY_ELSEWHERE = 'elsewhere';
export const CITY_NOT_SURE = 'not_sure';

/** The city question's choices for a county: its cities with programs of their own, then the two others. */
export function cityChoices(cities: readonly string[], countyLabel: string): { value: string; label: string }[] {
  return [
    ...cities.map((city) => ({ value: city, label: city })),
    { value: CITY_ELSEWHERE, label: `Elsewhere in ${countyLabel}` },
    { value: CITY_NOT_SURE, label: 'Not sure' },
  ];
}

/** The message for a city that is not one of the county's listed cities, for the form and the server alike. */
export const cityNotListed = 'Choose the city from the list, “Elsewhere in the county” or “Not sure”.';

/** 8 stands for "8 or more", as HUD's income limits stop at 8 people. */
export const HOUSEHOLD_SIZE_MAX = 8;

export const propertyTypes = ['single_family', 'condo', 'townhouse', 'two_to_four_units', 'manufactured'] as const;
export type PropertyType = (typeof propertyTypes)[number];
export const propertyTypeLabels: Record<PropertyType, string> = {
  single_family: 'Single-family house',
  condo: 'Condominium',
  townhouse: 'Townhouse',
  two_to_four_units: '2 to 4 units',
  manufactured: 'Manufactured home',
};

/**
 * Credit score ranges as buyers know them from their banking apps. `min` and `max` are the scores
 * the range covers; the engine compares a program's minimum with them.
 */
export const creditScoreBands = [
  { value: 'under_580', label: 'Under 580', min: 300, max: 579 },
  { value: '580_619', label: '580–619', min: 580, max: 619 },
  { value: '620_639', label: '620–639', min: 620, max: 639 },
  { value: '640_659', label: '640–659', min: 640, max: 659 },
  { value: '660_679', label: '660–679', min: 660, max: 679 },
  { value: '680_719', label: '680–719', min: 680, max: 719 },
  { value: '720_plus', label: '720 or more', min: 720, max: 850 },
] as const;
export type CreditScoreBand = (typeof creditScoreBands)[number]['value'];

export const loanTypePreferences = [...loanTypes, 'not_sure'] as const;
export type LoanTypePreference = (typeof loanTypePreferences)[number];
export const loanTypePreferenceLabels: Record<LoanTypePreference, string> = {
  fha: 'FHA',
  va: 'VA',
  usda: 'USDA',
  conventional: 'Conventional',
  not_sure: 'Not sure',
};

export const timelines = ['0_3_months', '3_6_months', '6_12_months', 'over_a_year', 'just_exploring'] as const;
export type Timeline = (typeof timelines)[number];
export const timelineLabels: Record<Timeline, string> = {
  '0_3_months': 'In the next 3 months',
  '3_6_months': 'In 3 to 6 months',
  '6_12_months': 'In 6 to 12 months',
  over_a_year: 'In more than a year',
  just_exploring: 'Just exploring',
};

export const targetedAreaAnswers = ['yes', 'no', 'not_sure'] as const;
export type TargetedAreaAnswer = (typeof targetedAreaAnswers)[number];
export const targetedAreaLabels: Record<TargetedAreaAnswer, string> = {
  yes: 'Yes',
  no: 'No',
  not_sure: 'Not sure',
};

/** The message for a county that is not one of the state's, for the form and the server alike. */
export function countyOutsideState(state: UsStateCode): string {
  const name = usStates.find((known) => known.code === state)?.name ?? state;
  return `Choose a county of ${name} from the list, or leave it empty.`;
}
