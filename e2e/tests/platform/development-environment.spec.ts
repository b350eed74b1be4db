/**
 * Many shells set NODE_ENV=development, and `npm start` runs the built app in it (issue 40): the
 * browser hydrates the pages it renders as rendered. The fixture fails a test on a console error,
 * which is how React's development build reports a mismatch; its production build, which the browser
 * runs, reports none, so each test also compares what the server rendered with the browser's own.
 */
import { expect, test } from '../../fixtures.ts';
import { hydrationMismatches } from '../../support/hydration-mismatches.ts';

test.use({ appEnvironment: { NODE_ENV: 'development' } });

for (const address of ['/', '/login', '/marketplace']) {
  test(`${address}, rendered by an app started with NODE_ENV=development, is hydrated as rendered`, async ({
    page,
  }) => {
    await page.goto(address);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await hydrationMismatches(page)).toEqual([]);
  });
}
