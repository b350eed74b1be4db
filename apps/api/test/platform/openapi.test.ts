/**
 * The API's OpenAPI document is one a client generator can use as it is (issue 44, decision 055):
 * Redocly's recommended rules find no error in it; every call has a name of its own, says who may
 * make it and lists the refusals it can answer, all in the one error shape.
 */
import { createConfig, lintFromString } from '@redocly/openapi-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app.ts';

type Operation = {
  operationId?: string;
  tags?: string[];
  parameters?: { name: string; example?: unknown }[];
  security?: Record<string, string[]>[];
  responses: Record<string, { $ref?: string }>;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> }; example?: unknown }> };
};
type Document = {
  openapi: string;
  tags: { name: string; description: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: {
    schemas: Record<string, unknown>;
    responses: Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
    securitySchemes: Record<string, unknown>;
  };
};

let app: TestApp;
let text: string;
let document: Document;

beforeAll(async () => {
  app = await createTestApp();
  const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
  text = response.body;
  document = response.json();
});

const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ call: `${method.toUpperCase()} ${path}`, operation })),
  );
const operationOf = (method: string, path: string) => document.paths[path]?.[method] as Operation;

describe('the OpenAPI document', () => {
  it('passes Redocly’s recommended rules without an error', async () => {
    const problems = await lintFromString({
      source: text,
      absoluteRef: 'openapi.json',
      config: await createConfig({ extends: ['recommended'] }),
    });
    const described = (severity: string) =>
      problems
        .filter((problem) => problem.severity === severity)
        .map((problem) => `${problem.ruleId}: ${problem.message} (${problem.location[0]?.pointer})`);
    const warnings = described('warn');
    if (warnings.length > 0) console.info(`Redocly's ${warnings.length} warnings:\n${warnings.join('\n')}`);
    expect(document.openapi).toBe('3.1.0');
    expect(described('error')).toEqual([]);
  });

  it('names every call once, in camelCase', () => {
    const ids = operations().map(({ call, operation }) => [call, operation.operationId]);
    expect(ids.filter(([, id]) => !/^[a-z][a-zA-Z0-9]*$/.test(id ?? ''))).toEqual([]);
    const seen = new Map<string, string[]>();
    for (const [call, id] of ids) seen.set(id as string, [...(seen.get(id as string) ?? []), call as string]);
    expect([...seen.values()].filter((calls) => calls.length > 1)).toEqual([]);
    expect(operationOf('post', '/api/appointment/store').operationId).toBe('bookCall');
    expect(operationOf('get', '/api/programs/{id}').operationId).toBe('getProgramsById');
  });

  it('puts every call in a group the document describes', () => {
    const described = new Set(document.tags.map((tag) => tag.name));
    const undescribed = operations().filter(({ operation }) => !operation.tags?.every((tag) => described.has(tag)));
    expect(undescribed.map(({ call }) => call)).toEqual([]);
    expect(document.tags.every((tag) => tag.description.length > 0)).toBe(true);
  });

  it('says of every call who may make it: a session by cookie or bearer token, an API key with its scope, or anyone', () => {
    expect(Object.keys(document.components.securitySchemes).sort()).toEqual([
      'apiKey',
      'sessionBearer',
      'sessionCookie',
    ]);
    expect(operations().filter(({ operation }) => operation.security === undefined)).toEqual([]);
    expect(operationOf('get', '/api/appointment').security).toEqual([{ sessionCookie: [] }, { sessionBearer: [] }]);
    expect(operationOf('get', '/api/admin/users').security).toEqual([{ sessionCookie: [] }, { sessionBearer: [] }]);
    expect(operationOf('get', '/api/programs').security).toEqual([]);
    expect(operationOf('post', '/api/wizard-tool/login').security).toEqual([]);
    // The calls a key's scope opens take it as a third way in, naming the scope.
    expect(operationOf('get', '/api/pro/availability').security).toEqual([
      { sessionCookie: [] },
      { sessionBearer: [] },
      { apiKey: ['availability:write'] },
    ]);
    expect(operationOf('get', '/api/pro/appointments').security).toContainEqual({ apiKey: ['calls:read'] });
  });

  it('lists the refusals each call can answer, each with the one error schema', () => {
    const refusals = (method: string, path: string) =>
      Object.keys(operationOf(method, path).responses).filter((status) => status.startsWith('4'));
    // Signed in, with a role, input and the rate limit.
    expect(refusals('get', '/api/admin/users')).toEqual(['401', '403', '422', '429']);
    // A path parameter, a body, a change a site elsewhere may not ask for, a slot taken meanwhile.
    expect(refusals('post', '/api/appointment/store')).toEqual(
      expect.arrayContaining(['400', '401', '403', '409', '413', '415', '422', '429']),
    );
    expect(refusals('get', '/api/programs/{id}')).toEqual(['404', '422', '429']);
    // A call link's token is its credential: a link of no call is 404, one used up 410.
    expect(refusals('put', '/api/call-link/{id}/cancel')).toEqual(expect.arrayContaining(['404', '410']));
    for (const { call, operation } of operations()) {
      for (const [status, response] of Object.entries(operation.responses)) {
        if (Number(status) >= 400) expect(response.$ref, `${call} ${status}`).toMatch(/^#\/components\/responses\//);
      }
    }
    for (const response of Object.values(document.components.responses)) {
      expect(response.content['application/json']?.schema).toEqual({ $ref: '#/components/schemas/Error' });
    }
  });

  it('shares the schemas several calls answer in components', () => {
    const shared = Object.keys(document.components.schemas);
    expect(shared).toEqual(expect.arrayContaining(['Error', 'Appointment', 'Profile', 'Professional', 'Wallet']));
    expect(JSON.stringify(operationOf('get', '/api/appointment/{id}').responses['200'])).toContain(
      '#/components/schemas/Appointment',
    );
  });

  it('shows a valid input of the calls partners make most: booking a call, listing programs, the wallet preview', () => {
    const json = (method: string, path: string) =>
      operationOf(method, path).requestBody?.content['application/json']?.example;
    expect(json('post', '/api/appointment/store')).toMatchObject({ professional_detail_id: 3 });
    expect(json('post', '/api/wizard/answers/preview')).toMatchObject({ state: 'TX', county: '48453' });
    const parameters = operationOf('get', '/api/programs').parameters ?? [];
    expect(parameters.find((parameter) => parameter.name === 'state')?.example).toBe('TX');
  });

  it('describes the bodies of the uploads', () => {
    const profile = operationOf('post', '/api/wizard-tool/profile/update').requestBody?.content;
    expect(Object.keys(profile ?? {}).sort()).toEqual(['application/json', 'multipart/form-data']);
    expect(profile?.['multipart/form-data']?.schema.properties).toHaveProperty('photo');
    const hudFile = operationOf('post', '/api/admin/income-limits').requestBody?.content;
    expect(Object.keys(hudFile ?? {}).sort()).toEqual(['multipart/form-data', 'text/csv']);
  });
});
