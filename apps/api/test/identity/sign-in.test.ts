import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { generateKeyPair, SignJWT, UnsecuredJWT } from 'jose';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  authorizationFlows,
  calendarConnections,
  externalIdentities,
  sessions,
  users,
} from '../../src/db/schema/index.ts';
import { registerWithPassword } from '../support/accounts.ts';
import { FLOW_COOKIE, identityCode, type StandIns, signInThrough, startStandIns } from '../support/identity.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let standIns: StandIns;
let app: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  const photo = await sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 0, g: 99, b: 177 } } })
    .png()
    .toBuffer();
  standIns = await startStandIns(photo);
  app = await createTestApp(
    { ...standIns.environment, LOG_LEVEL: 'debug' },
    { logStream: { write: (line) => logLines.push(line) } },
  );
});

const profileOf = async (session: string | undefined) =>
  (await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', cookies: { hbw_session: session ?? '' } })).json()
    .data;

describe('sign-in with Google', () => {
  it('creates the buyer from the verified ID token and signs them in, then finds the same account again', async () => {
    const first = await signInThrough(app, 'google', 'gina');
    expect(first.answer.statusCode).toBe(302);
    expect(first.answer.headers.location).toBe('/login?signed_in=google');
    expect(await profileOf(first.session)).toMatchObject({
      email: 'gina.google@example.com',
      first_name: 'Gina',
      last_name: 'Garcia',
      has_password: false,
    });

    const again = await signInThrough(app, 'google', 'gina', { mode: 'popup' });
    expect(again.answer.statusCode).toBe(200);
    // The popup page keeps its opener, to hand the result back, and is still never framed.
    expect(again.answer.headers['cross-origin-opener-policy']).toBe('unsafe-none');
    expect(again.answer.headers['x-frame-options']).toBe('DENY');
    expect(again.answer.body).toContain(
      'data-result="{&#34;ok&#34;:true,&#34;next&#34;:&#34;/login?signed_in=google&#34;}"',
    );
    expect((await profileOf(again.session)).id).toBe((await profileOf(first.session)).id);
  });

  it('joins an existing account when Google says the email is verified', async () => {
    await registerWithPassword(app, 'joiner@example.com');
    const { session } = await signInThrough(app, 'google', 'joiner');
    const profile = await profileOf(session);
    expect(profile).toMatchObject({ email: 'joiner@example.com', has_password: true });
  });

  it('never joins an existing account on an email the provider did not verify (docs/security.md 15)', async () => {
    await registerWithPassword(app, 'taken.unverified@example.com');
    const { answer, session } = await signInThrough(app, 'google', 'unverified', { proveEmail: false });
    // The code that would join it goes to the account's owner, not to whoever holds the Google account.
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/login?confirm_email=google');
    expect(session).toBeUndefined();
    expect(await identityCode(app, 'taken.unverified@example.com')).toMatch(/^\d{6}$/);
    const [user] = await app.db.select().from(users).where(eq(users.email, 'taken.unverified@example.com'));
    const identities = await app.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.userId, user?.id ?? 0));
    expect(identities).toEqual([]);
  });
});

describe('sign-in with Microsoft', () => {
  it('keys the account on tenant and object id, keeps the calendar access sealed, and takes the photo', async () => {
    const { session } = await signInThrough(app, 'microsoft', 'mo');
    const profile = await profileOf(session);
    expect(profile).toMatchObject({
      email: 'mo.microsoft@example.com',
      microsoft_email: 'mo.microsoft@example.com',
      first_name: 'Mo',
    });
    expect(profile.user_information.photo).toMatch(/^\/api\/uploads\/.+\.webp$/);
    const [identity] = await app.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.subject, 'tenant-1:object-1'));
    // Microsoft does not verify emails: this one was proved with our code before the account existed.
    expect(identity).toMatchObject({ provider: 'microsoft', emailVerified: true });

    const [connection] = await app.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, profile.id));
    expect(connection?.refreshTokenSealed).toMatch(/^v1\./);
    expect(connection?.accessTokenSealed).toMatch(/^v1\./);
    const status = await app.inject({
      method: 'GET',
      url: '/api/appointment/get-refresh-token',
      cookies: { hbw_session: session ?? '' },
    });
    expect(status.json().data.microsoft).toMatchObject({
      connected: true,
      email: 'mo.microsoft@example.com',
      broken: false,
    });
    expect(status.body).not.toMatch(/refresh_token|access_token|v1\./);
  });

  it('never joins an existing account by the Microsoft email claim (docs/security.md 15)', async () => {
    await registerWithPassword(app, 'existing.ms@example.com');
    const { answer, session } = await signInThrough(app, 'microsoft', 'clash', { proveEmail: false });
    expect(answer.statusCode).toBe(302);
    expect(answer.headers.location).toBe('/login?confirm_email=microsoft');
    expect(session).toBeUndefined();
    const identities = await app.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.subject, 'tenant-1:object-2'));
    expect(identities).toEqual([]);
  });
});

describe('the original’s sign-in calls (docs/security.md 13)', () => {
  it.each(['/api/wizard-tool/sso', '/api/wizard-tool/microsoft-sso'])(
    '%s gives no session for an email sent by the browser',
    async (url) => {
      const before = await app.db.select().from(sessions);
      const response = await app.inject({
        method: 'POST',
        url,
        payload: {
          email: 'gina.google@example.com',
          first_name: 'Gina',
          last_name: 'Garcia',
          refresh_token: 'x',
          microsoft_expire: 1,
        },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().message).toMatch(/happens on our server now/);
      expect(response.cookies).toEqual([]);
      expect(await app.db.select().from(sessions)).toHaveLength(before.length);
    },
  );
});

describe('callbacks that must be refused (docs/security.md 14)', () => {
  /** A flow started and signed in at the stand-in; the callback and the starting browser's flow cookie. */
  async function startedFlow() {
    const start = await app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const { completeSignIn } = await import('../../../../test/support/identity-provider.ts');
    const callback = await completeSignIn(String(start.headers.location), 'gina');
    const secret = start.cookies.find((cookie) => cookie.name === FLOW_COOKIE)?.value ?? '';
    return Object.assign(callback, { cookies: { [FLOW_COOKIE]: secret } });
  }

  it('refuses a callback without state, or with a state we never gave', async () => {
    const callback = await startedFlow();
    const withoutState = new URL(callback);
    withoutState.searchParams.delete('state');
    expect(
      (await app.inject({ method: 'GET', url: `${withoutState.pathname}${withoutState.search}` })).statusCode,
    ).toBe(400);
    const wrongState = new URL(callback);
    wrongState.searchParams.set('state', 'not-ours');
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `${wrongState.pathname}${wrongState.search}`,
          cookies: callback.cookies,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('refuses a replayed callback', async () => {
    const callback = await startedFlow();
    const url = `${callback.pathname}${callback.search}`;
    expect((await app.inject({ method: 'GET', url, cookies: callback.cookies })).statusCode).toBe(302);
    expect((await app.inject({ method: 'GET', url, cookies: callback.cookies })).statusCode).toBe(400);
  });

  it('refuses a code redeemed with the wrong PKCE verifier', async () => {
    const callback = await startedFlow();
    await app.db
      .update(authorizationFlows)
      .set({ codeVerifier: randomBytes(32).toString('base64url') })
      .where(eq(authorizationFlows.state, callback.searchParams.get('state') ?? ''));
    expect(
      (await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}`, cookies: callback.cookies }))
        .statusCode,
    ).toBe(400);
  });

  it('refuses a callback at the other provider’s address', async () => {
    const callback = await startedFlow();
    expect(
      (await app.inject({ method: 'GET', url: `/microsoft/redirect${callback.search}`, cookies: callback.cookies }))
        .statusCode,
    ).toBe(400);
  });
});

describe('a flow is finished only in the browser that started it (login CSRF, RFC 9700 4.7)', () => {
  it('sets a short-lived HttpOnly, SameSite=Lax flow cookie at the start', async () => {
    const start = await app.inject({ method: 'GET', url: '/api/auth/google/start?mode=popup' });
    const cookie = start.cookies.find((found) => found.name === FLOW_COOKIE);
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 600 });
    // The provider sees only the hash of the browser's secret.
    expect(String(start.headers.location)).not.toContain(cookie?.value);
  });

  it.each(['redirect', 'popup'] as const)(
    'a sign-in callback opened in another browser (%s) gives no session, and the flow stays unused',
    async (mode) => {
      const before = await app.db.select().from(sessions);
      const { answer, session } = await signInThrough(app, 'google', 'gina', { mode, otherBrowser: true });
      expect(answer.statusCode).toBe(400);
      expect(answer.body).toContain('started in another browser');
      expect(session).toBeUndefined();
      expect(await app.db.select().from(sessions)).toHaveLength(before.length);
    },
  );

  it('a callback with another flow’s cookie gives no session', async () => {
    const mine = await app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const { callback: url } = await signInThrough(app, 'google', 'gina', { otherBrowser: true });
    const secret = mine.cookies.find((cookie) => cookie.name === FLOW_COOKIE)?.value ?? '';
    const replayed = await app.inject({
      method: 'GET',
      url: `${url.pathname}${url.search}`,
      cookies: { [FLOW_COOKIE]: secret },
    });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.cookies.find((cookie) => cookie.name === 'hbw_session')).toBeUndefined();
  });
});

describe('the ID token of the code flow (docs/security.md 14)', () => {
  it('gives no session when its signature was tampered with on the way', async () => {
    standIns.google.corruptIdTokenSignatures = true;
    try {
      const { answer, session } = await signInThrough(app, 'google', 'gina');
      expect(answer.statusCode).toBe(401);
      expect(session).toBeUndefined();
    } finally {
      standIns.google.corruptIdTokenSignatures = false;
    }
  });
});

describe('an email no provider verified never owns an account (decision 019)', () => {
  const signUp = async (email: string) => registerWithPassword(app, email);
  const userOf = async (email: string) => (await app.db.select().from(users).where(eq(users.email, email)))[0];

  it.each([
    ['Microsoft', 'microsoft', 'owner.later@example.com', 'tenant-evil:object-4'],
    ['Google with email_verified false', 'google', 'owner.later.g@example.com', 'g-1004'],
  ] as const)('%s claiming an address before its owner registers', async (_, provider, email, subject) => {
    // The squatter signs in first: nothing is created, and the code goes to the address's owner.
    const first = await signInThrough(app, provider, 'squatter', { proveEmail: false });
    expect(first.answer.statusCode).toBe(302);
    expect(first.answer.headers.location).toBe(`/login?confirm_email=${provider}`);
    expect(first.session).toBeUndefined();
    expect(await userOf(email)).toBeUndefined();
    expect(await identityCode(app, email)).toMatch(/^\d{6}$/);

    // Guessing the code does not help, and the waiting sign-in is the squatter's browser's alone.
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/confirmation',
      cookies: { [FLOW_COOKIE]: first.confirmationSecret ?? '' },
      payload: { otp: '000000' },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.otp).toEqual([expect.stringMatching(/not right/)]);
    expect(
      (await app.inject({ method: 'GET', url: '/api/auth/confirmation', cookies: { [FLOW_COOKIE]: 'someone-else' } }))
        .statusCode,
    ).toBe(404);

    // The owner registers and lands in an account of their own, with no provider identity in it.
    const owner = await signUp(email);
    const ownerProfile = await profileOf(owner);
    expect(ownerProfile.email).toBe(email);
    const ownerUser = await userOf(email);
    expect(
      await app.db
        .select()
        .from(externalIdentities)
        .where(eq(externalIdentities.userId, ownerUser?.id ?? 0)),
    ).toEqual([]);

    // The squatter signs in again: still no session, nothing linked, and the owner is told by mail.
    const again = await signInThrough(app, provider, 'squatter', { proveEmail: false });
    expect(again.session).toBeUndefined();
    expect(again.answer.headers.location).toBe(`/login?confirm_email=${provider}`);
    expect(await app.db.select().from(externalIdentities).where(eq(externalIdentities.subject, subject))).toEqual([]);
  });

  it('the owner of the address, proving it with our code, signs in and keeps the provider for next time', async () => {
    const first = await signInThrough(app, 'microsoft', 'mo');
    const again = await signInThrough(app, 'microsoft', 'mo');
    // Once proved, the identity is linked: the second sign-in needs no code.
    expect(again.confirmationSecret).toBeUndefined();
    expect((await profileOf(again.session)).id).toBe((await profileOf(first.session)).id);
  });

  it('a code used once does not work again, and the waiting sign-in ends with it', async () => {
    const waiting = await signInThrough(app, 'google', 'unverified', { proveEmail: false });
    const cookies = { [FLOW_COOKIE]: waiting.confirmationSecret ?? '' };
    const otp = await identityCode(app, 'taken.unverified@example.com');
    const confirmed = await app.inject({ method: 'POST', url: '/api/auth/confirmation', cookies, payload: { otp } });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toMatchObject({ token: expect.any(String), return_to: null });
    // The owner proved the address: their existing account now knows this Google identity.
    expect((await profileOf(confirmed.json().data.token)).email).toBe('taken.unverified@example.com');
    const replay = await app.inject({ method: 'POST', url: '/api/auth/confirmation', cookies, payload: { otp } });
    expect(replay.statusCode).toBe(400);
  });
});

describe('ID tokens that must be refused (docs/security.md 14)', () => {
  async function nonce() {
    return (await app.inject({ method: 'GET', url: '/api/auth/google/one-tap' })).json().data.nonce as string;
  }

  type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
  async function credential(
    changes: {
      issuer?: string;
      audience?: string;
      expiresIn?: string;
      nonce?: string;
      key?: SigningKey;
      kid?: string;
    } = {},
  ) {
    return new SignJWT({
      email: 'one.tap@example.com',
      email_verified: true,
      nonce: changes.nonce ?? (await nonce()),
      given_name: 'One',
    })
      .setProtectedHeader({ alg: 'RS256', kid: changes.kid ?? 'google-key' })
      .setSubject('g-one-tap')
      .setIssuer(changes.issuer ?? standIns.google.issuer)
      .setAudience(changes.audience ?? standIns.google.clientId)
      .setIssuedAt()
      .setExpirationTime(changes.expiresIn ?? '5m')
      .sign(changes.key ?? standIns.google.privateKey);
  }

  const sso = (token: string) =>
    app.inject({ method: 'POST', url: '/api/wizard-tool/sso', payload: { credential: token } });

  it('accepts a well-made One Tap credential, once', async () => {
    const token = await credential();
    const first = await sso(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data.token).toEqual(expect.any(String));
    expect((await sso(token)).statusCode).toBe(401);
  });

  it.each<[string, () => Promise<string>]>([
    ['a bad signature', async () => credential({ key: (await generateKeyPair('RS256')).privateKey })],
    ['the wrong audience', () => credential({ audience: 'someone-elses-client' })],
    ['the wrong issuer', () => credential({ issuer: 'https://accounts.evil.example' })],
    ['an expiry in the past', () => credential({ expiresIn: '-10m' })],
    ['a nonce we never gave', () => credential({ nonce: 'made-up-nonce' })],
    [
      'alg none',
      async () =>
        new UnsecuredJWT({ email: 'one.tap@example.com', email_verified: true, nonce: await nonce() })
          .setSubject('g-x')
          .setIssuer(standIns.google.issuer)
          .setAudience(standIns.google.clientId)
          .setExpirationTime('5m')
          .encode(),
    ],
  ])('answers 401 to a token with %s', async (_, make) => {
    const response = await sso(await make());
    expect(response.statusCode).toBe(401);
    expect(response.cookies).toEqual([]);
  });
});

describe('calendar tokens (docs/security.md 17)', () => {
  it('are ciphertext in the database, and appear in no answer and no log line', async () => {
    const { session } = await signInThrough(app, 'microsoft', 'calendar-ms');
    const profile = await profileOf(session);
    const [connection] = await app.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, profile.id));
    const { loadTokenKey, tokenVault } = await import('../../src/lib/token-vault.ts');
    const vault = tokenVault(await loadTokenKey(undefined, app.config.dataDir));
    const refreshToken = vault.open(connection?.refreshTokenSealed ?? '');
    const accessToken = vault.open(connection?.accessTokenSealed ?? '');
    expect(refreshToken.length).toBeGreaterThan(10);
    const answers = await Promise.all(
      ['/api/appointment/get-refresh-token', '/api/calendars', '/api/wizard-tool/profile'].map((url) =>
        app.inject({ method: 'GET', url, cookies: { hbw_session: session ?? '' } }),
      ),
    );
    for (const answer of answers) {
      expect(answer.body).not.toContain(refreshToken);
      expect(answer.body).not.toContain(accessToken);
    }
    const logs = logLines.join('\n');
    expect(logs.length).toBeGreaterThan(0);
    expect(logs).not.toContain(refreshToken);
    expect(logs).not.toContain(accessToken);
  });
});
