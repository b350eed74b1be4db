import { createHmac } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { LOGIN_CHECKER_TAKEN } from '@hbw/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { oneTimeCodes, sessions, users } from '../../src/db/schema/index.ts';
import { hashOneTimeCode } from '../../src/modules/accounts/secrets.ts';
import {
  bearer,
  mailCount,
  readLatestMail,
  registerWithPassword,
  requestCode,
  signIn,
  uniqueMobile,
} from '../support/accounts.ts';
import { createTestApp, eventually, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

const register = (payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/wizard-tool/register', payload });

describe('login-checker', () => {
  it('says a new email and mobile number can register', async () => {
    const response = await app.inject({
      method: 'POST',
      url: `/api/wizard-tool/login-checker?email=free@example.com&mobile_number=${encodeURIComponent('(555) 201-0001')}`,
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers the message of docs/product.md section 15 when the email or the mobile number is taken', async () => {
    const mobile = '(555) 201-0002';
    const code = await requestCode(app, 'taken@example.com', 'register');
    await register({ email: 'taken@example.com', mobile_number: mobile, otp: code });

    const byEmail = await app.inject({ method: 'POST', url: '/api/wizard-tool/login-checker?email=TAKEN@example.com' });
    expect(byEmail.statusCode).toBe(422);
    expect(byEmail.json()).toEqual({ message: LOGIN_CHECKER_TAKEN, errors: { email: [LOGIN_CHECKER_TAKEN] } });

    const byMobile = await app.inject({
      method: 'POST',
      url: `/api/wizard-tool/login-checker?email=other@example.com&mobile_number=${encodeURIComponent('555.201.0002')}`,
    });
    expect(byMobile.json()).toEqual({ message: LOGIN_CHECKER_TAKEN, errors: { mobile_number: [LOGIN_CHECKER_TAKEN] } });
  });
});

describe('registration with a one-time code', () => {
  it('creates the buyer and signs them in with a random session token kept only as a hash (docs/security.md 5)', async () => {
    const code = await requestCode(app, 'new.buyer@example.com', 'register');
    expect(code).toMatch(/^\d{6}$/);
    const response = await register({ email: 'New.Buyer@example.com', mobile_number: '+1 (555) 201-0003', otp: code });
    expect(response.statusCode).toBe(200);
    const { token } = response.json().data;
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);

    const cookie = response.cookies.find((c) => c.name === 'hbw_session');
    expect(cookie).toMatchObject({ value: token, httpOnly: true, sameSite: 'Lax', path: '/' });

    const profile = await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers: bearer(token) });
    expect(profile.json().data).toMatchObject({
      email: 'new.buyer@example.com',
      mobile_number: '+15552010003',
      is_first_login: true,
      hasQuestion: false,
      has_password: false,
      user_information: { status: null },
    });
    const byCookie = await app.inject({
      method: 'GET',
      url: '/api/wizard-tool/profile',
      cookies: { hbw_session: token },
    });
    expect(byCookie.statusCode).toBe(200);

    const stored = await app.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);
    expect(stored.every((row) => /^[0-9a-f]{64}$/.test(row.tokenHash))).toBe(true);
  });

  it('stores codes hashed, never as typed (docs/security.md 9)', async () => {
    const code = await requestCode(app, 'hashed@example.com', 'register');
    const [row] = await app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, 'hashed@example.com'));
    expect(row?.codeHash).not.toContain(code);
    expect(row?.codeHash).toMatch(/^[0-9a-f]{32}:[0-9a-f]{64}$/);
  });

  it('accepts a code only for its purpose, only once, and only within 10 minutes (docs/security.md 9)', async () => {
    // A sign-in code is never mailed to an address without an account, so this one is planted.
    await app.db.insert(oneTimeCodes).values({
      email: 'purpose@example.com',
      purpose: 'login',
      codeHash: hashOneTimeCode('424242'),
      expiresAt: new Date(Date.now() + 600_000),
    });
    const wrongPurpose = await register({ email: 'purpose@example.com', mobile_number: uniqueMobile(), otp: '424242' });
    expect(wrongPurpose.statusCode).toBe(422);
    expect(wrongPurpose.json().errors.otp).toEqual(['This code is not right or has expired. Ask for a new code.']);

    const code = await requestCode(app, 'once@example.com', 'register');
    expect((await register({ email: 'once@example.com', mobile_number: uniqueMobile(), otp: code })).statusCode).toBe(
      200,
    );
    const again = await register({ email: 'once-more@example.com', mobile_number: uniqueMobile(), otp: code });
    expect(again.statusCode).toBe(422);

    const late = await requestCode(app, 'late@example.com', 'register');
    await app.db
      .update(oneTimeCodes)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(oneTimeCodes.email, 'late@example.com'));
    expect((await register({ email: 'late@example.com', mobile_number: uniqueMobile(), otp: late })).statusCode).toBe(
      422,
    );
  });

  it('kills a code after 5 wrong tries, even if the right one comes next (docs/security.md 10)', async () => {
    const code = await requestCode(app, 'guessed@example.com', 'register');
    const wrong = code === '000000' ? '111111' : '000000';
    for (let attempt = 0; attempt < 5; attempt++) {
      await register({ email: 'guessed@example.com', mobile_number: uniqueMobile(), otp: wrong });
    }
    const right = await register({ email: 'guessed@example.com', mobile_number: uniqueMobile(), otp: code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.otp).toBeDefined();
  });

  it('counts no more than 5 tries when 50 wrong guesses arrive at once (docs/security.md 10)', async () => {
    const code = await requestCode(app, 'storm@example.com', 'register');
    const guesses = Array.from({ length: 50 }, (_, index) =>
      String((Number(code) + index + 1) % 1_000_000).padStart(6, '0'),
    );
    const answers = await Promise.all(
      guesses.map((otp) => register({ email: 'storm@example.com', mobile_number: uniqueMobile(), otp })),
    );
    expect(answers.every((answer) => answer.statusCode === 422)).toBe(true);
    const [row] = await app.db.select().from(oneTimeCodes).where(eq(oneTimeCodes.email, 'storm@example.com'));
    expect(row?.attempts).toBe(5);
    expect((await register({ email: 'storm@example.com', mobile_number: uniqueMobile(), otp: code })).statusCode).toBe(
      422,
    );
  });

  it('refuses a second code within 60 seconds, and a new code voids the old one (docs/security.md 11)', async () => {
    const first = await requestCode(app, 'resend@example.com', 'register');
    const tooSoon = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/generate-otp',
      payload: { description: 'register', email: 'resend@example.com' },
    });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/^Please wait \d+ seconds before asking for a new code\.$/);

    await app.db
      .update(oneTimeCodes)
      .set({ createdAt: sql`now() - interval '61 seconds'` })
      .where(eq(oneTimeCodes.email, 'resend@example.com'));
    const second = await requestCode(app, 'resend@example.com', 'register');
    if (first !== second) {
      expect(
        (await register({ email: 'resend@example.com', mobile_number: uniqueMobile(), otp: first })).statusCode,
      ).toBe(422);
    }
    expect(
      (await register({ email: 'resend@example.com', mobile_number: uniqueMobile(), otp: second })).statusCode,
    ).toBe(200);
  });

  it('mails no code to an existing account asking to register, but says so, with the same answer', async () => {
    await registerWithPassword(app, 'existing@example.com');
    const response = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/generate-otp',
      payload: { description: 'register', email: 'existing@example.com' },
    });
    expect(response.json()).toEqual({ data: { sent: true, resend_after_seconds: 60 } });
    const mail = await readLatestMail(app, 'existing@example.com', /already have/);
    expect(mail.subject).toBe('You already have a Homebuyer Wizard account');
    expect(mail.text).toContain('http://homebuyer.test/login');
  });

  it('has no default password: right after registration no guessable password signs in (docs/security.md 7)', async () => {
    const code = await requestCode(app, 'no.default@example.com', 'register');
    await register({ email: 'no.default@example.com', mobile_number: uniqueMobile(), otp: code });
    for (const password of ['password', 'Password123', '12345678', 'no.default@example.com', 'homebuyer', 'secret']) {
      expect((await signIn(app, 'no.default@example.com', password)).statusCode).toBe(422);
    }
    const [user] = await app.db.select().from(users).where(eq(users.email, 'no.default@example.com'));
    expect(user?.passwordHash).toBeNull();
  });

  it('refuses bad input field by field and stores nothing', async () => {
    const response = await register({ email: 'nope', mobile_number: '12', otp: 'abc' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ['Enter a valid email address, like name@example.com.'],
      mobile_number: ['Enter a US mobile number, like (555) 123-4567.'],
      otp: ['The code is the 6 digits we emailed you.'],
    });
    const generate = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/generate-otp',
      payload: { description: 'party', email: 'x@example.com' },
    });
    expect(generate.json().errors).toEqual({ description: ['Say what the code is for: register or login.'] });
    expect(await mailCount(app, 'x@example.com')).toBe(0);
  });
});

describe('registration with a password', () => {
  const registerBody = (email: string, password: string, confirmation = password) => ({
    method: 'POST' as const,
    url: '/api/register',
    payload: { email, password, password_confirmation: confirmation },
  });

  it.each([
    ['short1', 'Use at least 8 characters.'],
    ['password123', 'This password is one of the most common ones. Choose something harder to guess.'],
    ['Qwertyuiop', 'This password is one of the most common ones. Choose something harder to guess.'],
    ['x'.repeat(129), 'Use at most 128 characters.'],
  ])('refuses %j on the password field (docs/security.md 1)', async (password, message) => {
    const response = await app.inject(registerBody('weak@example.com', password));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.password).toEqual([message]);
  });

  it('refuses a confirmation that differs', async () => {
    const response = await app.inject(registerBody('typo@example.com', 'a long passphrase', 'a long passphrasE'));
    expect(response.json().errors).toEqual({ password_confirmation: ['The two passwords are not the same.'] });
  });

  it('keeps a 64-character Unicode password exactly as typed (docs/security.md 1)', async () => {
    const password = 'Ünïcödé-пароль-密码-🔑🏠-'.padEnd(64, 'ж');
    expect([...password].length).toBeGreaterThanOrEqual(60);
    await registerWithPassword(app, 'unicode@example.com', password);
    expect((await signIn(app, 'unicode@example.com', password)).statusCode).toBe(200);
    expect((await signIn(app, 'unicode@example.com', password.toUpperCase())).statusCode).toBe(422);
  });

  it('stores Argon2id with at least 19 MiB and 2 passes (docs/security.md 2)', async () => {
    await registerWithPassword(app, 'argon@example.com');
    const [user] = await app.db.select().from(users).where(eq(users.email, 'argon@example.com'));
    const match = /^\$argon2id\$v=19\$m=(\d+),t=(\d+),p=\d+\$/.exec(user?.passwordHash ?? '');
    expect(match).not.toBeNull();
    expect(Number(match?.[1])).toBeGreaterThanOrEqual(19_456);
    expect(Number(match?.[2])).toBeGreaterThanOrEqual(2);
  });

  it('refuses an email that is already registered', async () => {
    await registerWithPassword(app, 'twice.registered@example.com');
    const response = await app.inject(registerBody('Twice.Registered@example.com', 'another passphrase'));
    expect(response.json().errors).toEqual({ email: ['This email is already registered. Sign in instead.'] });
  });

  it('ignores fields the caller may not set (docs/security.md 19)', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/register',
      payload: {
        email: 'sneaky@example.com',
        password: 'a long passphrase',
        password_confirmation: 'a long passphrase',
        role: 'admin',
        user_id: 1,
        status: 'completed',
      },
    });
    expect(response.statusCode).toBe(200);
    const [user] = await app.db.select().from(users).where(eq(users.email, 'sneaky@example.com'));
    expect(user?.role).toBe('buyer');
    expect(user?.registrationCompletedAt).toBeNull();
  });
});

describe('the lead-automation webhook', () => {
  it('receives the new buyer, signed, and is retried until it accepts', async () => {
    const received: { body: string; signature: string }[] = [];
    let calls = 0;
    const hook = http.createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', () => {
        calls += 1;
        if (calls === 1) {
          response.writeHead(500).end();
          return;
        }
        received.push({ body, signature: String(request.headers['x-homebuyer-signature']) });
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => hook.listen(0, '127.0.0.1', resolve));
    const secret = 'a-webhook-secret-of-some-length';
    const withHook = await createTestApp({
      LEAD_WEBHOOK_URL: `http://127.0.0.1:${(hook.address() as AddressInfo).port}/leads`,
      LEAD_WEBHOOK_SECRET: secret,
    });
    await withHook.jobs.boss.updateQueue('accounts.lead-webhook', { retryDelay: 1, retryBackoff: false });

    const code = await requestCode(withHook, 'lead@example.com', 'register');
    await withHook.inject({
      method: 'POST',
      url: '/api/wizard-tool/register',
      payload: { email: 'lead@example.com', mobile_number: '(555) 201-0099', otp: code },
    });

    const [delivery] = await eventually(async () => {
      if (received.length === 0) throw new Error('not delivered yet');
      return received;
    }, 60_000);
    hook.close();
    expect(calls).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(delivery?.body ?? '')).toEqual({ email: 'lead@example.com', mobile_number: '+15552010099' });
    const [, timestamp, signature] = /^t=(\d+),v1=([0-9a-f]{64})$/.exec(delivery?.signature ?? '') ?? [];
    expect(signature).toBe(createHmac('sha256', secret).update(`${timestamp}.${delivery?.body}`).digest('hex'));
  });
});
