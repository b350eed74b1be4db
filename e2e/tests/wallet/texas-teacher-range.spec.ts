import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { saveAnswers, texasTeacher } from '../../support/questionnaire.ts';

/**
 * Issue 39: a Texas teacher's household of 3 earning $68,000, first-time buyers of a $300,000 home in
 * Travis County with an FHA loan. My First Texas Home gives 2% to 5% of the $289,500 loan: the wallet
 * counts on the 2% a lender would confirm and gives the 5% as a most, and the Texas credit
 * certificate's $2,000 a year is a tax credit, never cash at closing.
 */
test('the Texas teacher’s wallet counts on the sure part of a range and keeps the yearly tax credit apart', async ({
  page,
  context,
}) => {
  await signUpBuyer(context);
  await saveAnswers(context, { ...texasTeacher, household_income: 68_000 });

  await page.goto('/app/my-wallet');
  await expect(page.getByTestId('wallet-total')).toHaveText('$5,790');
  await expect(page.getByTestId('wallet-total-words')).toHaveText(
    'Likely: 1 program whose every rule your answers meet, counted together.',
  );
  await expect(page.getByTestId('wallet-up-to')).toHaveText('Up to $14,475 if the lender sets the top of each range.');
  await expect(page.getByTestId('wallet-keep-repay')).toHaveText('$0 to keep, $5,790 to $14,475 to repay later.');
  await expect(page.getByTestId('wallet-tax-credit')).toHaveText(
    'Plus a tax credit of about $2,000 a year, not cash at closing.',
  );

  // The chart's table: the range as a range, the credit a year and marked yearly.
  const chart = page.getByRole('table', { name: 'What each chip adds to your wallet' });
  await expect(chart.getByRole('row', { name: /My First Texas Home/ })).toContainText('$5,790 to $14,475');
  await expect(chart.getByRole('row', { name: /Texas Mortgage Credit Certificate/ })).toContainText(
    '$2,000 a yearTax credit, yearly',
  );

  // How to claim each: its amount, how the money comes, and the source it stands on.
  const loan = page.getByRole('article', { name: 'My First Texas Home' });
  await expect(loan).toContainText('$5,790 to $14,475');
  await expect(loan).toContainText('You repay it later');
  await expect(loan).toContainText('2% to 5% of an estimated $289,500 FHA loan: $5,790 to $14,475.');
  await expect(loan).toContainText('From TDHCA’s own page, undated.');
  const credit = page.getByRole('article', { name: 'Texas Mortgage Credit Certificate' });
  await expect(credit).toContainText('$2,000 a year');
  await expect(credit).toContainText('A yearly tax credit');
  await expect(credit).toContainText('From another site, dated 2025, not TDHCA’s own: a lender will confirm.');
  await expectAccessible(page);

  // The results: My First Texas Home likely, its range; the credit certificate possible, a year.
  await page.goto('/app/wizard-results-nopaginate');
  const loanResult = page.getByRole('article', { name: 'My First Texas Home' });
  await expect(loanResult.getByText('Likely', { exact: true })).toBeVisible();
  await expect(loanResult.getByTestId('result-amount')).toHaveText('$5,790 to $14,475');
  await expect(loanResult.getByTestId('result-money')).toHaveText('You repay it later');
  await expect(loanResult).toContainText('From TDHCA’s own page, undated.');
  const creditResult = page.getByRole('article', { name: 'Texas Mortgage Credit Certificate' });
  await expect(creditResult.getByTestId('result-amount')).toHaveText('$2,000 a year');
  await expect(creditResult.getByTestId('result-money')).toHaveText('A yearly tax credit');
  await expectAccessible(page);
});
