/**
 * Signing people in for a browser test without going through the sign-in screens, which have tests
 * of their own: the calls those screens make, sent from the browser context so that its cookie jar
 * keeps the session cookie for the pages that follow.
 */
import { randomUUID } from 'node:crypto';
import type { BrowserContext } from '@playwright/test';
import { type App, expect } from '../fixtures.ts';

/** The demo lender of the seed data (docs/operations.md), the one demo professional who can sign in. */
export const demoLender = { email: 'lender@demo.homebuyerwizard.test', password: 'demo-lender-2026' } as const;

const password = 'a-long-test-passphrase-2026';

/**
 * Registers a new buyer with a unique email and a password, signed in in `context`; returns the email.
 * The buyer's time zone is the one the context's clock is set to, as the sign-up form gives it, or
 * none (`timeZone: null`), as an account made with Google or Microsoft has until one is chosen.
 */
export async function signUpBuyer(context: BrowserContext, { timeZone }: { timeZone?: null } = {}): Promise<string> {
  const email = `buyer-${randomUUID()}@example.test`;
  const zone = timeZone === null ? {} : { time_zone: await clockZoneOf(context) };
  const answer = await context.request.post('/api/register', {
    data: { email, password, password_confirmation: password, ...zone },
  });
  expect(answer.ok(), `registering ${email} answered ${answer.status()}: ${await answer.text()}`).toBe(true);
  return email;
}

/** Makes a console staff account the one way one is made: `npm run admin -- create-user --role admin`. */
export async function createConsoleStaff(app: App): Promise<{ email: string; password: string }> {
  const account = { email: `admin-${randomUUID()}@example.test`, password };
  await app.admin(['create-user', '--email', account.email, '--password', account.password, '--role', 'admin']);
  return account;
}

/** Signs an existing account in, in `context`. */
export async function signIn(context: BrowserContext, account: { email: string; password: string }): Promise<void> {
  const answer = await context.request.post('/api/wizard-tool/login', { data: account });
  expect(answer.ok(), `signing ${account.email} in answered ${answer.status()}: ${await answer.text()}`).toBe(true);
}

/** The zone a context's clock is set to (its `timezoneId`, or the machine's), as its pages read it. */
async function clockZoneOf(context: BrowserContext): Promise<string> {
  const page = await context.newPage();
  try {
    return await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  } finally {
    await page.close();
  }
}
