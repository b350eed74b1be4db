/**
 * The classes of hostile input the outside attack of issue 18 found answered 500, each closed for
 * every call it can reach: nesting depth, text PostgreSQL cannot store in every kind of body,
 * truncated multipart, over-long path parameters, concurrent writes of one owner's data, 422s
 * without field errors, null read as a number, and validation before authentication. Every refusal
 * carries the error shape and the security headers (docs/security.md 20 and 22).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, registerWithPassword } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let buyer: Record<string, string>;
let lender: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  buyer = bearer(await registerWithPassword(app, 'hostile.buyer@example.com'));
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/wizard-tool/login',
    payload: { email: 'lender@demo.homebuyerwizard.test', password: 'demo-lender-2026' },
  });
  lender = bearer(signIn.json().data.token);
});

type Answer = Awaited<ReturnType<TestApp['inject']>>;

/** A refusal as every refusal looks: its status, a message, the security headers, nothing internal. */
function expectRefusal(response: Answer, status: number) {
  expect(response.statusCode, response.body.slice(0, 300)).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  expect(response.json().message).toEqual(expect.any(String));
  expect(response.headers['x-content-type-options']).toBe('nosniff');
  expect(String(response.headers['content-security-policy'])).toContain("frame-ancestors 'none'");
  expect(response.body).not.toMatch(/FST_|ERR_|node_modules|\.ts:\d+/);
}

describe('nesting depth', () => {
  it.each([
    ['an array', `${'['.repeat(20_000)}${']'.repeat(20_000)}`],
    ['an object', `${'{"a":'.repeat(10_000)}1${'}'.repeat(10_000)}`],
  ])('refuses %s nested thousands of levels deep with 400, signed out', async (_, body) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: body,
    });
    expectRefusal(response, 400);
  });

  it('still takes a body of ordinary depth', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/pro/availability',
      headers: lender,
      payload: { weekly: [[], [3], [3], [3], [3], [3], []], days_off: [] },
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('text PostgreSQL cannot store', () => {
  it('refuses a lone surrogate in a JSON string on its field', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/wizard/answers',
      headers: { ...buyer, 'content-type': 'application/json' },
      payload: '{"county":"\\ud800x"}',
    });
    expectRefusal(response, 422);
    expect(response.json().errors).toEqual({ county: ['This text contains a character that is not allowed.'] });
  });

  it('refuses a NUL in a multipart field on its field', async () => {
    const boundary = 'hostile';
    const body = `--${boundary}\r\nContent-Disposition: form-data; name="first_name"\r\n\r\na\u0000b\r\n--${boundary}--\r\n`;
    const response = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/profile/update',
      headers: { ...buyer, 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: body,
    });
    expectRefusal(response, 422);
    expect(response.json().errors).toEqual({ first_name: ['This text contains a character that is not allowed.'] });
  });

  it('refuses a NUL in the query on its field', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/programs?state=T%00X' });
    expectRefusal(response, 422);
  });
});

describe('malformed multipart', () => {
  it('answers 400 to a body cut short in the middle of a file', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/profile/update',
      headers: { ...buyer, 'content-type': 'multipart/form-data; boundary=X' },
      payload: '--X\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\nPNG',
    });
    expectRefusal(response, 400);
  });
});

describe('answers the framework makes by itself', () => {
  it('answers an over-long path parameter with the error shape and the security headers', async () => {
    const response = await app.inject({ method: 'GET', url: `/api/programs/${'x'.repeat(10_240)}` });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expectRefusal(response, response.statusCode);
    expect(response.body.length).toBeLessThan(500);
  });

  it.each([
    ['bad JSON', 'application/json', '{', 400],
    ['an unknown content type', 'application/xml', '<a/>', 415],
  ])('answers %s with the error shape and the security headers', async (_, type, payload, status) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': type },
      payload,
    });
    expectRefusal(response, status);
  });

  it('answers a body over the limit with the error shape and the security headers', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ email: 'x'.repeat(2_000_000) }),
    });
    expectRefusal(response, 413);
  });
});

describe('concurrent writes of one owner’s data', () => {
  it('saves a professional’s hours four times at once without a fault, and keeps one copy', async () => {
    const weekly = [[], [3], [3], [3], [3], [3], []];
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        app.inject({ method: 'PUT', url: '/api/pro/availability', headers: lender, payload: { weekly, days_off: [] } }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200]);
    const saved = (await app.inject({ method: 'GET', url: '/api/pro/availability', headers: lender })).json().data;
    expect(saved.weekly).toEqual(weekly);
  });
});

describe('every 422 names its fields', () => {
  it.each([
    ['/api/wizard-tool/microsoft-sso', { email: 'a@b.c' }],
    ['/api/wizard-tool/sso', { email: 'a@b.c' }],
  ])('%s, the original’s sign-in, is refused with errors', async (url, payload) => {
    const response = await app.inject({ method: 'POST', url, payload });
    expectRefusal(response, 422);
    expect(Object.keys(response.json().errors).length).toBeGreaterThan(0);
  });
});

describe('null and empty text are never a number', () => {
  it.each([null, '', '  ', 'abc'])('refuses household_income %j on its field', async (income) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/appointment/email-request',
      headers: buyer,
      payload: {
        program_id: 1,
        expert_type: 'lender',
        email: 'x@example.com',
        mobile_number: '+12125550123',
        household_income: income,
      },
    });
    expectRefusal(response, 422);
    expect(response.json().errors.household_income).toEqual(['Enter your yearly household income in dollars.']);
  });
});

describe('authentication before validation', () => {
  it.each([
    ['PUT', '/api/pro/availability'],
    ['PUT', '/api/wizard/answers'],
    ['POST', '/api/appointment/email-request'],
    ['POST', '/api/wizard-tool/profile/update'],
  ])('%s %s signed out with bad input is a 401, not a 422', async (method, url) => {
    const response = await app.inject({
      method: method as 'PUT' | 'POST',
      url,
      payload: { weekly: 'nonsense', county: 5, household_income: null },
    });
    expectRefusal(response, 401);
  });
});
