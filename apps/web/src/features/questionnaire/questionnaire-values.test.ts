import { questionnaireFields } from '@hbw/contract/questionnaire-terms';
import { describe, expect, it } from 'vitest';
import {
  answerErrors,
  draftFromValues,
  emptyValues,
  type QuestionnaireValues,
  questionnaireSteps,
  resumeStep,
  stepOf,
  valuesFromDraft,
} from './questionnaire-values';

const finished: QuestionnaireValues = {
  ...emptyValues(),
  state: 'TX',
  county: '48453',
  household_size: '3',
  household_income: '$72,000',
  owned_home_last_3_years: 'no',
  owned_home_last_7_years: 'no',
  parents_owned_home: 'yes',
  veteran: 'no',
  occupation: 'teacher',
  primary_residence: 'yes',
  property_type: 'single_family',
  target_price: '300000',
  credit_score_band: '680_719',
  savings: '12,000',
  loan_type: 'fha',
  timeline: '3_6_months',
  student_debt: 'yes',
  targeted_area: 'not_sure',
};

describe('the questionnaire steps', () => {
  it('ask every question exactly once', () => {
    expect(questionnaireSteps.flatMap((step) => step.fields).sort()).toEqual([...questionnaireFields].sort());
  });

  it.each([
    ['state', 0],
    ['household_income', 1],
    ['owned_home_last_7_years', 2],
    ['timeline', 5],
    ['not_a_question', -1],
  ])('find the step of %s: %i', (field, step) => {
    expect(stepOf(field)).toBe(step);
  });
});

describe('draftFromValues', () => {
  it.each<[string, Partial<QuestionnaireValues>, Record<string, unknown>]>([
    ['reads dollars written with a sign and commas', { household_income: '$72,000' }, { household_income: 72000 }],
    [
      'reads yes and no as true and false',
      { veteran: 'yes', student_debt: 'no' },
      { veteran: true, student_debt: false },
    ],
    ['leaves an empty answer out', { state: '' }, {}],
    ['keeps a county', { county: '48453' }, { county: '48453' }],
    ['clears the emptied county', { county: '' }, { county: null }],
    ['passes text that is no number to the check', { target_price: 'a lot' }, { target_price: 'a lot' }],
    [
      'clears the 7-year answer once the buyer owned a home in the last 3 years',
      { owned_home_last_3_years: 'yes', owned_home_last_7_years: 'no' },
      { owned_home_last_3_years: true, owned_home_last_7_years: null },
    ],
  ])('%s', (_, given, expected) => {
    const values = { ...emptyValues(), ...given };
    const fields = Object.keys({ ...given, ...expected }) as (keyof QuestionnaireValues)[];
    expect(draftFromValues(values, fields)).toEqual(expected);
  });

  it('turns saved answers back into the same inputs', () => {
    const draft = draftFromValues(finished);
    expect(draftFromValues(valuesFromDraft(draft))).toEqual(draft);
    expect(valuesFromDraft(draft).household_income).toBe('72000');
  });
});

describe('answerErrors', () => {
  it('finds nothing wrong with a finished questionnaire', async () => {
    expect(await answerErrors(finished)).toEqual({});
  });

  it.each<[string, Partial<QuestionnaireValues>, readonly (keyof QuestionnaireValues)[], Record<string, string>]>([
    ['asks for a state', { state: '' }, ['state', 'county'], { state: 'Choose the state where you want to buy.' }],
    [
      'refuses a price under $10,000',
      { target_price: '9000' },
      ['target_price'],
      { target_price: 'Enter a price of at least $10,000.' },
    ],
    [
      'refuses cents',
      { savings: '100.50' },
      ['savings'],
      { savings: 'Enter a whole number of dollars, without cents.' },
    ],
    [
      'asks the 7-year question after a no',
      { owned_home_last_7_years: '' },
      ['owned_home_last_3_years', 'owned_home_last_7_years'],
      { owned_home_last_7_years: 'Tell us whether you have owned a home in the last 7 years.' },
    ],
    [
      'does not ask it after a yes',
      { owned_home_last_3_years: 'yes', owned_home_last_7_years: '' },
      ['owned_home_last_3_years', 'owned_home_last_7_years'],
      {},
    ],
    [
      'reports only the questions asked on screen',
      { state: '', timeline: '' },
      ['timeline'],
      { timeline: 'Choose when you plan to buy.' },
    ],
  ])('%s', async (_, given, fields, expected) => {
    expect(await answerErrors({ ...finished, ...given }, fields)).toEqual(expected);
  });
});

describe('resumeStep', () => {
  it.each<[string, Partial<QuestionnaireValues>, number]>([
    ['starts a new questionnaire at the first step', emptyValues(), 0],
    ['starts a finished one at the first step', {}, 0],
    ['takes up where the first unanswered question is', { occupation: '', timeline: '' }, 3],
  ])('%s', async (_, given, step) => {
    expect(await resumeStep({ ...finished, ...given })).toBe(step);
  });
});
