import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { saveAnswers, texasTeacherWith } from '../../support/questionnaire.ts';

/**
 * The catalogue by state (decision 056), on a phone as most buyers see it: a state's page says what
 * we list there and what we do not, and draws its counties shaded by how many programs reach each;
 * a Puerto Rico buyer finds Puerto Rico's own program.
 */
test.use({ viewport: { width: 390, height: 844 } });

/** Whether the page is wider than the screen, which a phone shows as a sideways scroll of everything. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

const puertoRicosProgram = "Pronto pa' tu Casa (Homebuyer Assistance Mitigation Program)";

test('Ohio’s page says what we list there and draws its counties, within a phone’s width', async ({ page }) => {
  await page.goto('/marketplace/states/oh');

  await expect(page.getByRole('heading', { level: 1, name: 'Homebuyer assistance in Ohio' })).toBeVisible();
  const sentence = page.getByTestId('coverage-sentence');
  await expect(sentence).toContainText(/^We list the statewide programs of Ohio, those of .*the City of Columbus/);
  await expect(sentence).toContainText('other city and county programs are not in our catalogue yet.');

  const map = page.getByRole('img', { name: /^How many programs reach each county of Ohio/ });
  await expect(map).toBeVisible();
  const box = await map.boundingBox();
  expect(box?.width).toBeGreaterThan(300);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
  // Ohio's 88 counties are drawn, each saying its count to whoever points at it.
  await expect(map.locator('path > title')).toHaveCount(88);
  await expect(page.getByRole('list', { name: 'What the shades mean' }).getByRole('listitem').first()).toBeVisible();

  // The map's words: every county with its count, the most first, Franklin County among the most.
  await page.getByText('Every county and how many programs reach it (88)').click();
  const table = page.getByRole('table', { name: /Programs that reach a home in each county of Ohio/ });
  await expect(table.getByRole('row')).toHaveCount(89);
  await expect(table.getByRole('rowheader', { name: 'Franklin County' })).toBeVisible();

  // Its programs link to their pages; the Federal Home Loan Bank of Cincinnati's grant says it is closed.
  const bankGrant = page.getByRole('listitem').filter({ hasText: 'Welcome Home Program (WHP)' });
  await expect(bankGrant.getByText('Closed')).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Welcome Home Program (WHP)' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome Home Program (WHP)' })).toBeVisible();
});

test('a Puerto Rico buyer sees Puerto Rico’s program in the results and the marketplace, and its page', async ({
  page,
  context,
}) => {
  await signUpBuyer(context);
  // A household of San Juan under 80% of its median income, which Pronto pa' tu Casa serves.
  await saveAnswers(
    context,
    texasTeacherWith({
      state: 'PR',
      county: '72127',
      occupation: 'none',
      household_income: 24_000,
      target_price: 120_000,
      savings: 2_000,
    }),
  );

  await page.goto('/app/wizard-results-nopaginate');
  await expect(page.getByRole('article', { name: puertoRicosProgram })).toBeVisible();
  await expect(page.getByTestId('catalogue-note')).toContainText('We list the statewide programs of Puerto Rico');

  await page.goto('/marketplace?state=PR');
  await expect(page.getByRole('link', { name: puertoRicosProgram }).first()).toBeVisible();
  await page.getByRole('link', { name: 'What we list in Puerto Rico, county by county' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Homebuyer assistance in Puerto Rico' })).toBeVisible();
  await expect(page.getByTestId('coverage-sentence')).toContainText("We list Puerto Rico's own program");
  await expect(page.getByRole('link', { name: puertoRicosProgram })).toBeVisible();
  await expect(page.getByRole('img', { name: /^How many programs reach each county of Puerto Rico/ })).toBeVisible();
  expect(await overflowsSideways(page)).toBe(false);

  // The program's page leads back to the state's.
  await page.getByRole('link', { name: puertoRicosProgram }).click();
  await expect(page.getByRole('heading', { level: 1, name: puertoRicosProgram })).toBeVisible();
  await page.getByRole('link', { name: 'Every program we list in Puerto Rico, county by county' }).click();
  await expect(page).toHaveURL(/\/marketplace\/states\/pr$/);
});

test('the marketplace narrows Ohio’s programs to a county, then to a city of it', async ({ page }) => {
  await page.goto('/marketplace?state=OH');
  const county = page.getByRole('combobox', { name: 'County' });
  await county.fill('Frankl');
  await page.getByRole('option', { name: 'Franklin County' }).click();
  await expect(page).toHaveURL(/county=39049/);

  const city = page.getByRole('combobox', { name: 'City' });
  await city.selectOption('Columbus');
  await expect(page).toHaveURL(/city=Columbus/);
  await expect(page.getByRole('link', { name: 'American Dream Downpayment Initiative (ADDI)' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Franklin County Down Payment Assistance' })).toHaveCount(0);
  expect(await overflowsSideways(page)).toBe(false);
  await expectAccessible(page);

  await city.selectOption('Elsewhere in Franklin County');
  await expect(page.getByRole('link', { name: 'Franklin County Down Payment Assistance' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'American Dream Downpayment Initiative (ADDI)' })).toHaveCount(0);
});
