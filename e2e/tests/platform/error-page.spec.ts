import { expect, expectAccessible, test } from '../../fixtures.ts';
import { layoutRoot, pageAt } from '../../route-table.ts';

test('an unknown address answers 404 with the error page, whose "Go back home" returns to the landing page', async ({
  page,
  expectConsoleError,
}) => {
  // Chromium reports every 404 answer in the console, the page's own document included.
  expectConsoleError(/Failed to load resource: the server responded with a status of 404/);

  const response = await page.goto('/no-such-page-here');

  expect(response?.status()).toBe(404);
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: "This is not the page you're looking for." })).toBeVisible();
  await expect(page.getByText('We are sorry but this page could not be found.')).toBeVisible();
  await expect(page.getByText('Page Not Found: /no-such-page-here')).toBeVisible();
  await expect(page).toHaveTitle('Page Not Found: /no-such-page-here | Homebuyer Wizard');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Go back home' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/');
  await expect(layoutRoot(page, pageAt('/').layout)).toBeVisible();
});
