import { redirects } from '@hbw/contract';
import { expect, test } from '../../fixtures.ts';
import { layoutRoot, pageAt, sampleAddress } from '../../route-table.ts';

for (const redirect of redirects) {
  test(`the old address ${redirect.path} lands on ${redirect.to}`, async ({ page }) => {
    const target = sampleAddress(redirect.to);
    const targetPage = pageAt(target);

    await page.goto(sampleAddress(redirect.path));

    if (targetPage.access === 'public') {
      await expect(page).toHaveURL((url) => url.pathname === target);
      await expect(layoutRoot(page, targetPage.layout)).toBeVisible();
    } else {
      // A page for signed-in people sends this visitor to sign in first, to come back to it afterwards.
      await expect(page).toHaveURL((url) => url.searchParams.get('redirect') === target);
    }
  });
}
