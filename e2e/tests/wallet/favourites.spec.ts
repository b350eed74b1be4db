import { expect, expectAccessible, test } from '../../fixtures.ts';
import { signUpBuyer } from '../../support/accounts.ts';
import { saveAnswers } from '../../support/questionnaire.ts';

test('a buyer stars chips in the marketplace and in the results, and finds them in favourites', async ({
  page,
  context,
}) => {
  await signUpBuyer(context);
  await saveAnswers(context);

  await page.goto('/app/favorites-chips');
  await expect(page.getByRole('heading', { name: 'No favorite chips yet' })).toBeVisible();
  await expectAccessible(page);

  await page.goto('/app/chip-marketplace');
  await page.getByLabel('State').selectOption('Texas');
  await expect(page).toHaveURL(/state=TX/);
  // Texas lists more chips than a page holds: a search brings the heroes' programs forward.
  await page.getByLabel('Search by name, agency or summary').fill('Heroes');
  await page.getByRole('form', { name: 'Search the chips' }).getByRole('button', { name: 'Search' }).click();
  const heroes = page.getByRole('article', { name: 'Homes for Texas Heroes' });
  await expect(heroes).toBeVisible();
  await expect(page.getByRole('article', { name: 'Florida Hometown Heroes' })).toHaveCount(0);
  await expectAccessible(page);
  const heroesStar = heroes.getByRole('button', { name: 'Favorite Homes for Texas Heroes' });
  await expect(heroesStar).toHaveAttribute('aria-pressed', 'false');
  await heroesStar.click();
  await expect(heroesStar).toHaveAttribute('aria-pressed', 'true');

  // A search narrows the list down to one chip.
  await page.getByLabel('Search by name, agency or summary').fill('Mortgage Credit Certificate');
  await page.getByRole('form', { name: 'Search the chips' }).getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);

  await page.goto('/app/wizard-results');
  const firstHome = page.getByRole('article', { name: 'My First Texas Home' });
  await expect(firstHome).toBeVisible();
  await expectAccessible(page);
  await firstHome.getByRole('button', { name: 'Favorite My First Texas Home' }).click();
  await expect(firstHome.getByRole('button', { name: 'Favorite My First Texas Home' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  await page.getByRole('link', { name: 'Favorite Chips' }).first().click();
  await expect(page).toHaveURL(/\/app\/favorites-chips$/);
  await expect(page.getByRole('article')).toHaveCount(2);
  await expect(page.getByRole('article', { name: 'Homes for Texas Heroes' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'My First Texas Home' })).toBeVisible();
  await expectAccessible(page);

  // Unstarring takes a chip off the favourites.
  await page.getByRole('button', { name: 'Favorite Homes for Texas Heroes' }).click();
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.reload();
  await expect(page.getByRole('article', { name: 'My First Texas Home' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Homes for Texas Heroes' })).toHaveCount(0);
});
