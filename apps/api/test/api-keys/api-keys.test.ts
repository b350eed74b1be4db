/**
 * API keys of a professional (issue 44, decision 059): made in the portal and shown once, a key
 * reads its own professional's calls and hours and nobody else's, only within its scopes, is refused
 * on the next call once revoked (in another process too), and has a ceiling of its own.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../../src/db/schema/index.ts';
import { bearer, signIn } from '../support/accounts.ts';
import { book, demoLender, newBuyer, otherLender, upcoming } from '../support/booking.ts';
import { createTestApp, createTestAppOn, type TestApp } from '../support/test-app.ts';

let app: TestApp;
/** A second process of the same service, whose keys may make 3 calls a minute. */
let otherProcess: TestApp;
let lender: Awaited<ReturnType<typeof demoLender>>;
let lenderSession: Record<string, string>;
let otherSession: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  otherProcess = await createTestAppOn(app.databaseUrl, { API_KEY_RATE_LIMIT_MAX: '3' });
  lender = await demoLender(app);
  lenderSession = bearer((await signIn(app, lender.email, 'demo-lender-2026')).json().data.token);
  otherSession = await otherLender(app, 'keys.other.lender');
});

async function createKey(session: Record<string, string>, scopes: string[], name = 'Our CRM') {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/pro/api-keys',
    headers: session,
    payload: { name, scopes },
  });
  expect(answer.statusCode).toBe(201);
  return answer.json().data as { id: number; key: string; public_id: string; name: string; scopes: string[] };
}

const upcomingCalls = (headers: Record<string, string>, on: TestApp = app) =>
  on.inject({ method: 'GET', url: '/api/pro/appointments?when=upcoming', headers });

describe('a key made in the portal', () => {
  it('is shown once, whole, and listed after with its name, scopes, creation and last use, never the key', async () => {
    const created = await createKey(lenderSession, ['calls:read'], 'Listed key');
    expect(created.key).toMatch(new RegExp(`^hbw_${created.public_id}_[A-Za-z0-9_-]{43}$`));
    const [stored] = await app.db.select().from(apiKeys).where(eq(apiKeys.id, created.id));
    expect(JSON.stringify(stored)).not.toContain(created.key.slice(-43));

    const listed = async () =>
      (await app.inject({ method: 'GET', url: '/api/pro/api-keys', headers: lenderSession }))
        .json()
        .data.find((key: { id: number }) => key.id === created.id);
    expect(await listed()).toEqual({
      id: created.id,
      public_id: created.public_id,
      name: 'Listed key',
      scopes: ['calls:read'],
      created_at: expect.any(String),
      last_used_at: null,
      widget_origins: [],
    });
    expect((await upcomingCalls(bearer(created.key))).statusCode).toBe(200);
    expect((await listed()).last_used_at).toEqual(expect.any(String));
  });

  it('is refused with a clear 422 on its field without a name or with a scope that does not exist', async () => {
    const refused = await app.inject({
      method: 'POST',
      url: '/api/pro/api-keys',
      headers: lenderSession,
      payload: { name: ' ', scopes: ['webhooks:write'] },
    });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors).sort()).toEqual(['name', 'scopes.0']);
  });

  it('is made by professionals only, and never by a key', async () => {
    const buyer = await newBuyer(app);
    const payload = { name: 'A buyer key', scopes: ['calls:read'] };
    expect(
      (await app.inject({ method: 'POST', url: '/api/pro/api-keys', headers: buyer.headers, payload })).statusCode,
    ).toBe(403);
    const { key } = await createKey(lenderSession, ['calls:read', 'availability:write']);
    const byKey = await app.inject({ method: 'POST', url: '/api/pro/api-keys', headers: bearer(key), payload });
    expect(byKey.statusCode).toBe(401);
    expect(byKey.json().message).toContain('does not accept an API key');
  });
});

describe('a call made with a key', () => {
  it('reads its professional’s calls and nobody else’s', async () => {
    const buyer = await newBuyer(app);
    const booked = await book(app, buyer.headers, { ...lender, date: upcoming(2), time: '10:00:00' });
    expect(booked.statusCode).toBe(201);
    const callId = booked.json().data.id;

    const lenderKey = bearer((await createKey(lenderSession, ['calls:read'])).key);
    const otherKey = bearer((await createKey(otherSession, ['calls:read'])).key);
    const idsOf = async (headers: Record<string, string>) => {
      const answer = await upcomingCalls(headers);
      expect(answer.statusCode).toBe(200);
      return answer.json().data.data.map((call: { id: number }) => call.id);
    };
    expect(await idsOf(lenderKey)).toContain(callId);
    expect(await idsOf(otherKey)).not.toContain(callId);
    // The key of the call's own professional still opens nothing beyond its scopes' calls.
    const detail = await app.inject({ method: 'GET', url: `/api/pro/appointments/${callId}`, headers: lenderKey });
    expect(detail.statusCode).toBe(401);
    expect(detail.json().message).toBe(
      'This call does not accept an API key: it needs a person signed in. A key opens only the calls its scopes name.',
    );
  });

  it('is refused with 403 naming the scope the key lacks', async () => {
    const callsOnly = bearer((await createKey(lenderSession, ['calls:read'])).key);
    const refused = await app.inject({ method: 'GET', url: '/api/pro/availability', headers: callsOnly });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This API key lacks the scope availability:write, which this call needs.');

    const hoursOnly = bearer((await createKey(lenderSession, ['availability:write'])).key);
    const calls = await upcomingCalls(hoursOnly);
    expect(calls.statusCode).toBe(403);
    expect(calls.json().message).toContain('calls:read');
  });

  it('reads and replaces its own professional’s hours with availability:write', async () => {
    const hours = bearer((await createKey(otherSession, ['availability:write'])).key);
    const before = (await app.inject({ method: 'GET', url: '/api/pro/availability', headers: otherSession })).json()
      .data;
    const changed = { ...before, days_off: [...before.days_off, { date: upcoming(4, 20), note: 'Away' }] };
    const put = await app.inject({ method: 'PUT', url: '/api/pro/availability', headers: hours, payload: changed });
    expect(put.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/pro/availability', headers: otherSession });
    expect(after.json().data.days_off).toContainEqual({ date: upcoming(4, 20), note: 'Away' });
    const lenders = (await app.inject({ method: 'GET', url: '/api/pro/availability', headers: lenderSession })).json();
    expect(lenders.data.days_off.map((day: { date: string }) => day.date)).not.toContain(upcoming(4, 20));
  });

  it('is refused on the next call once the key is revoked, in every process', async () => {
    const created = await createKey(lenderSession, ['calls:read']);
    const key = bearer(created.key);
    expect((await upcomingCalls(key)).statusCode).toBe(200);
    expect((await upcomingCalls(key, otherProcess)).statusCode).toBe(200);

    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/pro/api-keys/${created.id}`,
      headers: lenderSession,
    });
    expect(revoked.statusCode).toBe(204);
    for (const process of [app, otherProcess]) {
      const refused = await upcomingCalls(key, process);
      expect(refused.statusCode).toBe(401);
      expect(refused.json().message).toContain('This API key is not valid');
    }
    const listed = (await app.inject({ method: 'GET', url: '/api/pro/api-keys', headers: lenderSession })).json().data;
    expect(listed.map((listedKey: { id: number }) => listedKey.id)).not.toContain(created.id);
  });

  it('cannot revoke another professional’s key', async () => {
    const created = await createKey(lenderSession, ['calls:read']);
    const refused = await app.inject({
      method: 'DELETE',
      url: `/api/pro/api-keys/${created.id}`,
      headers: otherSession,
    });
    expect(refused.statusCode).toBe(404);
    expect((await upcomingCalls(bearer(created.key))).statusCode).toBe(200);
  });

  it('is refused as not valid with a secret that is not the key’s', async () => {
    const { key } = await createKey(lenderSession, ['calls:read']);
    const wrong = `${key.slice(0, -1)}${key.endsWith('A') ? 'B' : 'A'}`;
    const refused = await upcomingCalls(bearer(wrong));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().message).toContain('This API key is not valid');
  });
});

describe('a key’s ceiling', () => {
  it('is its own: one key over it is refused with Retry-After while another of the same professional goes on', async () => {
    const first = bearer((await createKey(lenderSession, ['calls:read'])).key);
    const second = bearer((await createKey(lenderSession, ['calls:read'])).key);
    for (let call = 1; call <= 3; call += 1) {
      const answer = await upcomingCalls(first, otherProcess);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['ratelimit-policy']).toBe('"api-key";q=3;w=60');
      expect(answer.headers.ratelimit).toMatch(new RegExp(`^"api-key";r=${3 - call};t=\\d+$`));
    }
    const refused = await upcomingCalls(first, otherProcess);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.headers.ratelimit).toMatch(/^"api-key";r=0;t=\d+$/);

    const other = await upcomingCalls(second, otherProcess);
    expect(other.statusCode).toBe(200);
    expect(other.headers.ratelimit).toMatch(/^"api-key";r=2;t=\d+$/);
  });
});

describe('a professional’s keys', () => {
  it('are at most 20 not revoked: the next is refused with 409 until one is revoked', async () => {
    const live = async () =>
      (await app.inject({ method: 'GET', url: '/api/pro/api-keys', headers: otherSession })).json().data as {
        id: number;
      }[];
    for (let count = (await live()).length; count < 20; count += 1) await createKey(otherSession, ['calls:read']);
    const payload = { name: 'One too many', scopes: ['calls:read'] };
    const refused = await app.inject({ method: 'POST', url: '/api/pro/api-keys', headers: otherSession, payload });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('revoke one');

    const [oldest] = await live();
    await app.inject({ method: 'DELETE', url: `/api/pro/api-keys/${oldest?.id}`, headers: otherSession });
    await createKey(otherSession, ['calls:read'], 'One in its place');
  });
});
