/** Steps that wizard tests share: a finished questionnaire, saving it, reading the wallet. */
import type { QuestionnaireAnswers } from '@hbw/contract';
import type { TestApp } from './test-app.ts';

/** A Texan teacher's household of 3, first-time buyers of a $300,000 home with an FHA loan. */
export const texanTeacher: QuestionnaireAnswers = {
  state: 'TX',
  county: '48453',
  household_size: 3,
  household_income: 85_000,
  owned_home_last_3_years: false,
  owned_home_last_7_years: false,
  parents_owned_home: true,
  veteran: false,
  occupation: 'teacher',
  primary_residence: true,
  property_type: 'single_family',
  target_price: 300_000,
  credit_score_band: '680_719',
  savings: 20_000,
  loan_type: 'fha',
  timeline: '3_6_months',
  student_debt: false,
  targeted_area: 'no',
};

export function saveAnswers(app: TestApp, headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: '/api/wizard/answers', headers, payload });
}

/** Saves a finished questionnaire, failing the test if the server refuses it. */
export async function finishQuestionnaire(
  app: TestApp,
  headers: Record<string, string>,
  answers: Partial<QuestionnaireAnswers> = {},
) {
  const response = await saveAnswers(app, headers, { ...texanTeacher, ...answers, complete: true });
  if (response.statusCode !== 200) throw new Error(`Saving answers answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}

export async function walletOf(app: TestApp, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/api/wallet', headers });
  if (response.statusCode !== 200) throw new Error(`GET wallet answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}
