import type { Page } from '@playwright/test';
import { signUpBuyer } from '../../support/accounts.ts';
import { expect, expectAccessible, test } from './fixtures.ts';

/** Chromium's virtual authenticator (DevTools protocol): a device with a fingerprint reader that always says yes. */
async function addVirtualAuthenticator(page: Page) {
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('WebAuthn.enable');
  const { authenticatorId } = await devtools.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { devtools, authenticatorId };
}

test('a buyer creates a passkey, signs in with it after signing out, and removes it', async ({ page, context }) => {
  const { devtools, authenticatorId } = await addVirtualAuthenticator(page);
  const email = await signUpBuyer(context);

  await page.goto('/registerbio');
  await expect(page.getByRole('heading', { level: 1, name: 'Create a passkey' })).toBeVisible();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Name this passkey').fill('Test laptop');
  await page.getByRole('button', { name: 'Create a passkey' }).click();

  await expect(page.getByRole('status').filter({ hasText: 'Your passkey is ready' })).toContainText('Test laptop');
  const listed = page.getByRole('listitem').filter({ hasText: 'Test laptop' });
  await expect(listed).toContainText('not used yet');
  await expectAccessible(page);
  const { credentials } = await devtools.send('WebAuthn.getCredentials', { authenticatorId });
  expect(credentials).toHaveLength(1);

  await page.goto('/logout');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/loginbiometrics');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in with a passkey' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();

  // A new buyer has not answered the questionnaire yet: docs/product.md section 9 sends them here.
  await expect(page).toHaveURL(/\/app\/registration-setup-thank-you$/);
  const session = await page.request.get('/api/wizard-tool/session');
  expect(((await session.json()) as { data: { profile: { email: string } } }).data.profile.email).toBe(email);

  await page.goto('/registerbio');
  await expect(listed).toContainText('last used');
  await page.getByRole('button', { name: 'Remove the passkey Test laptop' }).click();
  await expect(page.getByText('You have no passkeys yet.')).toBeVisible();
});

test('signing in with a passkey the site does not know says so, and signs no one in', async ({
  page,
  expectConsoleError,
}) => {
  // The browser reports the server's refusal of the passkey in its console.
  expectConsoleError(/status of 401/);
  const { devtools, authenticatorId } = await addVirtualAuthenticator(page);
  // A passkey for this site that was never registered with it (or was removed from the account).
  await devtools.send('WebAuthn.addCredential', {
    authenticatorId,
    credential: {
      credentialId: Buffer.from('never-registered-credential').toString('base64'),
      isResidentCredential: true,
      rpId: 'localhost',
      privateKey: await newPrivateKey(),
      userHandle: Buffer.from('user-unknown').toString('base64'),
      signCount: 0,
    },
  });

  await page.goto('/loginbiometrics');
  await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'You are not signed in' })).toContainText(
    'This passkey could not sign you in.',
  );
  await expect(page).toHaveURL(/\/loginbiometrics$/);
  await expectAccessible(page);
});

/** A P-256 private key in PKCS#8, base64, as the DevTools protocol takes a credential's key. */
async function newPrivateKey(): Promise<string> {
  const { privateKey } = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign']);
  return Buffer.from(await crypto.subtle.exportKey('pkcs8', privateKey)).toString('base64');
}
