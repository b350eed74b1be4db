/**
 * docs/security.md 20: every call, fed generated bodies and query strings of the wrong types, with huge
 * numbers, prototype keys and the wrong content types, answers 4xx or 2xx, never 5xx, and never
 * shows a stack trace. The calls come from the OpenAPI description, so new calls are fuzzed too.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerWithPassword, signIn } from '../support/accounts.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type Call = { method: string; path: string };

let app: TestApp;
let token: string;
let adminToken: string;
let calls: Call[];

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  token = await registerWithPassword(app, 'fuzzer@example.com');
  await app.accounts.createUser({
    email: 'admin.fuzzer@example.com',
    password: 'an admin fuzzing passphrase',
    role: 'admin',
  });
  adminToken = (await signIn(app, 'admin.fuzzer@example.com', 'an admin fuzzing passphrase')).json().data.token;
  const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  calls = Object.entries(spec.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((method) => ({ method: method.toUpperCase(), path })),
  );
});

const hostileValue = fc.oneof(
  fc.anything({ maxDepth: 3 }),
  fc.string({ maxLength: 300 }),
  fc.constantFrom(1e308, -1e308, 2 ** 53 + 1, Number.MAX_SAFE_INTEGER, -0, '9'.repeat(400), '', null, true, []),
);

const hostileBody = fc.oneof(
  fc.dictionary(fc.string({ maxLength: 20 }), hostileValue, { maxKeys: 8 }).map((object) => JSON.stringify(object)),
  hostileValue.map((value) => JSON.stringify(value) ?? 'null'),
  fc.constantFrom(
    '{"__proto__":{"role":"admin","isAdmin":true},"email":"a@example.com"}',
    '{"constructor":{"prototype":{"polluted":true}}}',
    '{"email":{"__proto__":{"toString":1}}}',
    '{',
    '[1,2,3',
    '\u0000',
    `{"email":"a@example.com","password":"${'x'.repeat(5000)}"}`,
    // Classes of issue 18: a lone surrogate, a NUL inside a string, nesting thousands of levels deep.
    '{"email":"\\ud800@example.com","county":"\\udfffx","first_name":"a\\u0000b"}',
    `${'['.repeat(10_000)}${']'.repeat(10_000)}`,
    `${'{"a":'.repeat(5_000)}1${'}'.repeat(5_000)}`,
  ),
);

const contentType = fc.constantFrom(
  'application/json',
  'application/json; charset=utf-8',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=----nothing',
  'application/xml',
);

const hostileQuery = fc
  .dictionary(
    fc.constantFrom(
      'email',
      'page',
      'id',
      'url',
      'width',
      'quality',
      'mobile_number',
      '__proto__',
      'x',
      // The console's filters.
      'status',
      'from',
      'to',
      'q',
      'role',
      'format',
      'unchecked_days',
    ),
    fc.string({ maxLength: 60 }),
    {
      maxKeys: 4,
    },
  )
  .map((query) => new URLSearchParams(query).toString());

function concretePath(path: string, parameter: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(parameter) || 'x');
}

function assertNoFault(response: { statusCode: number; body: string }, label: string) {
  expect(response.statusCode, `${label} answered ${response.statusCode}: ${response.body.slice(0, 300)}`).toBeLessThan(
    500,
  );
  // A stack frame names its file, line and column; the catalogue's own words ("paid at closing (…)") do not.
  expect(response.body, label).not.toMatch(/\bat [\w.<>]+ \([^)]*:\d+:\d+\)|node_modules|\.ts:\d+/);
}

describe('fuzzing every call (docs/security.md 20)', () => {
  it('knows the calls to fuzz', () => {
    expect(calls.length).toBeGreaterThan(10);
  });

  it('never answers 5xx or a stack trace to generated input, signed in or not', async () => {
    for (const call of calls) {
      await fc.assert(
        fc.asyncProperty(
          hostileBody,
          contentType,
          hostileQuery,
          fc.string({ maxLength: 40 }),
          fc.boolean(),
          async (body, type, query, parameter, authenticated) => {
            const response = await app.inject({
              method: call.method as 'GET',
              url: `${concretePath(call.path, parameter)}?${query}`,
              headers: { 'content-type': type, ...(authenticated ? { authorization: `Bearer ${token}` } : {}) },
              ...(call.method === 'GET' || call.method === 'HEAD' ? {} : { payload: body }),
            });
            assertNoFault(response, `${call.method} ${call.path}`);
          },
        ),
        { numRuns: 25 },
      );
    }
  });

  it('never answers 5xx or a stack trace to generated input on the admins’ calls, signed in as an admin', async () => {
    // The buyer above is refused these before their input is read; an admin's input is read.
    for (const call of calls.filter((candidate) => candidate.path.startsWith('/api/admin/'))) {
      await fc.assert(
        fc.asyncProperty(
          hostileBody,
          contentType,
          hostileQuery,
          fc.string({ maxLength: 40 }),
          async (body, type, query, parameter) => {
            const response = await app.inject({
              method: call.method as 'GET',
              url: `${concretePath(call.path, parameter)}?${query}`,
              headers: { 'content-type': type, authorization: `Bearer ${adminToken}` },
              ...(call.method === 'GET' ? {} : { payload: body }),
            });
            assertNoFault(response, `${call.method} ${call.path} as an admin`);
          },
        ),
        { numRuns: 25 },
      );
    }
  });

  it('answers 413 to an oversized body on every call that takes one', async () => {
    const huge = JSON.stringify({ email: 'a'.repeat(2 * 1024 * 1024) });
    // Signed-in calls check the session before the body: the fuzzing above may have signed out.
    const fresh = await registerWithPassword(app, 'fuzzer.413@example.com');
    for (const call of calls.filter((candidate) => candidate.method !== 'GET')) {
      const response = await app.inject({
        method: call.method as 'POST',
        url: concretePath(call.path, '1'),
        headers: { 'content-type': 'application/json', authorization: `Bearer ${fresh}` },
        payload: huge,
      });
      // A buyer is refused the professionals' and the admins' calls before their body is read at all.
      const refusedFirst = call.path.startsWith('/api/pro/') || call.path.startsWith('/api/admin/');
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(refusedFirst ? 403 : 413);
    }
  });

  it('leaves Object.prototype untouched after prototype-polluting bodies', () => {
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});
