import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { codeMailedTo } from '../accounts/accounts.ts';
import { addProviderAccount, expect, expectAccessible, signInAtProvider, test } from './fixtures.ts';

const newEmail = (who: string) => `${who}-${randomUUID()}@example.test`;

type SignedIn = { email: string; first_name: string | null; last_name: string | null };

/** Who the app says is signed in, from the session call the header makes. */
async function signedInBuyer(page: Page): Promise<SignedIn | null> {
  const answer = await page.request.get('/api/wizard-tool/session');
  return ((await answer.json()) as { data: { profile: SignedIn | null } }).data.profile;
}

async function signedInEmail(page: Page): Promise<string | null> {
  return (await signedInBuyer(page))?.email ?? null;
}

test('a new buyer signs in with Google in a popup and lands in their new account', async ({ page, standIns }) => {
  const email = newEmail('gina');
  const login = addProviderAccount(standIns.google, {
    email,
    email_verified: true,
    given_name: 'Gina',
    family_name: 'Popup',
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Continue with Microsoft' })).toBeVisible();
  await expectAccessible(page);

  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpens;
  await expect(page.getByRole('status').filter({ hasText: 'in the window that opened' })).toBeVisible();
  const popupCloses = popup.waitForEvent('close');
  await signInAtProvider(popup, login);
  await popupCloses;

  // A first sign-in without the questionnaire goes where docs/product.md section 9 says.
  await expect(page).toHaveURL(/\/app\/registration-setup-thank-you$/);
  // The new account takes its names from the verified ID token.
  expect(await signedInBuyer(page)).toMatchObject({ email, first_name: 'Gina', last_name: 'Popup' });
  await expectAccessible(page);
});

test('on a phone, signing in with Microsoft goes through a full redirect, our emailed code, and back', async ({
  page,
  app,
  standIns,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const email = newEmail('mo');
  const login = addProviderAccount(standIns.microsoft, {
    email,
    preferred_username: email,
    tid: 'tenant-e2e',
    oid: randomUUID(),
    given_name: 'Mo',
    family_name: 'Redirect',
  });
  await page.goto('/login?redirect=/registerbio');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
  await expect(page).toHaveURL(new RegExp(`^${standIns.microsoft.issuer}/`));
  await signInAtProvider(page, login);

  // Microsoft does not vouch for emails: the address proves itself with our code, once.
  await expect(page.getByRole('heading', { level: 1, name: 'Confirm your email' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Confirm your email' })).toContainText(email);
  expect(await signedInEmail(page)).toBeNull();
  await expectAccessible(page);
  await page.getByLabel('6-digit code').fill(await codeMailedTo(app, email));
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();

  // Back on our site, where the sign-in was asked for from.
  await expect(page).toHaveURL(/\/registerbio$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Create a passkey' })).toBeVisible();
  expect(await signedInEmail(page)).toBe(email);
});

test('when the browser blocks the popup, Google sign-in falls back to a full redirect', async ({ page, standIns }) => {
  const email = newEmail('blocked');
  const login = addProviderAccount(standIns.google, { email, email_verified: true, name: 'Pat Blocked' });
  // What a popup blocker does: window.open answers no window.
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await page.goto('/login');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(new RegExp(`^${standIns.google.issuer}/`));
  await signInAtProvider(page, login);

  await expect(page).toHaveURL(/\/app\/registration-setup-thank-you$/);
  expect(await signedInEmail(page)).toBe(email);
});

test('a Microsoft account claiming someone else’s email gets no session: the code goes to the address’s owner', async ({
  page,
  app,
  context,
  standIns,
  expectConsoleError,
}) => {
  // The squatter's guess answers 422, which the browser reports in its console.
  expectConsoleError(/status of 422 .*\/api\/auth\/confirmation/);
  const email = newEmail('taken');
  const registered = await context.request.post('/api/register', {
    data: { email, password: 'a-long-test-passphrase-2026', password_confirmation: 'a-long-test-passphrase-2026' },
  });
  expect(registered.ok()).toBe(true);
  await context.clearCookies();
  const login = addProviderAccount(standIns.microsoft, {
    email,
    tid: 'tenant-e2e',
    oid: randomUUID(),
    name: 'Someone Else',
  });

  await page.goto('/login');
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Microsoft' }).click();
  const popup = await popupOpens;
  await signInAtProvider(popup, login);

  // The popup hands over to the code step; whoever holds the Microsoft account does not get the code.
  await expect(page).toHaveURL(/\/login\?confirm_email=microsoft$/);
  await expect(page.getByRole('form', { name: 'Confirm your email' })).toContainText(email);
  expect(await codeMailedTo(app, email)).toMatch(/^\d{6}$/);
  await page.getByLabel('6-digit code').fill('000000');
  await page.getByRole('button', { name: 'Confirm and sign in' }).click();
  await expect(page.getByText('This code is not right or has expired')).toBeVisible();
  expect(await signedInEmail(page)).toBeNull();
  await expectAccessible(page);
});
