import { expect, expectAccessible, test } from '../../fixtures.ts';
import { createConsoleStaff, signIn } from '../../support/accounts.ts';
import { bibbCounty, hudFile, seededCounties } from '../../support/income-limits.ts';

test('a staff member checks and imports a HUD income-limits file, browses the county, changes an agency’s address for expert requests, and lists the content drafts', async ({
  page,
  context,
  app,
  expectConsoleError,
}) => {
  test.slow();
  // The browser reports the refused address (422) that the form then shows under its field.
  expectConsoleError(/status of 422 .*\/api\/admin\/agencies\/\d+/);
  const staff = await createConsoleStaff(app);
  await signIn(context, staff);
  const sections = page.getByRole('navigation', { name: 'Console sections' });

  await page.goto('/admin');
  await sections.getByRole('link', { name: 'Income limits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Income limits' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Table of counties' })).toContainText('Autauga County');
  await expectAccessible(page);

  // First the check: what an import would change, and nothing changed yet.
  await page.locator('input[type="file"]').setInputFiles({
    name: 'Section8-FY25.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(hudFile([...seededCounties, bibbCounty])),
  });
  await page.getByRole('button', { name: 'Check the file' }).click();
  await expect(page.getByRole('heading', { name: 'What importing HUD’s FY2025 file would change' })).toBeVisible();
  const newCounties = page.getByRole('region', { name: 'Table of new counties' });
  await expect(newCounties.getByRole('row').filter({ hasText: 'Bibb County, AL (01007)' })).toContainText('$70,000');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Import FY2025 limits' }).click();
  await expect(page.getByText('HUD’s FY2025 limits are imported')).toBeVisible();

  // Then the county, as buyers' wallets now read it.
  const counties = page.getByRole('region', { name: 'Table of counties' });
  await counties.getByRole('button', { name: 'Bibb County' }).click();
  await expect(page).toHaveURL((url) => url.searchParams.get('county') === '01007');
  await expect(page.getByRole('heading', { name: 'Bibb County, AL (01007)' })).toBeVisible();
  const limits = page.getByRole('region', { name: 'Table of income limits of Bibb County' });
  // The seed's FY2026 rows come first; the imported FY2025 row holds the file's figure.
  await expect(limits.getByRole('row').filter({ hasText: 'hud-50' }).filter({ hasText: 'FY2025' })).toContainText(
    '$35,000',
  );
  await expectAccessible(page);

  // An agency's address for expert requests.
  await sections.getByRole('link', { name: 'Agencies' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Agencies' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Name contains' }).fill('Texas State Affordable');
  await page.getByRole('searchbox', { name: 'Name contains' }).press('Enter');
  const agency = page.getByRole('region', { name: 'Table of agencies' }).getByRole('row').filter({ hasText: 'TSAHC' });
  await expect(agency).toContainText('The Homebuyer Wizard team');
  await expectAccessible(page);
  await agency.getByRole('button', { name: 'Change Texas State Affordable Housing Corporation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change this agency' });
  await dialog.getByRole('textbox', { name: /Contact address for expert requests/ }).fill('not an address');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('Enter an email address.')).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole('textbox', { name: /Contact address for expert requests/ }).fill('homebuyers@tsahc.example');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(agency).toContainText('homebuyers@tsahc.example');
  await expect(agency).toContainText('Edited in the console');

  await sections.getByRole('link', { name: 'Content drafts' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Content drafts' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Table of content drafts' })).toContainText(
    'Help for teachers, nurses and first responders',
  );
  await expectAccessible(page);

  await sections.getByRole('link', { name: 'Audit log' }).click();
  const audit = page.getByRole('region', { name: 'Table of changes' });
  await expect(audit).toContainText('HUD income limits imported');
  await expect(audit).toContainText('Agency changed');
});
