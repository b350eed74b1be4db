/** Steps that many account tests share: reading mailed codes, registering, signing in. */
import { and, desc, sql } from 'drizzle-orm';
import { devMailbox } from '../../src/db/schema/index.ts';
import { eventually, type TestApp } from './test-app.ts';

export function readLatestMail(app: TestApp, to: string, subject: RegExp) {
  return eventually(async () => {
    const [mail] = await app.db
      .select()
      .from(devMailbox)
      .where(and(sql`${devMailbox.to} ? ${to}`, sql`${devMailbox.subject} ~ ${subject.source}`))
      .orderBy(desc(devMailbox.id))
      .limit(1);
    if (!mail) throw new Error(`No mail to ${to} matching ${subject}`);
    return mail;
  });
}

export async function mailCount(app: TestApp, to: string): Promise<number> {
  const rows = await app.db.select({ id: devMailbox.id }).from(devMailbox).where(sql`${devMailbox.to} ? ${to}`);
  return rows.length;
}

/** Asks for a code and reads it from the mail, as the person would. */
export async function requestCode(app: TestApp, email: string, description: 'register' | 'login'): Promise<string> {
  const before = await app.db.select({ id: devMailbox.id }).from(devMailbox).orderBy(desc(devMailbox.id)).limit(1);
  const response = await app.inject({
    method: 'POST',
    url: '/api/wizard-tool/generate-otp',
    payload: { description, email },
  });
  if (response.statusCode !== 200) throw new Error(`generate-otp answered ${response.statusCode}: ${response.body}`);
  const mail = await eventually(async () => {
    const [latest] = await app.db
      .select()
      .from(devMailbox)
      .where(and(sql`${devMailbox.to} ? ${email}`, sql`${devMailbox.id} > ${before[0]?.id ?? 0}`))
      .orderBy(desc(devMailbox.id))
      .limit(1);
    if (!latest) throw new Error('no code mail yet');
    return latest;
  });
  const code = /^(\d{6}) is your Homebuyer Wizard code$/.exec(mail.subject)?.[1];
  if (!code) throw new Error(`The mail was not a code: ${mail.subject}`);
  return code;
}

let mobileSequence = 2_000_000;
export function uniqueMobile(): string {
  mobileSequence += 1;
  return `(555) 8${String(mobileSequence).slice(-2)}-${String(mobileSequence).slice(-4)}`;
}

export async function registerWithPassword(app: TestApp, email: string, password = 'a very long passphrase') {
  const response = await app.inject({
    method: 'POST',
    url: '/api/register',
    payload: { email, password, password_confirmation: password },
  });
  if (response.statusCode !== 200) throw new Error(`register answered ${response.statusCode}: ${response.body}`);
  return response.json().data.token as string;
}

export async function signIn(app: TestApp, email: string, password: string, remoteAddress = '127.0.0.1') {
  return app.inject({ method: 'POST', url: '/api/wizard-tool/login', payload: { email, password }, remoteAddress });
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function profileStatus(app: TestApp, token: string): Promise<number> {
  return (await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers: bearer(token) })).statusCode;
}
