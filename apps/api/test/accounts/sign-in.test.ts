import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens, sessions } from '../../src/db/schema/index.ts';
import {
  bearer,
  profileStatus,
  readLatestMail,
  registerWithPassword,
  requestCode,
  signIn,
} from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

describe('signing in with a password', () => {
  it('answers a token and fills errors.email when the credentials are wrong', async () => {
    await registerWithPassword(app, 'ann@example.com', 'ann has a long passphrase');
    const ok = await signIn(app, 'ANN@example.com', 'ann has a long passphrase');
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.token).toEqual(expect.any(String));

    const missing = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/login',
      payload: { email: 'ann@example.com' },
    });
    expect(missing.json().errors).toEqual({ password: ['This field is required.'] });
  });

  it('answers a wrong password and an unknown email exactly alike (docs/security.md 3)', async () => {
    await registerWithPassword(app, 'known@example.com');
    const wrongPassword = await signIn(app, 'known@example.com', 'not the passphrase');
    const unknownEmail = await signIn(app, 'unknown@example.com', 'not the passphrase');
    expect(wrongPassword.statusCode).toBe(422);
    expect(unknownEmail.statusCode).toBe(wrongPassword.statusCode);
    expect(unknownEmail.body).toBe(wrongPassword.body);
    expect(wrongPassword.json()).toEqual({
      message: 'These credentials do not match our records.',
      errors: { email: ['These credentials do not match our records.'] },
    });
  });

  it('locks an account after repeated failures from any address, and a forged X-Forwarded-For does not help (docs/security.md 4)', async () => {
    await registerWithPassword(app, 'target@example.com', 'the target passphrase');
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/wizard-tool/login',
        payload: { email: 'target@example.com', password: `guess number ${attempt}` },
        remoteAddress: `203.0.113.${attempt + 1}`,
        headers: { 'x-forwarded-for': `198.51.100.${attempt + 1}` },
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 10).every((status) => status === 422)).toBe(true);
    expect(statuses.slice(10).every((status) => status === 429)).toBe(true);

    const rightPassword = await signIn(app, 'target@example.com', 'the target passphrase', '192.0.2.200');
    expect(rightPassword.statusCode).toBe(429);
    expect(rightPassword.json().message).toMatch(/^Too many failed sign-ins for this account\./);

    await registerWithPassword(app, 'bystander@example.com', 'bystander passphrase');
    expect((await signIn(app, 'bystander@example.com', 'bystander passphrase', '203.0.113.1')).statusCode).toBe(200);
  });

  it('requires the code too when one is given with the password', async () => {
    await registerWithPassword(app, 'two.steps@example.com', 'two steps passphrase');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/login',
      payload: { email: 'two.steps@example.com', password: 'two steps passphrase', otp: '123456' },
    });
    expect(wrong.json().errors).toEqual({ otp: ['This code is not right or has expired. Ask for a new code.'] });
    const code = await requestCode(app, 'two.steps@example.com', 'login');
    const right = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/login',
      payload: { email: 'two.steps@example.com', password: 'two steps passphrase', otp: code },
    });
    expect(right.statusCode).toBe(200);
  });
});

describe('signing in with a code', () => {
  it('signs in with the mailed code, and refuses a wrong one on the otp field', async () => {
    await registerWithPassword(app, 'coder@example.com');
    const code = await requestCode(app, 'coder@example.com', 'login');
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/login-with-code',
      payload: { email: 'coder@example.com', otp: code === '999999' ? '000000' : '999999' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ otp: ['This code is not right or has expired. Ask for a new code.'] });
    const right = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/login-with-code',
      payload: { email: 'coder@example.com', otp: code },
    });
    expect(right.statusCode).toBe(200);
    const profile = await app.inject({
      method: 'GET',
      url: '/api/wizard-tool/profile',
      headers: bearer(right.json().data.token),
    });
    expect(profile.json().data.is_first_login).toBe(false);
  });

  it('tells a stranger asking for a code that there is no account, with the usual answer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/generate-otp',
      payload: { description: 'login', email: 'stranger@example.com' },
    });
    expect(response.json()).toEqual({ data: { sent: true, resend_after_seconds: 60 } });
    const mail = await readLatestMail(app, 'stranger@example.com', /Sign-in code requested/);
    expect(mail.text).toContain('http://homebuyer.test/signup');
    expect(mail.text).not.toMatch(/\d{6}/);
  });
});

describe('sessions (docs/security.md 5 and 6)', () => {
  it('gives every sign-in its own random token', async () => {
    await registerWithPassword(app, 'many@example.com', 'many sessions passphrase');
    const tokens = new Set<string>();
    for (let attempt = 0; attempt < 5; attempt++) {
      tokens.add((await signIn(app, 'many@example.com', 'many sessions passphrase')).json().data.token);
    }
    expect(tokens.size).toBe(5);
  });

  it('ends the session on sign-out: the old token gets 401 and the cookie is cleared', async () => {
    const token = await registerWithPassword(app, 'leaver@example.com');
    const logout = await app.inject({ method: 'POST', url: '/api/wizard-tool/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(200);
    expect(logout.cookies.find((cookie) => cookie.name === 'hbw_session')?.value).toBe('');
    expect(await profileStatus(app, token)).toBe(401);
    const again = await app.inject({ method: 'POST', url: '/api/wizard-tool/logout', headers: bearer(token) });
    expect(again.statusCode).toBe(200);
    expect(await profileStatus(app, token)).toBe(401);
  });

  it('tells the web app whether someone is signed in, without a 401 for visitors', async () => {
    const visitor = await app.inject({ method: 'GET', url: '/api/wizard-tool/session' });
    expect(visitor.json()).toEqual({ data: { signed_in: false, profile: null } });
    const token = await registerWithPassword(app, 'session.check@example.com');
    const known = await app.inject({ method: 'GET', url: '/api/wizard-tool/session', cookies: { hbw_session: token } });
    expect(known.json().data).toMatchObject({ signed_in: true, profile: { email: 'session.check@example.com' } });
  });

  it('ends the other sessions when the password changes, and keeps the one that changed it', async () => {
    const first = await registerWithPassword(app, 'changer@example.com', 'first passphrase here');
    const second = (await signIn(app, 'changer@example.com', 'first passphrase here')).json().data.token;

    const wrongCurrent = await app.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      headers: bearer(second),
      payload: {
        current_password: 'not it at all',
        password: 'second passphrase here',
        password_confirmation: 'second passphrase here',
      },
    });
    expect(wrongCurrent.json().errors).toEqual({ current_password: ['Your current password is not right.'] });

    const change = await app.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      headers: bearer(second),
      payload: {
        current_password: 'first passphrase here',
        password: 'second passphrase here',
        password_confirmation: 'second passphrase here',
      },
    });
    expect(change.statusCode).toBe(200);
    expect(await profileStatus(app, first)).toBe(401);
    expect(await profileStatus(app, second)).toBe(200);
    expect((await signIn(app, 'changer@example.com', 'second passphrase here')).statusCode).toBe(200);
  });

  it('lets a buyer who registered with a code set a first password without a current one', async () => {
    const code = await requestCode(app, 'codeonly@example.com', 'register');
    const registered = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/register',
      payload: { email: 'codeonly@example.com', mobile_number: '(555) 301-0001', otp: code },
    });
    const token = registered.json().data.token;
    const set = await app.inject({
      method: 'POST',
      url: '/api/auth/password/change',
      headers: bearer(token),
      payload: { password: 'my first passphrase', password_confirmation: 'my first passphrase' },
    });
    expect(set.statusCode).toBe(200);
    expect((await signIn(app, 'codeonly@example.com', 'my first passphrase')).statusCode).toBe(200);
  });

  it('answers 401 to a made-up, revoked or expired token', async () => {
    expect(await profileStatus(app, 'made-up-token')).toBe(401);
    const token = await registerWithPassword(app, 'expiring@example.com');
    await app.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(sql`true`);
    expect(await profileStatus(app, token)).toBe(401);
  });
});

describe('password reset (docs/security.md 12)', () => {
  const askForReset = (email: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url: '/api/password/verify-email', payload: { email }, headers });

  async function resetLink(email: string): Promise<string> {
    const mail = await readLatestMail(app, email, /Reset your Homebuyer Wizard password/);
    const link = /(http\S+reset-password\?token=\S+)/.exec(mail.text ?? '')?.[1];
    if (!link) throw new Error('no link in the mail');
    return link;
  }

  it('mails a link on the configured public URL, whatever Host the request names', async () => {
    await registerWithPassword(app, 'forgetful@example.com');
    const response = await askForReset('forgetful@example.com', {
      host: 'evil.example',
      'x-forwarded-host': 'evil.example',
    });
    expect(response.statusCode).toBe(200);
    const link = await resetLink('forgetful@example.com');
    expect(link.startsWith('http://homebuyer.test/reset-password?token=')).toBe(true);
  });

  it('answers an unknown email as a known one and mails nothing', async () => {
    await registerWithPassword(app, 'known.reset@example.com');
    const known = await askForReset('known.reset@example.com');
    const unknown = await askForReset('nobody.here@example.com');
    expect(unknown.statusCode).toBe(known.statusCode);
    expect(unknown.body).toBe(known.body);
  });

  it('works once, within an hour, and ends every session', async () => {
    const session = await registerWithPassword(app, 'resetter@example.com', 'old passphrase here');
    await askForReset('resetter@example.com');
    const token = new URL(await resetLink('resetter@example.com')).searchParams.get('token') ?? '';
    const reset = (password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/password/reset',
        payload: { reset_password_token: token, password, password_confirmation: password },
      });

    const weak = await reset('password1');
    expect(weak.json().errors.password).toEqual([
      'This password is one of the most common ones. Choose something harder to guess.',
    ]);

    expect((await reset('brand new passphrase')).statusCode).toBe(200);
    expect(await profileStatus(app, session)).toBe(401);
    expect((await signIn(app, 'resetter@example.com', 'brand new passphrase')).statusCode).toBe(200);

    const twice = await reset('another new passphrase');
    expect(twice.json().errors).toEqual({
      reset_password_token: ['This reset link is not valid any more. Ask for a new one.'],
    });
  });

  it('refuses a link older than an hour', async () => {
    await registerWithPassword(app, 'slow@example.com');
    await askForReset('slow@example.com');
    const token = new URL(await resetLink('slow@example.com')).searchParams.get('token') ?? '';
    await app.db.update(passwordResetTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const response = await app.inject({
      method: 'POST',
      url: '/api/password/reset',
      payload: {
        reset_password_token: token,
        password: 'late passphrase here',
        password_confirmation: 'late passphrase here',
      },
    });
    expect(response.statusCode).toBe(422);
  });
});

describe('the ceiling on account calls per address', () => {
  it('answers 429 once an address made STRICT_RATE_LIMIT_MAX sign-in attempts in a minute', async () => {
    const limited = await createTestApp({ STRICT_RATE_LIMIT_MAX: '3' });
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 4; attempt++) {
      statuses.push((await signIn(limited, `someone${attempt}@example.com`, 'whatever passphrase')).statusCode);
    }
    expect(statuses).toEqual([422, 422, 422, 429]);
  });
});
