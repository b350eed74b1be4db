import type { Page } from '@playwright/test';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { saveAnswers, texasTeacherWith } from '../../support/questionnaire.ts';

/**
 * Decision 053: a county whose programs are a city's asks which city the home is in, and the answer
 * decides whether the city's program is offered. On a phone, as most buyers answer.
 */
test.use({ viewport: { width: 360, height: 740 } });

/** Whether the page is wider than the screen, which a phone shows as a sideways scroll of everything. */
const overflowsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('a Columbus buyer is asked the county, then the city, and sees Columbus’s program only for a home in it', async ({
  page,
  context,
}) => {
  await page.goto('/questionaire');
  await page.getByLabel('In which state do you want to buy?').selectOption('Ohio');
  const county = page.getByRole('combobox', { name: 'In which county?' });
  await expect(county).toBeEnabled();
  // No county yet: no city to ask about.
  await expect(page.getByRole('radiogroup', { name: 'In which city is the home?' })).toHaveCount(0);
  await county.fill('Frankl');
  await page.getByRole('option', { name: 'Franklin County' }).click();

  const city = page.getByRole('radiogroup', { name: 'In which city is the home?' });
  await expect(city.getByRole('radio')).toHaveCount(3);
  await expect(city.getByRole('radio', { name: 'Columbus' })).toBeVisible();
  await expect(city.getByRole('radio', { name: 'Elsewhere in Franklin County' })).toBeVisible();
  await expect(city.getByRole('radio', { name: 'Not sure' })).toBeVisible();
  await city.getByRole('radio', { name: 'Columbus' }).check();
  expect(await overflowsSideways(page)).toBe(false);
  await expectAccessible(page);

  // A county without programs of a city asks nothing more.
  await county.fill('Adam');
  await page.getByRole('option', { name: 'Adams County' }).click();
  await expect(city).toHaveCount(0);

  // Saved, the city decides: Columbus's own program for a home in Columbus, not for one elsewhere.
  await signUpBuyer(context);
  const columbus = page.getByRole('article', { name: 'American Dream Downpayment Initiative (ADDI)' });
  const ohioBuyer = {
    state: 'OH',
    county: '39049',
    occupation: 'none',
    household_income: 50_000,
    savings: 2_000,
  } as const;
  await saveAnswers(context, texasTeacherWith({ ...ohioBuyer, city: 'Columbus' }));
  await page.goto('/app/wizard-results-nopaginate');
  await expect(columbus).toBeVisible();
  await expect(columbus).toContainText('Offered in Columbus, where the home is.');
  await expect(page.getByRole('article', { name: 'Franklin County Down Payment Assistance' })).toHaveCount(0);
  await expectAccessible(page);

  await saveAnswers(context, texasTeacherWith({ ...ohioBuyer, city: 'elsewhere' }));
  await page.goto('/app/wizard-results-nopaginate');
  await expect(page.getByRole('article', { name: 'Franklin County Down Payment Assistance' })).toBeVisible();
  await expect(columbus).toHaveCount(0);
});
