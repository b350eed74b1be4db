import { randomUUID } from 'node:crypto';
import { expect, expectAccessible, test } from '../../fixtures.ts';
import { createConsoleStaff, signIn } from '../../support/accounts.ts';
import { demoLenderAndProgram } from '../../support/booking.ts';
import { choosePassword, fillInvitation, invitationLink } from '../../support/professionals.ts';

test('a staff member invites a professional, who opens the mail, chooses a password, lands in the portal, adds hours and fills in their directory entry; a used link says so', async ({
  page,
  context,
  browser,
  app,
  expectConsoleError,
}) => {
  test.slow();
  const { program } = await demoLenderAndProgram(context);
  const email = `nora.${randomUUID()}@lenders.example`;

  const staff = await createConsoleStaff(app);
  await signIn(context, staff);
  await page.goto('/admin');
  await page.getByRole('navigation', { name: 'Console sections' }).getByRole('link', { name: 'Professionals' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Professionals' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Table of professionals' })).toContainText('Dana Whitfield');
  await expectAccessible(page);

  const invitation = await fillInvitation(page, {
    firstName: 'Nora',
    lastName: 'Patel',
    email,
    company: 'Gulf Coast Mortgage',
    program: program.name,
  });
  await expectAccessible(page);
  await invitation.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByText(`An invitation was mailed to ${email}.`)).toBeVisible();
  const row = page.getByRole('region', { name: 'Table of professionals' }).getByRole('row').filter({ hasText: email });
  await expect(row).toContainText('Invited');
  await expect(row).toContainText(program.name);
  await expect(row).toContainText('Not connected');

  // Inviting the same address again is refused on the email field.
  expectConsoleError(/status of 409 .*\/api\/admin\/professionals\/invitations/);
  await page.getByRole('button', { name: 'Invite a professional' }).click();
  await invitation.getByRole('textbox', { name: 'First name' }).fill('Nora');
  await invitation.getByRole('textbox', { name: 'Last name' }).fill('Patel');
  await invitation.getByRole('textbox', { name: 'Email' }).fill(email);
  await invitation.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(invitation.getByText('This email already has an account')).toBeVisible();
  await invitation.getByRole('button', { name: 'Cancel' }).click();

  // The invitee opens the mail in their own browser.
  const link = await invitationLink(app, email);
  const proContext = await browser.newContext({ baseURL: app.url });
  const pro = await proContext.newPage();
  await pro.goto(link);
  await expect(pro.getByRole('heading', { level: 1, name: 'Choose your password' })).toBeVisible();
  await expect(pro.getByText(`Welcome, Nora: you sign in as ${email}.`)).toBeVisible();
  await expectAccessible(pro);
  await choosePassword(pro, 'a lender’s own long passphrase');

  await expect(pro).toHaveURL((url) => url.pathname === '/pro/calls');
  const main = pro.getByRole('navigation', { name: 'Main' });
  await expect(main.getByRole('link')).toHaveText(['Your calls', 'Your hours', 'Your directory entry', 'Your profile']);
  for (const buyerOnly of ['Favorite Chips', 'Wallet Wizard Results', 'My PALs', 'Personal Dashboard']) {
    await expect(pro.getByRole('link', { name: buyerOnly })).toHaveCount(0);
  }

  await main.getByRole('link', { name: 'Your hours' }).click();
  await expect(pro.getByRole('heading', { level: 1, name: 'When you take calls' })).toBeVisible();
  await pro.getByRole('checkbox', { name: 'Monday 10:00 AM' }).check();
  await pro.getByRole('button', { name: 'Save weekly hours' }).click();
  await expect(pro.getByText('Your hours are saved')).toBeVisible();

  await main.getByRole('link', { name: 'Your directory entry' }).click();
  await expect(pro.getByRole('heading', { level: 1, name: 'Your directory entry' })).toBeVisible();
  await expect(pro.getByRole('textbox', { name: 'Company' })).toHaveValue('Gulf Coast Mortgage');
  await expectAccessible(pro);
  await pro.getByRole('combobox', { name: 'States you serve' }).fill('Texa');
  await pro.getByRole('option', { name: 'Texas' }).click();
  await pro.getByRole('combobox', { name: 'States you serve' }).press('Escape');
  await expect(pro.getByRole('option', { name: 'Texas' })).toHaveCount(0);
  await pro.getByRole('textbox', { name: 'About you' }).fill('Fifteen years of first mortgages on the Gulf Coast.');
  await pro.getByRole('button', { name: 'Save my entry' }).click();
  await expect(pro.getByText('Directory entry saved')).toBeVisible();

  // The link worked once: opened again, it says so.
  await pro.goto(link);
  await expect(pro.getByText('This invitation was already used: sign in with the password you chose.')).toBeVisible();
  await expectAccessible(pro);
  await proContext.close();

  // Back in the console: signed in now, and deactivated after a confirmation.
  await page.reload();
  await expect(row).not.toContainText('Invited');
  await row.getByRole('button', { name: 'Deactivate Nora Patel' }).click();
  const deactivation = page.getByRole('dialog', { name: 'Deactivate this professional?' });
  await expectAccessible(page);
  await deactivation.getByRole('button', { name: 'Deactivate' }).click();
  await expect(page.getByText('Professional deactivated')).toBeVisible();
  await expect(row).toContainText('Deactivated');
});
