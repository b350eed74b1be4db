import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { saveAnswers } from '../../support/questionnaire.ts';

// Each screen of the wallet wizard with a buyer's data on it, and the heading that says it has loaded.
const buyerScreens: [path: string, heading: string][] = [
  ['/app/survey', 'Where you want to buy'],
  ['/app/survey2', 'Your answers'],
  ['/app/wizard-results', 'The programs for your answers'],
  ['/app/wizard-results-nopaginate', 'The programs for your answers'],
  ['/my-wallet', 'How to claim it'],
  ['/app/my-wallet', 'How to claim it'],
  ['/app/chip-marketplace', 'Every homebuyer program we know'],
  ['/app/favorites-chips', 'No favorite chips yet'],
  ['/marketplace', 'Homebuyer assistance, program by program'],
  ['/app/my-pals', 'Your participating approved lenders'],
  ['/app/home-team', 'The people helping you buy'],
  ['/dashboard', 'What to do next'],
  ['/app/dashboard', 'What to do next'],
  ['/action-dashboard', 'Your next steps'],
  ['/app/roadmap', 'The steps to your home'],
  ['/app/steps', 'The steps to your home'],
  ['/app/about', 'About Homebuyer Wizard'],
  ['/app/policy', 'Your answers, your calls, your choice'],
  ['/playground', 'Find the money waiting for your home'],
];

test("every screen of the wallet wizard shows a buyer's data without a serious accessibility violation", async ({
  page,
  context,
}) => {
  test.slow();
  await signUpBuyer(context);
  await saveAnswers(context);
  for (const [path, heading] of buyerScreens) {
    await test.step(path, async () => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: heading })).toBeVisible();
      await expect(page.getByRole('status')).toHaveCount(0);
      await expectAccessible(page);
    });
  }
});

test('the wallet, the results and the marketplace fit a phone', async ({ page, context }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await signUpBuyer(context);
  await saveAnswers(context);
  for (const path of ['/app/my-wallet', '/app/wizard-results', '/app/chip-marketplace']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('status')).toHaveCount(0);
    // Nothing wider than the screen: the page does not scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
    await expectAccessible(page);
  }
});

test('a chip has its own public page, reached from the marketplace, with the way to its lenders', async ({ page }) => {
  await page.goto('/marketplace');
  // Several states' certificates are listed: Texas's is found among its state's.
  await page.getByLabel('State').selectOption('Texas');
  await page.getByLabel('Kind of help').selectOption('Mortgage credit certificate');
  await page.getByRole('link', { name: 'Texas Mortgage Credit Certificate' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Texas Mortgage Credit Certificate' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About this program' })).toBeVisible();
  await expectAccessible(page);

  // A program whose funds are short says so in orange, dark enough to read.
  const texas = await (await page.request.get('/api/programs?state=TX&per_page=500')).json();
  const dallas = texas.data.data.find((program: { slug: string }) => program.slug === 'dallas-dhap');
  await page.goto(`/marketplace/products/${dallas.id}`);
  await expect(page.getByText('Funding: Waitlist')).toBeVisible();
  await expectAccessible(page);

  // The marketplace's own sign-in returns there.
  await page.goto('/marketplace/login');
  await expect(page).toHaveURL(/\/marketplace\/login\?redirect=%2Fmarketplace$/);
  await expectAccessible(page);
});
