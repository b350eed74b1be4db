import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { saveAnswers, texasTeacher, texasTeacherWith } from '../../support/questionnaire.ts';

test('an Arizona buyer sees Arizona’s programs, a wallet, and what the catalogue lists there', async ({
  page,
  context,
}) => {
  await signUpBuyer(context);
  await saveAnswers(context, texasTeacherWith({ state: 'AZ', county: '04013', city: 'elsewhere', occupation: 'none' }));

  await page.goto('/app/my-wallet');
  // HOME+PLUS gives up to 5% of the $289,500 FHA loan, a grant, possible: nothing sure, a most.
  await expect(page.getByTestId('wallet-total')).toHaveText('$0');
  await expect(page.getByTestId('wallet-up-to')).toHaveText('Up to $14,475 if the lender sets the top of each range.');
  await expect(page.getByTestId('wallet-keep-repay')).toHaveText('up to $14,475 to keep, $0 to repay later.');
  const chart = page.getByRole('table', { name: 'What each chip adds to your wallet' });
  await expect(chart.getByRole('rowheader', { name: 'HOME+PLUS' })).toBeVisible();
  // Home in Five needs its own first mortgage: it is offered instead, not added.
  await expect(page.getByTestId('wallet-alternatives')).toContainText(
    'Or instead: Home in Five Advantage, up to $8,685, with a Home in Five first mortgage.',
  );
  await expect(page.getByTestId('catalogue-note')).toHaveText(
    'We list the statewide programs of Arizona and those of Maricopa County, the City of Phoenix and Pima County; other city and county programs are not in our catalogue yet.',
  );
  await expectAccessible(page);

  await page.goto('/app/wizard-results');
  const homePlus = page.getByRole('article', { name: 'HOME+PLUS' });
  await expect(homePlus).toBeVisible();
  await expect(homePlus.getByText('Counted in your wallet')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Home in Five Advantage' }).getByText('Alternative')).toBeVisible();
  await expectAccessible(page);
});

test('the Texas teacher sees one first-mortgage program counted and the other offered instead', async ({
  page,
  context,
}) => {
  await signUpBuyer(context);
  await saveAnswers(context, { ...texasTeacher, household_size: 4, household_income: 85_000, target_price: 320_000 });

  await page.goto('/app/my-wallet');
  // 2% to 5% of the $308,800 FHA loan, likely: $6,176 sure, $15,440 at most, a loan repaid later; the
  // tax credit on the same TDHCA first mortgage is yearly, apart from the cash.
  await expect(page.getByTestId('wallet-total')).toHaveText('$6,176');
  await expect(page.getByTestId('wallet-total-words')).toHaveText(
    'Likely: 1 program whose every rule your answers meet, counted together.',
  );
  await expect(page.getByTestId('wallet-up-to')).toHaveText('Up to $15,440 if the lender sets the top of each range.');
  await expect(page.getByTestId('wallet-tax-credit')).toHaveText(
    'Plus a tax credit of about $2,000 a year, not cash at closing.',
  );
  const chart = page.getByRole('table', { name: 'What each chip adds to your wallet' });
  await expect(chart.getByRole('rowheader', { name: 'My First Texas Home' })).toBeVisible();
  await expect(chart.getByRole('rowheader', { name: 'Texas Mortgage Credit Certificate' })).toBeVisible();
  await expect(chart.getByRole('rowheader', { name: 'Homes for Texas Heroes' })).toHaveCount(0);
  await expect(page.getByTestId('wallet-alternatives')).toContainText(
    'Or instead: Homes for Texas Heroes, $6,176 to $15,440, with a TSAHC first mortgage. It needs a TSAHC first mortgage; the programs counted use a TDHCA first mortgage, and a home has one first mortgage.',
  );
  await expectAccessible(page);
});
