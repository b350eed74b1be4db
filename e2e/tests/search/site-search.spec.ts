import { expect, expectAccessible, test } from '../../fixtures.ts';

test('Ctrl+K finds a program, mistyped, and opens it with the keyboard alone; the search is then a recent one', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Search' })).toBeVisible();

  await page.keyboard.press('Control+K');
  const dialog = page.getByRole('dialog', { name: 'Search Homebuyer Wizard' });
  const box = dialog.getByRole('combobox', { name: 'Search programs, help pages and posts' });
  await expect(box).toBeFocused();
  await page.keyboard.type('texs heros');

  const best = dialog.getByRole('option').first();
  await expect(best).toContainText('Homes for Texas Heroes');
  await expect(best).toContainText('TSAHC · Texas');
  await expect(best).toHaveAttribute('aria-selected', 'true');
  await expect(box).toHaveAttribute('aria-activedescendant', (await best.getAttribute('id')) ?? '');
  await expectAccessible(page);

  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/marketplace\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Homes for Texas Heroes' })).toBeVisible();
  await expect(dialog).toBeHidden();

  // "/" opens it too, with the last search offered.
  await page.keyboard.press('/');
  await expect(dialog.getByRole('listbox', { name: 'Recent searches' }).getByRole('option')).toHaveText(['texs heros']);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('a search that finds nothing says so', async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('combobox', { name: 'Search programs, help pages and posts' })).toBeFocused();
  await page.keyboard.type('zzqxw');
  await expect(page.getByRole('status').filter({ hasText: 'Nothing found for “zzqxw”' })).toBeVisible();
});

test('a mistyped address answers 404 and suggests the page that was meant, which its link opens', async ({
  page,
  expectConsoleError,
}) => {
  // Chromium reports every 404 answer in the console, the page's own document included.
  expectConsoleError(/Failed to load resource: the server responded with a status of 404/);

  const response = await page.goto('/blog/down-paymnt-asistance-explaind');

  expect(response?.status()).toBe(404);
  await expect(page.getByText('Page Not Found: /blog/down-paymnt-asistance-explaind')).toBeVisible();
  const suggestions = page.getByRole('region', { name: 'Were you looking for…' });
  const meant = suggestions.getByRole('link', { name: 'Down payment assistance, explained in five minutes' });
  await expect(meant).toBeVisible();
  await expectAccessible(page);

  await meant.click();

  await expect(page).toHaveURL((url) => url.pathname === '/blog/down-payment-assistance-explained');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Down payment assistance, explained in five minutes',
  );
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search fills the screen and opens a result with a tap', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Search' }).click();
    const dialog = page.getByRole('dialog', { name: 'Search Homebuyer Wizard' });
    await expect(dialog.getByRole('combobox')).toBeFocused();
    await page.keyboard.type('cancel a call');
    await dialog.getByRole('option', { name: /Cancelling or moving a call/ }).click();
    await expect(page).toHaveURL((url) => url.pathname === '/docs/booking/cancelling');
  });
});
