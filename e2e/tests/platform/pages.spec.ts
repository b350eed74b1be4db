import { pagePatterns } from '@hbw/contract';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { layoutRoot, pageAt, sampleAddress } from '../../route-table.ts';
import { layoutShiftsOf } from '../../support/layout-shift.ts';

// Every address of a page, its own and its aliases, with the layout it is shown in there.
const routeTable = pagePatterns.map(({ path, layout, page }) => ({ path, layout, access: page.access }));
// Pages that do their work and move on at once; each has its own spec, which holds it still to look at it.
const pagesThatMoveOn = new Set(['/logout']);

for (const route of routeTable.filter(({ access, path }) => access === 'public' && !pagesThatMoveOn.has(path))) {
  test(`${route.path} shows its ${route.layout} layout without a console error or a serious accessibility violation`, async ({
    page,
  }) => {
    const response = await page.goto(sampleAddress(route.path));

    expect(response?.status()).toBe(200);
    await expect(layoutRoot(page, route.layout)).toBeVisible();
    await expect(page).toHaveTitle(/ \| Homebuyer Wizard$/);
    await expectAccessible(page);
  });
}

for (const route of routeTable.filter(({ access }) => access === 'signed-in' || access === 'account')) {
  test(`${route.path} sends a visitor to the sign-in page`, async ({ page }) => {
    await page.goto(sampleAddress(route.path));

    await expect(page).toHaveURL((url) => url.pathname === '/login');
    // The sign-in page is held to axe by its own test above; once is enough for the same page.
    await expect(layoutRoot(page, pageAt('/login').layout)).toBeVisible();
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

  test('the landing page and a chip’s page are rendered whole: nothing moves as their data comes', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('catalogue-size')).toBeVisible();
    expect(await layoutShiftsOf(page)).toEqual([]);

    const texas = await (await page.request.get('/api/programs?state=TX&per_page=5')).json();
    await page.goto(`/marketplace/products/${texas.data.data[0].id}`);
    await expect(page.getByRole('heading', { name: 'About this program' })).toBeVisible();
    expect(await layoutShiftsOf(page)).toEqual([]);
  });

  test('the header’s search button stands where it stays before the menu toggle is rendered', async ({ page }) => {
    // A busy phone may paint the header before its last element, the toggle, is parsed.
    await page.goto('/');
    const search = page.getByRole('banner').getByRole('button', { name: 'Search' });
    const toggle = page.getByRole('button', { name: 'Open Menu' });
    await expect(toggle).toBeVisible();
    const before = await search.boundingBox();
    await toggle.evaluate((element) => element.remove());
    expect(await search.boundingBox()).toEqual(before);
  });
});
