/** Steps that wizard tests share: a finished questionnaire, saving it, reading the wallet. */
import type { QuestionnaireAnswers } from '@hbw/contract';
import { texasTeacher, texasTeacherWith } from '../../../../test/support/households.ts';
import type { TestApp } from './test-app.ts';

export { texasTeacher };

export function saveAnswers(app: TestApp, headers: Record<string, string>, payload: Record<string, unknown>) {
  return app.inject({ method: 'PUT', url: '/api/wizard/answers', headers, payload });
}

/** Saves a finished questionnaire, failing the test if the server refuses it. */
export async function finishQuestionnaire(
  app: TestApp,
  headers: Record<string, string>,
  answers: Partial<QuestionnaireAnswers> = {},
) {
  const response = await saveAnswers(app, headers, { ...texasTeacherWith(answers), complete: true });
  if (response.statusCode !== 200) throw new Error(`Saving answers answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}

export async function walletOf(app: TestApp, headers: Record<string, string>) {
  const response = await app.inject({ method: 'GET', url: '/api/wallet', headers });
  if (response.statusCode !== 200) throw new Error(`GET wallet answered ${response.statusCode}: ${response.body}`);
  return response.json().data;
}
