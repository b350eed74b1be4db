import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge } from 'altcha-lib/v1';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

/** A stand-in for reCAPTCHA's siteverify: answers what the test sets, and keeps what it was asked. */
async function startVerifier() {
  const asked: URLSearchParams[] = [];
  let answer: { status: number; body: Record<string, unknown> } = { status: 200, body: { success: false } };
  const server = http.createServer((request, response) => {
    let text = '';
    request.on('data', (chunk) => {
      text += chunk;
    });
    request.on('end', () => {
      asked.push(new URLSearchParams(text));
      response.writeHead(answer.status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`,
    asked,
    answer(status: number, body: Record<string, unknown>) {
      answer = { status, body };
    },
  };
}

const forgotPassword = (app: TestApp, token?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/password/verify-email',
    payload: { email: 'someone@example.com' },
    headers: token ? { 'x-bot-check': token } : {},
  });

describe('the bot check with reCAPTCHA v3', () => {
  let app: TestApp;
  let verifier: Awaited<ReturnType<typeof startVerifier>>;
  const human = { success: true, score: 0.9, action: 'forgot_password', hostname: 'homebuyer.test' };

  beforeAll(async () => {
    verifier = await startVerifier();
    app = await createTestApp({
      BOT_CHECK: 'recaptcha',
      RECAPTCHA_SITE_KEY: 'site-key-for-tests',
      RECAPTCHA_SECRET: 'secret-for-tests',
      RECAPTCHA_VERIFY_URL: verifier.url,
    });
  });

  it('tells the browser which check to run, with its site key', async () => {
    const answer = await app.inject({ method: 'GET', url: '/api/auth/providers' });
    expect(answer.json().data.bot_check).toEqual({ kind: 'recaptcha', site_key: 'site-key-for-tests' });
  });

  it("lets pages load reCAPTCHA's script and frame, and nothing else from elsewhere", async () => {
    const page = await app.inject({ method: 'GET', url: '/login' });
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("script-src 'self' https://www.google.com/recaptcha/ https://www.gstatic.com/recaptcha/;");
    expect(policy).toContain('frame-src https://www.google.com/recaptcha/');
    expect(policy).toContain("object-src 'none'");
  });

  it('lets a person through with the token verified for the call, sending the secret', async () => {
    verifier.answer(200, human);
    const answer = await forgotPassword(app, 'token-from-the-browser');
    expect(answer.statusCode).toBe(200);
    const asked = verifier.asked.at(-1);
    expect(asked?.get('secret')).toBe('secret-for-tests');
    expect(asked?.get('response')).toBe('token-from-the-browser');
  });

  it.each([
    ['no token', undefined, human],
    ['a refused token', 'token', { success: false }],
    ['a score under the threshold', 'token', { ...human, score: 0.2 }],
    ['a token made for another action', 'token', { ...human, action: 'login' }],
    ['a token made on another site', 'token', { ...human, hostname: 'evil.example' }],
  ])('refuses %s with 403', async (_case, token, verdict) => {
    verifier.answer(200, verdict);
    const answer = await forgotPassword(app, token);
    expect(answer.statusCode).toBe(403);
    expect(answer.json().message).toContain('not a robot');
  });

  it('fails closed with 503 when the verification service is down', async () => {
    verifier.answer(500, { error: 'unavailable' });
    const answer = await forgotPassword(app, 'token');
    expect(answer.statusCode).toBe(503);
    expect(answer.json().message).toBe('We cannot check for robots right now. Please try again in a minute.');
  });
});

describe('the bot check with ALTCHA', () => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp({ BOT_CHECK: 'altcha', ALTCHA_HMAC_KEY: 'an-altcha-hmac-key-for-the-api-tests-2026' });
  });

  async function solvedPayload(): Promise<string> {
    const challenge = (await app.inject({ method: 'GET', url: '/api/bot-check/challenge' })).json().data;
    const solution = await solveChallenge(challenge.challenge, challenge.salt, challenge.algorithm, challenge.maxnumber)
      .promise;
    if (!solution) throw new Error('The challenge had no solution.');
    const { algorithm, salt, signature } = challenge;
    return btoa(
      JSON.stringify({ algorithm, challenge: challenge.challenge, number: solution.number, salt, signature }),
    );
  }

  it('keeps the strict content security policy: nothing loads from elsewhere', async () => {
    const page = await app.inject({ method: 'GET', url: '/login' });
    expect(String(page.headers['content-security-policy'])).toContain("script-src 'self';");
  });

  it('lets a solved challenge through once; the same solution again is refused', async () => {
    const payload = await solvedPayload();
    expect((await forgotPassword(app, payload)).statusCode).toBe(200);
    const replayed = await forgotPassword(app, payload);
    expect(replayed.statusCode).toBe(403);
    expect(replayed.json().message).toContain('not a robot');
  });

  it('refuses a forged solution', async () => {
    const payload = JSON.parse(atob(await solvedPayload())) as Record<string, unknown>;
    const forged = btoa(JSON.stringify({ ...payload, number: Number(payload.number) + 1 }));
    expect((await forgotPassword(app, forged)).statusCode).toBe(403);
  });
});
