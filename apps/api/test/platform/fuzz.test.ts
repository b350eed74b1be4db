/**
 * docs/security.md 20: every call, fed generated bodies and query strings of the wrong types, with huge
 * numbers, prototype keys and the wrong content types, answers 4xx or 2xx, never 5xx, and never
 * shows a stack trace. Then each part of every call's input in turn (a field of its body, at any
 * depth, a parameter) takes a value of every JSON type while the rest is valid, so that the checks
 * across fields run too (issue 40), and the server refuses what the document's patterns refuse.
 * The calls come from the OpenAPI description, so new calls are fuzzed too.
 */
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { everyJsonType } from '../../../../test/support/json-values.ts';
import { bearer, registerWithPassword, signIn } from '../support/accounts.ts';
import { demoLender } from '../support/booking.ts';
import {
  BUYER_PASSWORD,
  type Call,
  callsOf,
  documentRefuses,
  type Examples,
  examplesFor,
  type Input,
  partsOf,
  refusedAfterChecks,
  requestOf,
  validInputOf,
} from '../support/call-input.ts';
import { accountWithRole } from '../support/console.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let token: string;
let staffToken: string;
let calls: Call[];

beforeAll(async () => {
  app = await createTestApp({ RATE_LIMIT_MAX: '1000000' });
  token = await registerWithPassword(app, 'fuzzer@example.com');
  await app.accounts.createUser({
    email: 'admin.fuzzer@example.com',
    password: 'an admin fuzzing passphrase',
    role: 'admin',
  });
  staffToken = (await signIn(app, 'admin.fuzzer@example.com', 'an admin fuzzing passphrase')).json().data.token;
  calls = callsOf((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json());
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

/** What is wrong with an answer: a fault of ours, or a stack trace shown; undefined when neither. */
function faultOf(response: { statusCode: number; body: string }): string | undefined {
  if (response.statusCode >= 500) return `answered ${response.statusCode}: ${response.body.slice(0, 300)}`;
  // A stack frame names its file, line and column; the catalogue's own words ("paid at closing (…)") do not.
  if (/\bat [\w.<>]+ \([^)]*:\d+:\d+\)|node_modules|\.ts:\d+/.test(response.body)) {
    return `showed a stack trace: ${response.body.slice(0, 300)}`;
  }
  return undefined;
}

function assertNoFault(response: { statusCode: number; body: string }, label: string) {
  expect(faultOf(response), label).toBeUndefined();
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

  it('never answers 5xx or a stack trace to generated input on the console’s calls, signed in as console staff', async () => {
    // The buyer above is refused these before their input is read; a staff member's input is read.
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
              headers: { 'content-type': type, authorization: `Bearer ${staffToken}` },
              ...(call.method === 'GET' ? {} : { payload: body }),
            });
            assertNoFault(response, `${call.method} ${call.path} as console staff`);
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
      // A buyer is refused the professionals' and the console's calls before their body is read at all.
      const refusedFirst = call.path.startsWith('/api/pro/') || call.path.startsWith('/api/admin/');
      expect(response.statusCode, `${call.method} ${call.path}`).toBe(refusedFirst ? 403 : 413);
    }
  });

  it('leaves Object.prototype untouched after prototype-polluting bodies', () => {
    expect(({} as Record<string, unknown>).role).toBeUndefined();
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('every part of every call’s input, given every JSON type, the rest valid (issue 40)', () => {
  type Role = 'buyer' | 'professional' | 'admin';
  let sessions: Record<Role, Record<string, string>>;
  let examples: Examples;

  beforeAll(async () => {
    const demo = await demoLender(app);
    examples = examplesFor(demo);
    // Sessions of their own: the fuzzing above may have signed its buyer out. The portal's calls
    // need a professional with a directory entry: the demo lender.
    const lender = await signIn(app, demo.email, 'demo-lender-2026');
    sessions = {
      buyer: bearer(await registerWithPassword(app, 'fields.fuzzer@example.com', BUYER_PASSWORD)),
      professional: bearer(lender.json().data.token),
      admin: await accountWithRole(app, 'admin.fields.fuzzer@example.com', 'admin'),
    };
  });

  /** The console's calls are made as console staff, the portal's as a professional, the others' as a buyer. */
  const roleOf = (call: Call): Role | null =>
    call.path.startsWith('/api/admin/')
      ? 'admin'
      : call.path.startsWith('/api/pro/')
        ? 'professional'
        : call.signedIn
          ? 'buyer'
          : null;

  const send = (call: Call, input: Input) => {
    const { headers, ...request } = requestOf(call, input);
    const role = roleOf(call);
    return app.inject({
      method: call.method as 'GET',
      ...request,
      headers: { ...(role ? sessions[role] : {}), ...headers },
    });
  };

  it('knows a valid input of every call, which passes the call’s checks', async () => {
    const withBody = calls.filter((call) => call.body).map((call) => `${call.method} ${call.path}`);
    expect(Object.keys(examples.bodies).sort()).toEqual(withBody.sort());
    const refused: string[] = [];
    for (const call of calls.filter((candidate) => candidate.body || candidate.parameters.length > 0)) {
      const response = await send(call, validInputOf(call, examples));
      const field = refusedAfterChecks[`${call.method} ${call.path}`];
      const refusals = call.signedIn ? [401, 403, 415, 422] : [415, 422];
      const passed = field
        ? response.statusCode === 422 && Object.keys(response.json().errors).join() === field
        : !refusals.includes(response.statusCode);
      if (!passed)
        refused.push(`${call.method} ${call.path} answered ${response.statusCode}: ${response.body.slice(0, 200)}`);
    }
    expect(refused).toEqual([]);
  });

  it('answers each with a refusal of the error shape or an answer, never 5xx, and refuses what the document refuses', {
    timeout: 180_000,
  }, async () => {
    const cases = calls.flatMap((call) =>
      partsOf(call, examples).flatMap((part) => everyJsonType.map((value) => ({ call, part, value }))),
    );
    expect(cases.length).toBeGreaterThan(5_000);
    const faults: string[] = [];
    for (const { call, part, value } of cases) {
      const response = await send(call, part.with(value));
      const label = `${call.method} ${call.path} with ${part.name}: ${JSON.stringify(value)}`;
      const fault = faultOf(response);
      if (fault) faults.push(`${label} ${fault}`);
      else if (response.statusCode >= 400 && typeof response.json().message !== 'string') {
        faults.push(`${label} answered ${response.statusCode} without a message: ${response.body.slice(0, 200)}`);
      } else if (documentRefuses(part.schemas, value)) {
        // The document's pattern or choices refuse the text: the server refuses it too, on its field.
        const fields = Object.keys(response.json().errors ?? {});
        if (response.statusCode !== 422 || !fields.some((field) => `${field}.`.startsWith(`${part.name}.`))) {
          faults.push(`${label} is refused by the document, and answered ${response.statusCode}`);
        }
      }
    }
    expect(faults).toEqual([]);
    // Still signed in: no answer above was a refusal of a session the fuzzing lost on the way.
    for (const headers of Object.values(sessions)) {
      expect((await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers })).statusCode).toBe(200);
    }
  });
});
