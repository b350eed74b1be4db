import { expect, expectAccessible, test } from '../../fixtures.ts';

test.use({ viewport: { width: 390, height: 844 } });

test('on a phone the menu button opens the menu and closes it again', async ({ page }) => {
  await page.goto('/');
  const menu = page.getByRole('dialog', { name: 'Menu' });

  await expect(page.getByRole('button', { name: 'Open Menu' })).toHaveAttribute('aria-expanded', 'false');
  await page.getByRole('button', { name: 'Open Menu' }).click();

  await expect(menu).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close Menu' })).toHaveAttribute('aria-expanded', 'true');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Close Menu' }).click();

  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open Menu' })).toHaveAttribute('aria-expanded', 'false');
});

test('on a phone the menu closes when the visitor follows one of its links', async ({ page, baseURL }) => {
  await page.goto('/pricing');
  await page.getByRole('button', { name: 'Open Menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  const link = menu.getByRole('link').filter({ visible: true }).first();
  const destination = new URL((await link.getAttribute('href')) ?? '', baseURL).pathname;
  expect(destination, 'the menu should offer a link to another page').not.toBe('/pricing');

  await link.click();

  await expect(page).toHaveURL((url) => url.pathname === destination);
  await expect(menu).toBeHidden();
  await expect(page.getByRole('button', { name: 'Open Menu' })).toHaveAttribute('aria-expanded', 'false');
});
