import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { answerQuestionnaireSteps } from '../../support/questionnaire.ts';
import { schemaScriptsLoadedBy } from '../../support/schema-scripts.ts';

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

test("the questionnaire works without the schemas' code, and loads it to check an answer", async ({ page }) => {
  const zodScripts = schemaScriptsLoadedBy(page);
  await page.goto('/questionaire');
  await page.getByLabel('In which state do you want to buy?').selectOption('Texas');
  await expect(page.getByRole('combobox', { name: 'In which county?' })).toBeEnabled();
  expect(await zodScripts()).toBe(0);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Your household' })).toBeFocused();
  expect(await zodScripts()).toBeGreaterThan(0);
  // A wrong amount shows the question's own message once the field is left, and the step is kept once right.
  const income = page.getByLabel('What is your yearly household income before taxes?');
  await income.fill('a lot');
  await income.blur();
  await expect(income).toHaveAccessibleDescription(/Enter your yearly household income before taxes, in dollars\./);
  await income.fill('72,000');
  await expect(income).not.toHaveAccessibleDescription(/Enter your yearly household income/);
  await page.getByLabel('How many people live in your household?').selectOption('3 people');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByRole('heading', { name: 'Homes you and your family owned' })).toBeFocused();
  expect(JSON.parse((await page.evaluate(() => window.localStorage.getItem('hbw-pending-answers'))) ?? '')).toEqual({
    state: 'TX',
    county: null,
    // Without a county, no city is asked: none is kept.
    city: null,
    household_size: 3,
    household_income: 72000,
  });
});

test('a visitor who comes back to the questionnaire takes it up where they left it, a county kept as typed emptied', async ({
  page,
}) => {
  await page.goto('/questionaire');
  await page.evaluate(() =>
    window.localStorage.setItem(
      'hbw-pending-answers',
      JSON.stringify({ state: 'TX', county: 'Travis County', household_size: 3 }),
    ),
  );
  // The page the server rendered, without the answers: the browser reads them once it has hydrated it.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your household' })).toBeVisible();
  await expect(page.getByLabel('How many people live in your household?')).toHaveValue('3');
  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page.getByLabel('In which state do you want to buy?')).toHaveValue('TX');
  await expect(page.getByRole('combobox', { name: 'In which county?' })).toHaveValue('');

  // Answers of another shape are none: the questionnaire starts again.
  await page.evaluate(() => window.localStorage.setItem('hbw-pending-answers', JSON.stringify({ state: 'Texas' })));
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Where you want to buy' })).toBeVisible();
  await expect(page.getByLabel('In which state do you want to buy?')).toHaveValue('');
});
