import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { createConsoleStaff, signIn, signUpBuyer } from '../../support/accounts.ts';
import { askForAHousingCounselor, chooseDay, chooseSlot, dayName, dayNextWeek } from '../../support/booking.ts';
import { consoleSection, exportCsv } from '../../support/console.ts';
import { type HudCounty, hudFile, seededCounties } from '../../support/income-limits.ts';
import { choosePassword, fillInvitation, invitationLink } from '../../support/professionals.ts';
import { writeProgram } from '../../support/programs.ts';
import { saveAnswers, texasTeacherWith } from '../../support/questionnaire.ts';

/** Blount County, Alabama: no table holds it, and no other journey imports it. */
const blountCounty: HudCounty = {
  fips: '01009',
  name: 'Blount County',
  code: 'METRO13820MM1000',
  area: 'Birmingham-Hoover, AL HUD Metro FMR Area',
  metro: '1',
  median: 81_000,
};

test('a day in the console: a program written, previewed and published, HUD’s limits imported, a lender invited who books a buyer’s call on it, and every step in the console and its audit log', async ({
  page,
  context,
  browser,
  app,
}) => {
  // Three people in three browsers, a mail, and most of the console's sections: a long journey.
  test.slow();
  const unique = randomUUID().slice(0, 8);
  const slug = `isla-starter-home-grant-${unique}`;
  const programName = `Isla Starter Home Grant ${unique}`;
  const lender = {
    firstName: 'Luis',
    lastName: 'Ortega',
    email: `luis.${unique}@lenders.example`,
    company: 'Isla Mortgage',
    program: programName,
  };
  const monday = dayNextWeek('Monday');

  const staff = await createConsoleStaff(app);
  await signIn(context, staff);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Expert requests' })).toBeVisible();
  await expectAccessible(page);

  await test.step('the staff member writes a program of Puerto Rico with an income limit, previews who qualifies and publishes it', async () => {
    await consoleSection(page, 'Programs').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Programs' })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'New program' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New program' })).toBeVisible();
    await writeProgram(page, programName, slug);
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Create the draft' }).click();
    await expect(page.getByRole('heading', { level: 1, name: programName })).toBeVisible();
    await expect(page.getByText('Draft', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Preview who qualifies' }).click();
    const table = page.getByRole('table', { name: 'Who qualifies, before and after the change' });
    const single = table
      .getByRole('row', { name: /Single first-time buyer/ })
      .getByRole('cell')
      .nth(3);
    await expect(single).toContainText('Likely');
    await expect(single).toContainText('$9,000');
    await expect(
      table
        .getByRole('row', { name: /Family of five/ })
        .getByRole('cell')
        .nth(3),
    ).toContainText('Not eligible');
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Publish' }).click();
    await expect(page.getByText('Published', { exact: true })).toBeVisible();
  });

  const buyerContext = await browser.newContext({ baseURL: app.url });
  const buyerEmail = await signUpBuyer(buyerContext);
  const buyer = await buyerContext.newPage();

  await test.step('a buyer of Puerto Rico under the cap finds it among their results', async () => {
    await saveAnswers(buyerContext, texasTeacherWith({ state: 'PR', county: null, household_income: 48_000 }));
    await buyer.goto('/app/wizard-results-nopaginate');
    await expect(buyer.getByText(programName).first()).toBeVisible();
  });

  await test.step('the staff member checks HUD’s yearly file, then imports it', async () => {
    await consoleSection(page, 'Income limits').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Income limits' })).toBeVisible();
    await expectAccessible(page);
    await page.locator('input[type="file"]').setInputFiles({
      name: 'Section8-FY25.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(hudFile([...seededCounties, blountCounty])),
    });
    await page.getByRole('button', { name: 'Check the file' }).click();
    await expect(page.getByRole('heading', { name: 'What importing HUD’s FY2025 file would change' })).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Table of new counties' })
        .getByRole('row')
        .filter({ hasText: 'Blount County, AL (01009)' }),
    ).toContainText('$81,000');
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Import FY2025 limits' }).click();
    await expect(page.getByText('HUD’s FY2025 limits are imported')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Table of counties' })).toContainText('Blount County');
  });

  await test.step('the staff member invites a lender for the program', async () => {
    await consoleSection(page, 'Professionals').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Professionals' })).toBeVisible();
    await expectAccessible(page);
    const invitation = await fillInvitation(page, lender);
    await expectAccessible(page);
    await invitation.getByRole('button', { name: 'Send the invitation' }).click();
    await expect(page.getByText(`An invitation was mailed to ${lender.email}.`)).toBeVisible();
    const row = page
      .getByRole('region', { name: 'Table of professionals' })
      .getByRole('row')
      .filter({ hasText: lender.email });
    await expect(row).toContainText('Invited');
    await expect(row).toContainText(programName);
  });

  await test.step('the lender opens the mail, chooses a password and takes calls on Monday mornings', async () => {
    const lenderContext = await browser.newContext({ baseURL: app.url });
    const portal = await lenderContext.newPage();
    await portal.goto(await invitationLink(app, lender.email));
    await expect(portal.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
    await choosePassword(portal, 'a lender’s own long passphrase');
    await expect(portal).toHaveURL((url) => url.pathname === '/pro/calls');
    await portal.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Your hours' }).click();
    await expect(portal.getByRole('heading', { level: 1, name: 'When you take calls' })).toBeVisible();
    await portal.getByRole('checkbox', { name: 'Monday 10:00 AM' }).check();
    await portal.getByRole('button', { name: 'Save weekly hours' }).click();
    await expect(portal.getByText('Your hours are saved')).toBeVisible();
    await expectAccessible(portal);
    await lenderContext.close();
  });

  await test.step('the buyer books a call with the lender about the program, and asks for an expert too', async () => {
    await buyer.getByRole('link', { name: `Lenders and experts for ${programName}` }).click();
    await expect(buyer.getByRole('heading', { level: 1, name: programName })).toBeVisible();
    const programPage = new URL(buyer.url()).pathname;
    await buyer.getByRole('link', { name: 'Book a call with Luis Ortega' }).click();
    await expect(buyer.getByRole('heading', { level: 1, name: 'Book a call with Luis Ortega' })).toBeVisible();
    await chooseDay(buyer, monday);
    await chooseSlot(buyer, '10:00 AM');
    await buyer.getByLabel('A note for Luis Ortega').fill('Can the grant go with a first mortgage from you?');
    await buyer.getByRole('button', { name: 'Book this call' }).click();
    await expect(buyer.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();
    await expect(buyer.getByText(`${dayName(monday)} at 10:00 AM Eastern Time`)).toBeVisible();

    await buyer.goto(programPage);
    await buyer.getByRole('link', { name: 'Ask for an expert' }).first().click();
    await expect(
      buyer.getByRole('form', { name: 'Ask for an expert' }).getByRole('combobox', { name: 'Program' }),
    ).toHaveValue(programName);
    await askForAHousingCounselor(buyer);
    await expect(buyer.getByText('Your request is on its way')).toBeVisible();
    await buyerContext.close();
  });

  await test.step('the staff member finds the expert request and the booking, and exports the bookings', async () => {
    await consoleSection(page, 'Expert requests').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Expert requests' })).toBeVisible();
    const request = page
      .getByRole('region', { name: 'Table of expert requests' })
      .getByRole('row')
      .filter({ hasText: buyerEmail });
    await expect(request).toContainText(programName);
    await expect(request).toContainText('New');
    await expectAccessible(page);

    await consoleSection(page, 'Bookings').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bookings' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Professional' }).selectOption({ label: 'Luis Ortega, Isla Mortgage' });
    const booking = page
      .getByRole('region', { name: 'Table of bookings' })
      .getByRole('row')
      .filter({ hasText: buyerEmail });
    await expect(booking).toContainText(programName);
    await expect(booking).toContainText('10:00 AM Eastern Time');
    await expect(booking).toContainText('Booked');
    await expectAccessible(page);

    const { lines } = await exportCsv(page);
    const line = lines.find((candidate) => candidate.includes(buyerEmail));
    expect(line).toContain(`,${monday} 10:00:00,booked,${programName},Luis Ortega,Isla Mortgage,`);
  });

  await test.step('the audit log holds every step the staff member took', async () => {
    await consoleSection(page, 'Audit log').click();
    const changes = page
      .getByRole('region', { name: 'Table of changes' })
      .getByRole('row')
      .filter({ hasText: staff.email });
    await expect(changes.filter({ hasText: 'Program created' }).filter({ hasText: slug })).toHaveCount(1);
    await expect(changes.filter({ hasText: 'Program published' }).filter({ hasText: slug })).toHaveCount(1);
    await expect(changes.filter({ hasText: 'HUD income limits imported' })).toHaveCount(1);
    await expect(changes.filter({ hasText: 'Professional invited' }).filter({ hasText: lender.email })).toHaveCount(1);
    await expectAccessible(page);
  });
});
