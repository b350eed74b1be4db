/**
 * What the account journeys share: fresh addresses and mobile numbers (the tests of a worker share
 * one database), the codes and links read from the mail sink, and a buyer made through the API for
 * journeys that start after registration.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import type { App } from '../../fixtures.ts';

export function newEmail(who: string): string {
  return `${who}-${randomUUID().slice(0, 8)}@example.com`;
}

/** A US mobile number nobody in this database has yet, written as a person would type it. */
export function newMobileNumber(): string {
  return `(${randomInt(201, 999)}) ${randomInt(201, 999)}-${String(randomInt(0, 10_000)).padStart(4, '0')}`;
}

/** The 6-digit code of the code mail to `email` (each test's address gets one). */
export async function codeMailedTo(app: App, email: string): Promise<string> {
  const mail = await app.mail.waitFor(
    (message) => message.envelopeTo.includes(email) && /is your Homebuyer Wizard code$/.test(message.subject ?? ''),
  );
  const code = /: (\d{6})\n/.exec(mail.text ?? '')?.[1];
  if (!code) throw new Error(`The code mail to ${email} holds no code:\n${mail.text}`);
  return code;
}

/** The reset link of the password reset mail to `email`, as a path on the app. */
export async function resetLinkMailedTo(app: App, email: string): Promise<string> {
  const mail = await app.mail.waitFor(
    (message) => message.envelopeTo.includes(email) && message.subject === 'Reset your Homebuyer Wizard password',
  );
  const link = /(http\S+\/reset-password\?token=\S+)/.exec(mail.text ?? '')?.[1];
  if (!link) throw new Error(`The reset mail to ${email} holds no link:\n${mail.text}`);
  const url = new URL(link);
  if (url.origin !== app.url) throw new Error(`The reset link ${link} is not on the app's address ${app.url}.`);
  return url.pathname + url.search;
}

/**
 * A buyer registered with a password through the API. Through a page's `request`, the page is signed
 * in too (it shares the browser's cookies); through the test's own `request`, it is not.
 */
export async function registerBuyer(request: APIRequestContext, email: string, password: string): Promise<void> {
  const answer = await request.post('/api/register', {
    data: { email, password, password_confirmation: password },
  });
  if (!answer.ok()) throw new Error(`Registering ${email} answered ${answer.status()}: ${await answer.text()}`);
}
