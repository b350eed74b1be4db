import { expect, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { layoutShiftsOf } from '../../support/layout-shift.ts';
import { saveAnswers } from '../../support/questionnaire.ts';

test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

test("on a phone, a buyer's dashboard is rendered whole: nothing moves as their wallet, calls and chips come", async ({
  page,
  context,
}) => {
  await signUpBuyer(context);
  await saveAnswers(context);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your wallet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'See what makes it up' })).toBeVisible();
  expect(await layoutShiftsOf(page)).toEqual([]);
});
