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
import { type StandIns, signInThrough, startStandIns } from '../support/identity.ts';
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

  it('never joins an existing account on an email the provider did not verify (SECURITY 15)', async () => {
    await registerWithPassword(app, 'taken.unverified@example.com');
    const { answer, session } = await signInThrough(app, 'google', 'unverified');
    expect(answer.statusCode).toBe(409);
    expect(answer.body).toContain('already exists');
    expect(session).toBeUndefined();
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
    expect(profile.user_information.photo).toMatch(/^\/uploads\/photos\/.+\.webp$/);
    const [identity] = await app.db
      .select()
      .from(externalIdentities)
      .where(eq(externalIdentities.subject, 'tenant-1:object-1'));
    expect(identity).toMatchObject({ provider: 'microsoft', emailVerified: false });

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

  it('never joins an existing account by the Microsoft email claim (SECURITY 15)', async () => {
    await registerWithPassword(app, 'existing.ms@example.com');
    const { answer, session } = await signInThrough(app, 'microsoft', 'clash');
    expect(answer.statusCode).toBe(409);
    expect(session).toBeUndefined();
  });
});

describe('the original’s sign-in calls (SECURITY 13)', () => {
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

describe('callbacks that must be refused (SECURITY 14)', () => {
  async function startedFlow() {
    const start = await app.inject({ method: 'GET', url: '/api/auth/google/start' });
    const { completeSignIn } = await import('../../../../test/support/identity-provider.ts');
    return completeSignIn(String(start.headers.location), 'gina');
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
    expect((await app.inject({ method: 'GET', url: `${wrongState.pathname}${wrongState.search}` })).statusCode).toBe(
      400,
    );
  });

  it('refuses a replayed callback', async () => {
    const callback = await startedFlow();
    const url = `${callback.pathname}${callback.search}`;
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(302);
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(400);
  });

  it('refuses a code redeemed with the wrong PKCE verifier', async () => {
    const callback = await startedFlow();
    await app.db
      .update(authorizationFlows)
      .set({ codeVerifier: randomBytes(32).toString('base64url') })
      .where(eq(authorizationFlows.state, callback.searchParams.get('state') ?? ''));
    expect((await app.inject({ method: 'GET', url: `${callback.pathname}${callback.search}` })).statusCode).toBe(400);
  });

  it('refuses a callback at the other provider’s address', async () => {
    const callback = await startedFlow();
    expect((await app.inject({ method: 'GET', url: `/microsoft/redirect${callback.search}` })).statusCode).toBe(400);
  });
});

describe('ID tokens that must be refused (SECURITY 14)', () => {
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

describe('calendar tokens (SECURITY 17)', () => {
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
