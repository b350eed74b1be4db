/**
 * Many shells set NODE_ENV=development, and `npm start` runs the built app in it (issue 40): the
 * browser takes over the pages it draws as drawn. The fixture fails a test on a console error, which
 * is how React's development build reports a mismatch; its production build, which the browser runs,
 * reports none, so each test also compares what the server drew with the browser's own.
 */
import { expect, test } from '../../fixtures.ts';
import { attributesNotTakenOver } from '../../support/drawn-attributes.ts';

test.use({ appEnvironment: { NODE_ENV: 'development' } });

for (const address of ['/', '/login', '/marketplace']) {
  test(`${address}, drawn by an app started with NODE_ENV=development, is taken over as drawn`, async ({ page }) => {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await attributesNotTakenOver(page)).toEqual([]);
  });
}
