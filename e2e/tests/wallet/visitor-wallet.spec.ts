import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { answerQuestionnaireSteps } from '../../support/questionnaire.ts';

test('a visitor answers the questionnaire, sees the estimated wallet, signs up and finds it saved', async ({
  page,
}) => {
  await page.goto('/playground');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Start the questionnaire' }).click();

  await expect(page).toHaveURL(/\/questionaire$/);
  await expectAccessible(page);
  // Going on without an answer shows the question's own message under it.
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('Choose the state where you want to buy.')).toBeVisible();
  await expectAccessible(page);

  await answerQuestionnaireSteps(page, 'See my wallet');

  await expect(page).toHaveURL(/\/my-wallet$/);
  await expect(page.getByText('Your estimated wallet')).toBeVisible();
  const estimated = await page.getByTestId('wallet-total').textContent();
  expect(estimated).toMatch(/^\$[1-9][\d,]*$/);
  const chart = page.getByRole('table', { name: 'What each chip adds to your wallet' });
  await expect(chart.getByRole('rowheader', { name: 'My First Texas Home' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Create an account to save it' }).click();
  await expect(page).toHaveURL(/\/signup/);
  await page.getByRole('radiogroup', { name: 'How to create your account' }).getByText('With a password').click();
  const signup = page.getByRole('form', { name: 'Create your account with a password' });
  await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(`visitor-${randomUUID()}@example.test`);
  await signup.getByLabel(/^Password/).fill('a-long-test-passphrase-2026');
  await signup.getByLabel('Repeat the password').fill('a-long-test-passphrase-2026');
  await signup.getByRole('button', { name: 'Create my account' }).click();

  // Signed up, the answers kept in the browser are the account's: the wallet is the same, now saved.
  await expect(page).toHaveURL(/\/app\/my-wallet$/);
  await expect(page.getByText('Your wallet', { exact: true })).toBeVisible();
  await expect(page.getByTestId('wallet-total')).toHaveText(estimated ?? '');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByTestId('wallet-total')).toHaveText(estimated ?? '');
  expect(await page.evaluate(() => window.localStorage.getItem('hbw-pending-answers'))).toBeNull();
});
