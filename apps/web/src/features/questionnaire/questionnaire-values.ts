/**
 * The questionnaire as a form holds it (every answer as the text of its input) and as the API takes
 * it (numbers, yes or no, choices), the steps of `/app/survey` and `/questionaire`, and the checks of
 * the contract applied to the questions on screen. The questionnaire's words come from its
 * schema-free terms, and its schema is loaded at the first check (decision 037): `/questionaire`
 * works before zod is run.
 */
import type { QuestionnaireDraft } from '@hbw/contract';
import { occupationLabels } from '@hbw/contract/program-terms';
import {
  creditScoreBands,
  HOUSEHOLD_SIZE_MAX,
  isAsked,
  loanTypePreferenceLabels,
  propertyTypeLabels,
  type QuestionnaireField,
  questionnaireFields,
  targetedAreaLabels,
  timelineLabels,
} from '@hbw/contract/questionnaire-terms';
import { usStates } from '@hbw/contract/us-states';
import { validateOnDemand } from '@/lib/form';

export type QuestionnaireValues = Record<QuestionnaireField, string>;

type Choice = { value: string; label: string };

/** How a question is answered on screen. */
export type QuestionKind =
  | { kind: 'choice'; choices: readonly Choice[]; placeholder: string }
  | { kind: 'yes_no' }
  | { kind: 'dollars' }
  /** A county of the state answered, by its FIPS code. */
  | { kind: 'county' }
  /** The city of the home, among the county's cities with programs of their own (decision 053). */
  | { kind: 'city' };

const choicesOf = (labels: Record<string, string>): Choice[] =>
  Object.entries(labels).map(([value, label]) => ({ value, label }));

const householdSizes: Choice[] = Array.from({ length: HOUSEHOLD_SIZE_MAX }, (_, index) => {
  const size = index + 1;
  const label = size === 1 ? '1 person' : size === HOUSEHOLD_SIZE_MAX ? `${size} or more people` : `${size} people`;
  return { value: String(size), label };
});

export const questionKinds: Record<QuestionnaireField, QuestionKind> = {
  state: {
    kind: 'choice',
    choices: usStates.map((state) => ({ value: state.code, label: state.name })),
    placeholder: 'Choose a state',
  },
  county: { kind: 'county' },
  city: { kind: 'city' },
  household_size: { kind: 'choice', choices: householdSizes, placeholder: 'Choose a number' },
  household_income: { kind: 'dollars' },
  owned_home_last_3_years: { kind: 'yes_no' },
  owned_home_last_7_years: { kind: 'yes_no' },
  parents_owned_home: { kind: 'yes_no' },
  veteran: { kind: 'yes_no' },
  occupation: { kind: 'choice', choices: choicesOf(occupationLabels), placeholder: 'Choose your work' },
  primary_residence: { kind: 'yes_no' },
  property_type: { kind: 'choice', choices: choicesOf(propertyTypeLabels), placeholder: 'Choose a kind of home' },
  target_price: { kind: 'dollars' },
  credit_score_band: {
    kind: 'choice',
    choices: creditScoreBands.map((band) => ({ value: band.value, label: band.label })),
    placeholder: 'Choose a range',
  },
  savings: { kind: 'dollars' },
  loan_type: { kind: 'choice', choices: choicesOf(loanTypePreferenceLabels), placeholder: 'Choose a mortgage' },
  timeline: { kind: 'choice', choices: choicesOf(timelineLabels), placeholder: 'Choose when' },
  student_debt: { kind: 'yes_no' },
  targeted_area: { kind: 'choice', choices: choicesOf(targetedAreaLabels), placeholder: 'Choose an answer' },
};

/** The steps of the one-question-group-at-a-time questionnaire, grouped by subject. */
export const questionnaireSteps: readonly { title: string; fields: readonly QuestionnaireField[] }[] = [
  { title: 'Where you want to buy', fields: ['state', 'county', 'city'] },
  { title: 'Your household', fields: ['household_size', 'household_income'] },
  {
    title: 'Homes you and your family owned',
    fields: ['owned_home_last_3_years', 'owned_home_last_7_years', 'parents_owned_home'],
  },
  { title: 'Your work and service', fields: ['veteran', 'occupation', 'student_debt'] },
  { title: 'The home you want', fields: ['primary_residence', 'property_type', 'target_price', 'targeted_area'] },
  { title: 'Your money and your plans', fields: ['credit_score_band', 'savings', 'loan_type', 'timeline'] },
];

const dollarFields = new Set<QuestionnaireField>(['household_income', 'target_price', 'savings']);
const numberFields = new Set<QuestionnaireField>([...dollarFields, 'household_size']);

export function emptyValues(): QuestionnaireValues {
  return Object.fromEntries(questionnaireFields.map((field) => [field, ''])) as QuestionnaireValues;
}

/** Saved or kept answers, as the inputs show them. */
export function valuesFromDraft(draft: QuestionnaireDraft): QuestionnaireValues {
  const values = emptyValues();
  for (const field of questionnaireFields) {
    const answer = draft[field];
    if (answer === undefined || answer === null) continue;
    values[field] = typeof answer === 'boolean' ? (answer ? 'yes' : 'no') : String(answer);
  }
  return values;
}

/** "$55,000" is a fine way to write an amount: the call takes the digits. */
function numberTyped(text: string): number | string {
  const digits = text.replace(/[\s$,]/g, '');
  // Anything else goes to the check as typed, which answers with the question's own message.
  return /^\d+(\.\d+)?$/.test(digits) ? Number(digits) : text;
}

/**
 * The answers of the given fields (all by default) as the API takes them. An empty input is no
 * answer; a question not asked (the 7-year one after a "yes", the city without a county) is cleared.
 */
export function draftFromValues(
  values: QuestionnaireValues,
  fields: readonly QuestionnaireField[] = questionnaireFields,
): QuestionnaireDraft {
  const draft: Record<string, unknown> = {};
  const asked = new Set(askedFields(values, fields));
  for (const field of fields) {
    const text = values[field].trim();
    if (!asked.has(field)) {
      draft[field] = null;
    } else if (field === 'county' || field === 'city') {
      draft[field] = text === '' ? null : text;
    } else if (text === '') {
      // No answer yet: left out, so that a saved answer is not wiped by an untouched input.
    } else if (questionKinds[field].kind === 'yes_no') {
      draft[field] = yesNo(text);
    } else if (numberFields.has(field)) {
      draft[field] = numberTyped(text);
    } else {
      draft[field] = text;
    }
  }
  return draft as QuestionnaireDraft;
}

function yesNo(text: string): boolean | undefined {
  if (text === 'yes') return true;
  if (text === 'no') return false;
  return undefined;
}

/** The fields of a list that are asked, given the answers on screen. */
export function askedFields(values: QuestionnaireValues, fields: readonly QuestionnaireField[]): QuestionnaireField[] {
  const answers = { owned_home_last_3_years: yesNo(values.owned_home_last_3_years), county: values.county };
  return fields.filter((field) => isAsked(field, answers));
}

/** The contract's check of a whole questionnaire, loaded at the first check as every form's is. */
const checkAnswers = validateOnDemand<QuestionnaireDraft>(() =>
  import('@hbw/contract').then((contract) => contract.questionnaireAnswersSchema),
);

/** The contract's messages for the asked questions among `fields`, one per question. */
export async function answerErrors(
  values: QuestionnaireValues,
  fields: readonly QuestionnaireField[] = questionnaireFields,
): Promise<Partial<Record<QuestionnaireField, string>>> {
  const errors = await checkAnswers(draftFromValues(values));
  const errorsAsked = askedFields(values, fields).flatMap((field) =>
    errors[field] === undefined ? [] : [[field, String(errors[field])]],
  );
  return Object.fromEntries(errorsAsked);
}

/** Where to take up the questionnaire again: the first step with an unanswered question, or the first. */
export async function resumeStep(values: QuestionnaireValues): Promise<number> {
  const errors = await answerErrors(values);
  const index = questionnaireSteps.findIndex((step) => step.fields.some((field) => errors[field] !== undefined));
  return index === -1 ? 0 : index;
}

/** The step that holds a field, to show a server's message where its question is. */
export function stepOf(field: string): number {
  return questionnaireSteps.findIndex((step) => step.fields.includes(field as QuestionnaireField));
}

export function questionnaireStep(index: number) {
  const step = questionnaireSteps[index];
  if (!step) throw new RangeError(`The questionnaire has no step ${index + 1}.`);
  return step;
}
