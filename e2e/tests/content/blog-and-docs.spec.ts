import { expect, expectAccessible, test } from '../../fixtures.ts';

test('a reader opens the blog, reads a post with its table, and moves to the next one', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();

  await expect(page).toHaveURL((url) => url.pathname === '/blog');
  const titles = page.getByRole('main').getByRole('heading', { level: 2 });
  // Newest first; the draft about occupations is not published.
  await expect(titles).toHaveText([
    'Getting the most from a 30-minute lender call',
    'Are you a first-generation homebuyer?',
    'Down payment assistance, explained in five minutes',
  ]);
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Down payment assistance, explained in five minutes' }).click();
  await expect(page).toHaveTitle('Down payment assistance, explained in five minutes | Homebuyer Wizard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    'Down payment assistance, explained in five minutes',
  );
  await expect(page.getByRole('table').getByRole('cell', { name: 'Income limit' })).toBeVisible();
  await expect(page.getByText('September 14, 2026')).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('navigation', { name: 'More to read' }).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Are you a first-generation homebuyer?');
});

test('a reader finds a nested help page from the help index', async ({ page }) => {
  await page.goto('/docs');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Homebuyer Wizard help');

  await page
    .getByRole('navigation', { name: 'Help pages' })
    .getByRole('link', { name: 'Cancelling or moving a call' })
    .click();

  await expect(page).toHaveURL((url) => url.pathname === '/docs/booking/cancelling');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cancelling or moving a call');
  await expect(
    page.getByRole('navigation', { name: 'Help pages' }).getByRole('link', { name: 'Cancelling or moving a call' }),
  ).toHaveAttribute('aria-current', 'page');
  await expectAccessible(page);
});

test('an address with no post or help page answers 404 with the not-found page', async ({
  page,
  expectConsoleError,
}) => {
  // Chromium reports every 404 answer in the console, the page's own document included.
  expectConsoleError(/Failed to load resource: the server responded with a status of 404/);
  // The draft exists as a file, but without the preview token nobody sees it.
  const draft = await page.goto('/blog/programs-by-occupation');
  expect(draft?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found: /blog/programs-by-occupation | Homebuyer Wizard');
  await expect(page.getByText("This is not the page you're looking for.")).toBeVisible();

  const missing = await page.goto('/docs/no/such/page');
  expect(missing?.status()).toBe(404);
  await expect(page).toHaveTitle('Page Not Found: /docs/no/such/page | Homebuyer Wizard');
});

test('a help page rendered on the server is hydrated as rendered, and its links move within the app', async ({
  page,
}) => {
  await page.goto('/docs');
  // The document's own link (the help pages' list is beside the article, not in it).
  const documentLink = page.getByRole('article').getByRole('link', { name: 'Booking a call' });
  await expect(documentLink).toBeVisible();
  // Hydrated without rendering the document again: the Markdown code never came.
  const loaded = () =>
    page.evaluate(() => performance.getEntriesByType('resource').map((entry) => new URL(entry.name).pathname));
  expect((await loaded()).filter((file) => file.includes('markdown-document'))).toEqual([]);

  // A page loaded anew would lose this mark.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-visit', ''));
  await documentLink.click();

  await expect(page).toHaveURL((url) => url.pathname === '/docs/booking');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Booking a call');
  await expect(page.locator('html')).toHaveAttribute('data-same-visit', '');
  // Rendered in the browser this time, its list and its bold words as Markdown says.
  await expect(page.getByRole('article').getByRole('listitem').first()).toContainText('Book a call');
  await expect(page.getByRole('article').locator('strong', { hasText: 'Book a call' })).toBeVisible();
  expect((await loaded()).some((file) => file.includes('markdown-document'))).toBe(true);
});
