import { redirects } from '@hbw/contract';
import { expect, test } from '../../fixtures.ts';
import { layoutRoot, pageAt, sampleAddress } from '../../route-table.ts';

for (const redirect of redirects) {
  test(`the old address ${redirect.path} lands on ${redirect.to}`, async ({ page }) => {
    const target = sampleAddress(redirect.to);

    await page.goto(sampleAddress(redirect.path));

    await expect(page).toHaveURL((url) => url.pathname === target);
    await expect(layoutRoot(page, pageAt(target).layout)).toBeVisible();
  });
}
