import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { createConsoleStaff, signIn, signUpBuyer } from '../../support/accounts.ts';
import { writeProgram } from '../../support/programs.ts';
import { saveAnswers, texasTeacherWith } from '../../support/questionnaire.ts';

/** Whether the page is wider than the screen, which a phone shows as a sideways scroll of everything. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('a staff member creates a program with an income limit, previews who qualifies and publishes it, both in the audit log; a buyer of that state sees it', async ({
  page,
  context,
  browser,
  app,
}) => {
  test.slow();
  const slug = `isla-first-home-grant-${Date.now()}`;
  const name = `Isla First Home Grant ${slug.slice(-6)}`;
  await signIn(context, await createConsoleStaff(app));

  await page.goto('/admin/programs');
  await page.getByRole('link', { name: 'New program' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New program' })).toBeVisible();

  // The catalogue's schema is checked on the form's fields before anything is sent.
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveAccessibleDescription(/./);
  await expectAccessible(page);

  await writeProgram(page, name, slug);
  await page.getByRole('button', { name: 'Create the draft' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();

  // Who would qualify: the sample households of Puerto Rico, before and after the change.
  await page.getByRole('button', { name: 'Preview who qualifies' }).click();
  const table = page.getByRole('table', { name: 'Who qualifies, before and after the change' });
  const single = table.getByRole('row', { name: /Single first-time buyer/ });
  await expect(single.getByRole('cell').nth(3)).toContainText('Likely');
  await expect(single.getByRole('cell').nth(3)).toContainText('$9,000');
  await expect(
    table
      .getByRole('row', { name: /Family of five/ })
      .getByRole('cell')
      .nth(3),
  ).toContainText('Not eligible');
  // A lower cap in the form, not saved, turns the single buyer away in the preview only.
  await page
    .getByRole('group', { name: 'Eligibility rules' })
    .getByRole('textbox', { name: /Yearly income caps/ })
    .fill('40,000');
  await page.getByRole('button', { name: 'Preview who qualifies' }).click();
  await expect(single.getByRole('cell').nth(3)).toContainText('Not eligible');
  await expect(single.getByRole('cell').nth(2)).toContainText('Likely');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  // The log holds both steps, with the program as it was written.
  await page.goto('/admin/audit?object_kind=program');
  const changes = page.getByRole('region', { name: 'Table of changes' }).getByRole('row').filter({ hasText: slug });
  await expect(changes.filter({ hasText: 'Program created' })).toHaveCount(1);
  await expect(changes.filter({ hasText: 'Program published' })).toHaveCount(1);

  const buyerContext = await browser.newContext({ baseURL: app.url });
  await signUpBuyer(buyerContext);
  await saveAnswers(buyerContext, texasTeacherWith({ state: 'PR', county: null, household_income: 48_000 }));
  const buyer = await buyerContext.newPage();
  await buyer.goto('/app/wizard-results-nopaginate');
  await expect(buyer.getByText(name).first()).toBeVisible();
  await buyerContext.close();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the program form fits the screen', async ({ page, context, app }) => {
    await signIn(context, await createConsoleStaff(app));
    await page.goto('/admin/programs/new');
    await expect(page.getByRole('heading', { level: 1, name: 'New program' })).toBeVisible();
    expect(await overflowsSideways(page)).toBe(false);
    await expectAccessible(page);
  });
});
