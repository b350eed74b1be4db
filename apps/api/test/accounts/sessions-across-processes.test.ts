/**
 * Signed-in callers are cached in memory (decision 010). These tests hold each process to what the
 * database says: a change made anywhere, by another process or by hand, reaches every process.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, profileStatus, registerWithPassword, signIn } from '../support/accounts.ts';
import { createTestApp, createTestAppOn, eventually, type TestApp } from '../support/test-app.ts';

let first: TestApp;
let second: TestApp;
beforeAll(async () => {
  first = await createTestApp();
  second = await createTestAppOn(first.databaseUrl);
});

async function signedInToken(email: string): Promise<string> {
  await registerWithPassword(first, email);
  const answer = await signIn(first, email, 'a very long passphrase');
  return answer.json().data.token;
}

const firstNameIn = async (app: TestApp, token: string) =>
  (await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers: bearer(token) })).json().data.first_name;

describe('signed-in callers cached in memory', () => {
  it('answers 401 in the same process right after sign-out, however often the session was used', async () => {
    const token = await signedInToken('same-process@example.com');
    for (let call = 0; call < 3; call++) expect(await profileStatus(first, token)).toBe(200);
    await first.inject({ method: 'POST', url: '/api/wizard-tool/logout', headers: bearer(token) });
    expect(await profileStatus(first, token)).toBe(401);
  });

  it('stops honouring a session in a second process once the first one signs it out', async () => {
    const token = await signedInToken('two-processes@example.com');
    expect(await profileStatus(second, token)).toBe(200);
    expect(await profileStatus(second, token)).toBe(200);
    await first.inject({ method: 'POST', url: '/api/wizard-tool/logout', headers: bearer(token) });
    await eventually(async () => expect(await profileStatus(second, token)).toBe(401));
  });

  it('shows a profile edited in one process in the other, and at once in the one that edited it', async () => {
    const token = await signedInToken('edited@example.com');
    expect(await firstNameIn(second, token)).toBeNull();
    expect(await firstNameIn(first, token)).toBeNull();
    const update = await first.inject({
      method: 'POST',
      url: '/api/wizard-tool/profile/update',
      headers: bearer(token),
      payload: { first_name: 'Rosa' },
    });
    expect(update.statusCode).toBe(200);
    expect(await firstNameIn(first, token)).toBe('Rosa');
    await eventually(async () => expect(await firstNameIn(second, token)).toBe('Rosa'));
  });

  it('hears a change made by hand in the database, as SQL typed by hand or the admin command line would make it', async () => {
    const token = await signedInToken('by-hand@example.com');
    expect(await profileStatus(first, token)).toBe(200);
    expect(await profileStatus(second, token)).toBe(200);
    await first.db.execute(sql`update sessions set revoked_at = now() where user_id =
      (select id from users where email = 'by-hand@example.com')`);
    await eventually(async () => {
      expect(await profileStatus(first, token)).toBe(401);
      expect(await profileStatus(second, token)).toBe(401);
    });
  });
});
