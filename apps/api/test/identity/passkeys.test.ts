/** Passkeys (docs/security.md 16), with an authenticator in software standing in for the device. */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, profileStatus } from '../support/accounts.ts';
import { newBuyer } from '../support/booking.ts';
import { SoftwareAuthenticator } from '../support/software-authenticator.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

// The test app's public URL: passkeys belong to its origin and host name.
const origin = 'http://homebuyer.test';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

async function registrationOptions(token: string) {
  const answer = await app.inject({
    method: 'POST',
    url: '/api/wizard-tool/biometrics/webauthn/register/options',
    headers: bearer(token),
  });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { challenge: string; rp: { id: string } };
}

function registerPasskey(token: string, response: object) {
  return app.inject({
    method: 'POST',
    url: '/api/wizard-tool/biometrics/webauthn/register',
    headers: bearer(token),
    payload: { response, name: 'Test key' },
  });
}

async function signInOptions() {
  const answer = await app.inject({ method: 'POST', url: '/api/auth/passkey/options' });
  expect(answer.statusCode).toBe(200);
  return answer.json().data as { challenge: string; rpId: string };
}

function signInWith(response: object) {
  return app.inject({ method: 'POST', url: '/api/auth/passkey/verify', payload: { response } });
}

/** A buyer with a passkey registered, and the authenticator that holds it. */
async function buyerWithPasskey() {
  const buyer = await newBuyer(app, 'passkey');
  const authenticator = new SoftwareAuthenticator();
  const options = await registrationOptions(buyer.token);
  const registered = await registerPasskey(buyer.token, authenticator.register(options, origin));
  expect(registered.statusCode).toBe(200);
  return { buyer, authenticator };
}

describe('passkeys (docs/security.md 16)', () => {
  it('registers a passkey for the signed-in buyer, who then signs in with it', async () => {
    const { buyer, authenticator } = await buyerWithPasskey();
    const listed = await app.inject({ method: 'GET', url: '/api/passkeys', headers: buyer.headers });
    expect(listed.json().data).toEqual([expect.objectContaining({ name: 'Test key', last_used_at: null })]);

    const signedIn = await signInWith(authenticator.authenticate(await signInOptions(), origin));
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.token;
    const profile = await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers: bearer(token) });
    expect(profile.json().data.email).toBe(buyer.email);
  });

  it('refuses an assertion sent a second time, even a correct one', async () => {
    const { authenticator } = await buyerWithPasskey();
    const assertion = authenticator.authenticate(await signInOptions(), origin);
    expect((await signInWith(assertion)).statusCode).toBe(200);
    const replayed = await signInWith(assertion);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().message).toBe('This passkey could not sign you in.');
  });

  it('refuses a challenge past its five minutes', async () => {
    const { authenticator } = await buyerWithPasskey();
    const options = await signInOptions();
    await app.db.execute(
      sql`update webauthn_challenges set expires_at = now() - interval '1 second' where challenge = ${options.challenge}`,
    );
    expect((await signInWith(authenticator.authenticate(options, origin))).statusCode).toBe(401);
  });

  it('refuses a challenge the site never handed out', async () => {
    const { authenticator } = await buyerWithPasskey();
    const madeUp = { challenge: Buffer.from('a challenge of my own choosing').toString('base64url') };
    expect((await signInWith(authenticator.authenticate(madeUp, origin))).statusCode).toBe(401);
  });

  it('refuses an assertion made on another origin: a page pretending to be us', async () => {
    const { authenticator } = await buyerWithPasskey();
    const options = await signInOptions();
    const phished = authenticator.authenticate(options, 'https://homebuyer-wizard.example');
    expect((await signInWith(phished)).statusCode).toBe(401);
    // The challenge was used up by the failed attempt: the real origin cannot reuse it either.
    expect((await signInWith(authenticator.authenticate(options, origin))).statusCode).toBe(401);
  });

  it('refuses to register a passkey created on another origin, or for a challenge already used', async () => {
    const buyer = await newBuyer(app, 'passkey');
    const authenticator = new SoftwareAuthenticator();
    const options = await registrationOptions(buyer.token);
    const elsewhere = await registerPasskey(buyer.token, authenticator.register(options, 'https://evil.example'));
    expect(elsewhere.statusCode).toBe(400);
    const again = await registerPasskey(buyer.token, authenticator.register(options, origin));
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('This passkey request has expired. Please try again.');
    const listed = await app.inject({ method: 'GET', url: '/api/passkeys', headers: buyer.headers });
    expect(listed.json().data).toEqual([]);
  });

  it('does not let one buyer register a passkey with the challenge handed to another', async () => {
    const owner = await newBuyer(app, 'passkey');
    const intruder = await newBuyer(app, 'passkey');
    const options = await registrationOptions(owner.token);
    const stolen = await registerPasskey(intruder.token, new SoftwareAuthenticator().register(options, origin));
    expect(stolen.statusCode).toBe(400);
    expect(await profileStatus(app, owner.token)).toBe(200);
  });
});
