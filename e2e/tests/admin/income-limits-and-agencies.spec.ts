import { expect, expectAccessible, test } from '../../fixtures.ts';
import { createAdmin, signIn } from '../../support/accounts.ts';

const sizes = [1, 2, 3, 4, 5, 6, 7, 8];
/** HUD's FY2025 household-size shares of the 4-person limit, in percent. */
const shares = [70, 80, 90, 100, 108, 116, 124, 132];
const roundedUp = (amount: number) => Math.ceil(amount / 50) * 50;

/** A file in the shape of HUD's Section 8 income limits file: Bibb County, Alabama, which no table holds yet. */
function hudFile(): string {
  const header = [
    'fips',
    'state',
    'hud_area_code',
    'County_Name',
    'county_town_name',
    'stusps',
    'metro',
    'hud_area_name',
    'median2025',
    ...['ELI_', 'l50_', 'l80_'].flatMap((prefix) => sizes.map((size) => prefix + size)),
  ];
  const median = 70_000;
  const limits = [30, 50, 80].flatMap((percent) =>
    shares.map((share) => roundedUp((median * percent * share) / 10_000)),
  );
  const row = [
    '0100799999',
    '01',
    'METRO13820MM1000',
    'Bibb County',
    'Bibb County',
    'AL',
    '1',
    '"Birmingham-Hoover, AL HUD Metro FMR Area"',
    String(median),
    ...limits.map(String),
  ];
  return `${header.join(',')}\n${row.join(',')}\n`;
}

test('an admin checks and imports a HUD income-limits file, browses the county, changes an agency’s address for expert requests, and lists the content drafts', async ({
  page,
  context,
  app,
  expectConsoleError,
}) => {
  test.slow();
  // The browser reports the refused address (422) that the form then shows under its field.
  expectConsoleError(/status of 422 .*\/api\/admin\/agencies\/\d+/);
  const admin = await createAdmin(app);
  await signIn(context, admin);
  const sections = page.getByRole('navigation', { name: 'Console sections' });

  await page.goto('/admin');
  await sections.getByRole('link', { name: 'Income limits' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Income limits' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Table of counties' })).toContainText('Autauga County');
  await expectAccessible(page);

  // First the check: what an import would change, and nothing changed yet.
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'Section8-FY25.csv', mimeType: 'text/csv', buffer: Buffer.from(hudFile()) });
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
  await expect(limits.getByRole('row').filter({ hasText: 'hud-50' }).first()).toContainText('$35,000');
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
