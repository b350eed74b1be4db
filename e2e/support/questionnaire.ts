/**
 * The shared Texas teacher's questionnaire (test/support/households.ts), answered through the
 * screens or saved through the API, for the wallet's journeys.
 */
import type { QuestionnaireAnswers } from '@hbw/contract';
import type { BrowserContext, Page } from '@playwright/test';
import { texasTeacher, texasTeacherWith } from '../../test/support/households.ts';
import { expect } from '../fixtures.ts';

/** "85,000", as a buyer types dollars. */
const typed = (dollars: number) => dollars.toLocaleString('en-US');

export { texasTeacher, texasTeacherWith };

/** Picks an answer of a yes-or-no question. */
export async function answerYesNo(page: Page, question: string, answer: 'Yes' | 'No'): Promise<void> {
  await page.getByRole('radiogroup', { name: question }).getByRole('radio', { name: answer }).check();
}

/** Answers the first two steps (where, household) as the Texas teacher, ending on the third step. */
export async function answerWhereAndHousehold(page: Page): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' });

  await expect(page.getByRole('heading', { name: 'Where you want to buy' })).toBeVisible();
  await page.getByLabel('In which state do you want to buy?').selectOption('Texas');
  // The county list of the state loads as the state is chosen; typing narrows it, Enter picks.
  const county = page.getByRole('combobox', { name: 'In which county?' });
  await expect(county).toBeEnabled();
  await county.fill('Trav');
  await page.getByRole('option', { name: 'Travis County' }).click();
  await expect(county).toHaveValue('Travis County');
  // Travis County has a program of the City of Austin's own: the teacher's home is elsewhere in it.
  await page
    .getByRole('radiogroup', { name: 'In which city is the home?' })
    .getByRole('radio', { name: 'Elsewhere in Travis County' })
    .check();
  await next.click();

  await expect(page.getByRole('heading', { name: 'Your household' })).toBeFocused();
  await page
    .getByLabel('How many people live in your household?')
    .selectOption(`${texasTeacher.household_size} people`);
  await page
    .getByLabel('What is your yearly household income before taxes?')
    .fill(typed(texasTeacher.household_income));
  await next.click();
}

/** Answers the six steps of the questionnaire as the Texas teacher, ending on the step's finish button. */
export async function answerQuestionnaireSteps(page: Page, finishLabel: string): Promise<void> {
  const next = page.getByRole('button', { name: 'Next' });
  await answerWhereAndHousehold(page);

  await expect(page.getByRole('heading', { name: 'Homes you and your family owned' })).toBeVisible();
  await answerYesNo(page, 'Have you owned a home in the last 3 years?', 'No');
  await answerYesNo(page, 'Have you owned a home in the last 7 years?', 'No');
  await answerYesNo(page, 'Has either of your parents ever owned a home?', 'Yes');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Your work and service' })).toBeVisible();
  await answerYesNo(page, 'Are you a veteran or in active military service?', 'No');
  await page.getByLabel('Which of these describes your work?').selectOption('Teacher or school staff');
  await answerYesNo(page, 'Do you have student loans?', 'No');
  await next.click();

  await expect(page.getByRole('heading', { name: 'The home you want' })).toBeVisible();
  await answerYesNo(page, 'Will you live in the home you buy?', 'Yes');
  await page.getByLabel('What kind of home do you want to buy?').selectOption('Single-family house');
  await page.getByLabel('What price do you hope to pay?').fill(`$${typed(texasTeacher.target_price)}`);
  await page.getByLabel('Is the home in a targeted area').selectOption('No');
  await next.click();

  await expect(page.getByRole('heading', { name: 'Your money and your plans' })).toBeVisible();
  await page.getByLabel('What range is your credit score in?').selectOption('680–719');
  await page.getByLabel('How much of your savings could go toward the home?').fill(String(texasTeacher.savings));
  await page.getByLabel('Which kind of mortgage do you prefer?').selectOption('FHA');
  await page.getByLabel('When do you plan to buy?').selectOption('In 3 to 6 months');
  await page.getByRole('button', { name: finishLabel }).click();
}

/** Saves and finishes a signed-in buyer's questionnaire through the API, as the survey's last step does. */
export async function saveAnswers(
  context: BrowserContext,
  answers: Partial<QuestionnaireAnswers> = texasTeacher,
): Promise<void> {
  const answer = await context.request.put('/api/wizard/answers', { data: { ...answers, complete: true } });
  expect(answer.ok(), `saving the answers answered ${answer.status()}: ${await answer.text()}`).toBe(true);
}
