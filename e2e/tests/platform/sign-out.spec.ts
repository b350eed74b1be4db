import { expect, expectAccessible, holdRequests, test } from '../../fixtures.ts';
import { layoutRoot, pageAt } from '../../route-table.ts';

test('/logout shows that it is signing out in its layout, then opens the sign-in page', async ({ page }) => {
  const signOut = await holdRequests(page, '**/api/wizard-tool/logout');

  await page.goto('/logout');

  await expect(layoutRoot(page, pageAt('/logout').layout)).toBeVisible();
  await expect(page).toHaveTitle(`${pageAt('/logout').title} | Homebuyer Wizard`);
  await expectAccessible(page);

  signOut();

  await expect(page).toHaveURL((url) => url.pathname === '/login');
  await expect(layoutRoot(page, pageAt('/login').layout)).toBeVisible();
});
