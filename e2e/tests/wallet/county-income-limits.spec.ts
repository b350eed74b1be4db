import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { saveAnswers, texasTeacherWith } from '../../support/questionnaire.ts';

/**
 * An Alabama household of 4 earning $85,000: AHFA's Affordable Income Subsidy Grant is for incomes up
 * to 80% of the area median as Freddie Mac states it, one limit for every household size: $71,040 in
 * Autauga County and $81,920 in Baldwin County on HUD's FY2026 medians. Worked out from HUD's figures,
 * each is judged with a 10% margin (decision 043): well over in Autauga, close in Baldwin, where a
 * lender checks it. Choosing the county changes what the buyer is offered (issues 16 and 39).
 */
test('the county chosen decides a program’s income limit', async ({ page, context }) => {
  await signUpBuyer(context);
  await saveAnswers(
    context,
    texasTeacherWith({
      state: 'AL',
      county: '01001',
      household_size: 4,
      household_income: 85_000,
      occupation: 'none',
      loan_type: 'conventional',
    }),
  );

  const grant = page.getByRole('heading', { name: 'Affordable Income Subsidy Grant' });
  await page.goto('/app/wizard-results-nopaginate');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(grant).toHaveCount(0);

  // On one page, the county becomes Baldwin: the grant is offered, with the county's limit given.
  await page.goto('/app/survey2');
  const county = page.getByRole('combobox', { name: 'In which county?' });
  await expect(county).toHaveValue('Autauga County');
  await county.fill('Baldw');
  await page.getByRole('option', { name: 'Baldwin County' }).click();
  await page.getByRole('button', { name: 'Save my answers' }).click();
  await expect(page).toHaveURL(/\/app\/my-wallet$/);

  await page.goto('/app/wizard-results-nopaginate');
  await expect(grant).toBeVisible();
  await expect(
    page.getByText(/is close to 80% of the area median .*\(\$81,920 for a household of 4 in Baldwin County, AL/),
  ).toBeVisible();
  await expectAccessible(page);
});
