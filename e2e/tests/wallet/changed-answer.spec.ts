import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { answerYesNo, saveAnswers, texasTeacher } from '../../support/questionnaire.ts';

test('a changed answer changes the wallet, on one page or a step at a time', async ({ page, context }) => {
  await signUpBuyer(context);
  await saveAnswers(context);

  await page.goto('/app/my-wallet');
  const total = page.getByTestId('wallet-total');
  await expect(total).toHaveText(/^\$[1-9]/);
  const asTeacher = await total.textContent();
  const chart = page.getByRole('table', { name: 'What each chip adds to your wallet' });
  await expect(chart.getByRole('rowheader', { name: 'My First Texas Home' })).toBeVisible();
  // The heroes' program needs a TSAHC first mortgage, not the TDHCA one counted: it is offered instead.
  const alternatives = page.getByTestId('wallet-alternatives');
  await expect(alternatives).toContainText('Homes for Texas Heroes');
  await expect(page.getByRole('heading', { name: 'How your answers change it' })).toBeVisible();
  await expectAccessible(page);

  // On one page: a lower price and no longer a teacher; the heroes' program is no longer offered.
  await page.getByRole('link', { name: 'Change your answers' }).click();
  await expect(page).toHaveURL(/\/app\/survey2$/);
  await expect(page.getByLabel('What price do you hope to pay?')).toHaveValue(String(texasTeacher.target_price));
  await expectAccessible(page);
  // A price under the minimum is refused under its question, and nothing is saved.
  await page.getByLabel('What price do you hope to pay?').fill('5000');
  await page.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page.getByText('Enter a price of at least $10,000.')).toBeVisible();
  await expect(page.getByLabel('What price do you hope to pay?')).toBeFocused();
  await page.getByLabel('What price do you hope to pay?').fill('250000');
  await page.getByLabel('Which of these describes your work?').selectOption('None of these');
  await page.getByRole('button', { name: 'Save my answers' }).click();

  await expect(page).toHaveURL(/\/app\/my-wallet$/);
  await expect(total).not.toHaveText(asTeacher ?? '');
  await expect(alternatives).not.toContainText('Homes for Texas Heroes');

  // A step at a time, the saved answers are there to change: a veteran may take the heroes' program again.
  await page.goto('/app/survey');
  await expect(page.getByLabel('In which state do you want to buy?')).toHaveValue('TX');
  await expectAccessible(page);
  for (let step = 0; step < 3; step++) await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your work and service' })).toBeFocused();
  await answerYesNo(page, 'Are you a veteran or in active military service?', 'Yes');
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('button', { name: 'Save and see my wallet' }).click();

  await expect(page).toHaveURL(/\/app\/my-wallet$/);
  await expect(total).toHaveText(/^\$/);
  await expect(alternatives).toContainText('Homes for Texas Heroes');
});
