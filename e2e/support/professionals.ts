/** Inviting a professional from the console, and the invitee's side of it: the mail and the password. */
import type { Page } from '@playwright/test';
import { type App, expect } from '../fixtures.ts';

export type Invitee = { firstName: string; lastName: string; email: string; company: string; program: string };

/** Opens the console's invitation form on the Professionals section and fills it in for a lender of one program. */
export async function fillInvitation(page: Page, invitee: Invitee) {
  await page.getByRole('button', { name: 'Invite a professional' }).click();
  const invitation = page.getByRole('dialog', { name: 'Invite a professional' });
  await invitation.getByRole('textbox', { name: 'First name' }).fill(invitee.firstName);
  await invitation.getByRole('textbox', { name: 'Last name' }).fill(invitee.lastName);
  await invitation.getByRole('textbox', { name: 'Email' }).fill(invitee.email);
  await invitation.getByRole('combobox', { name: 'Kind' }).selectOption('lender');
  await invitation.getByRole('textbox', { name: 'Company' }).fill(invitee.company);
  await invitation.getByRole('combobox', { name: 'Programs' }).fill(invitee.program.slice(0, 12));
  await page.getByRole('option', { name: invitee.program }).click();
  // The list of programs stays open for more choices until the field is left.
  await invitation.getByRole('textbox', { name: 'Company' }).click();
  await expect(page.getByRole('option', { name: invitee.program })).toHaveCount(0);
  return invitation;
}

/** The path and query of the link in the invitation mailed to `email`. */
export async function invitationLink(app: App, email: string): Promise<string> {
  const mail = await app.mail.waitFor(
    (received) =>
      received.envelopeTo.includes(email) && received.subject === 'You are invited to take calls on Homebuyer Wizard',
  );
  const link = /(http\S+\/pro\/invitation\?token=\S+)/.exec(mail.text ?? '')?.[1];
  if (!link) throw new Error('The invitation mail has no link.');
  return new URL(link).pathname + new URL(link).search;
}

/** Chooses a password on the invitation's page, which signs the professional in. */
export async function choosePassword(page: Page, password: string): Promise<void> {
  const choose = page.getByRole('form', { name: 'Choose your password' });
  await choose.getByLabel(/^Password/).fill(password);
  await choose.getByLabel(/^Repeat the password/).fill(password);
  await choose.getByRole('button', { name: 'Set my password and sign in' }).click();
}
