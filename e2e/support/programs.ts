/** Writing a program in the console's program form, for the journeys that create one. */
import type { Page } from '@playwright/test';

/**
 * Fills the form with a $9,000 grant of Puerto Rico under an income limit by household size ($60,000
 * for one or two people, $75,000 for three). No other journey buys in Puerto Rico (decision 017), so a
 * made-up program there, beside the territory's own two, meets none of them.
 */
export async function writeProgram(page: Page, name: string, slug: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill(name);
  await page.getByRole('textbox', { name: /^Slug/ }).fill(slug);
  await page.getByRole('textbox', { name: /^Administrator/ }).fill('fannie-freddie');
  await page.getByRole('combobox', { name: 'Offered in' }).selectOption('PR');
  await page.getByRole('textbox', { name: 'Summary' }).fill('A $9,000 grant toward the down payment.');
  await page.getByRole('textbox', { name: 'Amount, in words' }).fill('$9,000');
  await page.getByRole('textbox', { name: 'Description' }).fill('A grant for buyers under the income cap.');
  await page.getByRole('textbox', { name: /^Best source’s address/ }).fill('https://example.org/isla-grant');
  const sources = page.getByRole('group', { name: 'Sources' });
  await sources.getByRole('button', { name: 'Add a source' }).click();
  await sources.getByRole('textbox', { name: /^Source/ }).fill('example.org');
  await sources.getByRole('textbox', { name: /^Address/ }).fill('https://example.org/isla-grant');
  await sources.getByRole('combobox', { name: 'Kind' }).selectOption({ label: 'Administrator’s own page' });
  await sources.getByRole('textbox', { name: /^Dated/ }).fill('2026-11');

  const benefit = page.getByRole('group', { name: 'Benefit formula' });
  await benefit.getByRole('textbox', { name: 'Dollars (the most)' }).fill('9000');

  const eligibility = page.getByRole('group', { name: 'Eligibility rules' });
  await eligibility
    .getByRole('combobox', { name: 'Income limit' })
    .selectOption({ label: 'Income limit: dollars by household size' });
  await eligibility.getByRole('textbox', { name: /Yearly income caps/ }).fill('60,000 60,000 75,000');
}
