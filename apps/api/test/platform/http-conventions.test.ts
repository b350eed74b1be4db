import diagnostics from 'node:diagnostics_channel';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { registerWithPassword } from '../support/accounts.ts';
import { createTestApp, createTestAppOn, eventually, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

describe('API conventions', () => {
  it('answers the health check with the database status inside data', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ data: { status: 'ok', database: 'ok' } });
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-call?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({ message: 'There is no API call GET /api/no-such-call.' });
  });

  it.each([
    ['the query', { method: 'GET', url: '/api/programs?search=fha%00loans' }, 'search'],
    ['a path parameter', { method: 'GET', url: '/api/programs/1%00' }, 'id'],
    ['the body', { method: 'POST', url: '/api/newsletter', payload: { email: 'nul\u0000@example.com' } }, 'email'],
  ] as const)('refuses a NUL character in %s with 422 on its field, and stores nothing', async (_, request, field) => {
    const response = await app.inject(request);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [field]: ['This text contains a character that is not allowed.'] });
    const { rows } = await app.db.execute(
      sql`select count(*)::int as n from newsletter_subscribers where email like 'nul%'`,
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('reads %2500 in an address as the text %00, not as a NUL', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/programs?search=%2500' });
    expect(response.statusCode).toBe(200);
  });

  it('answers invalid input with 422 and the messages under each field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'not an email' } });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'Enter a valid email address, like name@example.com.',
      errors: { email: ['Enter a valid email address, like name@example.com.'] },
    });
  });

  it('refuses a body that is not JSON with 400, and another content type with 415', async () => {
    const broken = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'application/json' },
      payload: '{"email":',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ message: 'The request body is not valid JSON.' });

    const text = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { 'content-type': 'text/plain' },
      payload: 'a@b.co',
    });
    expect(text.statusCode).toBe(415);
  });

  it('refuses a body over the limit with 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: `${'a'.repeat(2_000_000)}@example.com` },
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'The request is too large.' });
  });

  it('answers a fault of ours with 500 and no detail, and logs it with the request id', async () => {
    const lines: string[] = [];
    const broken = await createTestApp({ LOG_LEVEL: 'error' }, { logStream: { write: (line) => lines.push(line) } });
    await broken.db.execute(sql`drop table newsletter_subscribers`);
    const response = await broken.inject({
      method: 'POST',
      url: '/api/newsletter',
      payload: { email: 'a@example.com' },
    });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Something went wrong on our side. Please try again in a moment.' });
    expect(response.body).not.toMatch(/newsletter_subscribers|at .*\.ts/);
    const requestId = response.headers['x-request-id'];
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    // The log has what the answer leaves out: the fault, under the id the caller can quote.
    const logged = lines.map((line) => JSON.parse(line)).find((entry) => entry.msg === 'request failed');
    expect(logged).toMatchObject({ level: 50, reqId: requestId });
    expect(JSON.stringify(logged.err)).toContain('newsletter_subscribers');
  });

  it('describes itself in OpenAPI, with a page to read it', async () => {
    const spec = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(spec.statusCode).toBe(200);
    const paths = Object.keys(spec.json().paths);
    expect(paths).toEqual(expect.arrayContaining(['/api/health', '/api/newsletter']));

    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    const html =
      page.statusCode === 302 ? await app.inject({ method: 'GET', url: page.headers.location as string }) : page;
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-type']).toContain('text/html');
  });

  it('exposes Prometheus metrics, including request durations by route', async () => {
    await app.inject({ method: 'GET', url: '/api/health' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      'http_request_duration_seconds_count{method="GET",route="/api/health",status="200"}',
    );
    expect(response.body).toContain('process_cpu_seconds_total');
  });

  it('counts a call by its route pattern, and an address that matched no route as not found', async () => {
    await app.inject({ method: 'GET', url: '/api/programs/999999' });
    await app.inject({ method: 'GET', url: '/api/no-such-call' });
    const { body } = await app.inject({ method: 'GET', url: '/metrics' });
    expect(body).toContain('http_request_duration_seconds_count{method="GET",route="/api/programs/:id",status="404"}');
    expect(body).toContain('http_request_duration_seconds_count{method="GET",route="not found",status="404"}');
    expect(body).not.toContain('route="/api/programs/999999"');
  });

  it('serves the calls of every module with one Request and one Reply class (decision 015)', async () => {
    // Fastify gives each context classes of its own, and the code all calls share slows down as it
    // meets more of them: a module that opened a context for nothing would show up here.
    const classes = { request: new Set<object>(), reply: new Set<object>() };
    const seen = (message: unknown) => {
      const { request, reply } = message as { request: object; reply: object };
      classes.request.add(Object.getPrototypeOf(request));
      classes.reply.add(Object.getPrototypeOf(reply));
    };
    const handlerStarts = 'tracing:fastify.request.handler:start';
    // Every read of the OpenAPI description, signed in, so that every route module's handlers run.
    const token = await registerWithPassword(app, 'every.module@example.com');
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const reads = Object.entries(spec.paths)
      .filter(([, methods]) => 'get' in methods)
      .map(([path]) => path.replace(/\{[^}]+\}/g, '1'));
    const handled = new Set<string>();
    const routeClasses = new Map<string, object>();
    const seenRoute = (message: unknown) => {
      seen(message);
      const { request } = message as { request: { routeOptions: { url: string } } };
      routeClasses.set(request.routeOptions.url, Object.getPrototypeOf(request));
      handled.add((message as { request: { routeOptions: { url: string } } }).request.routeOptions.url);
    };
    diagnostics.subscribe(handlerStarts, seenRoute);
    try {
      for (const url of reads) await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
    } finally {
      diagnostics.unsubscribe(handlerStarts, seenRoute);
    }
    // The handlers of every module ran: the modules' first path segments under /api.
    const modulesHandled = new Set([...handled].map((url) => url.split('/')[2]));
    expect(modulesHandled.size).toBeGreaterThanOrEqual(10);
    // Grouped by class, a route in a context of its own shows up in a group of its own.
    const byClass = new Map<object, string[]>();
    for (const [url, proto] of routeClasses) byClass.set(proto, [...(byClass.get(proto) ?? []), url]);
    expect([...byClass.values()].map((urls) => urls.slice(0, 3))).toHaveLength(1);
    expect(classes.request.size).toBe(1);
    expect(classes.reply.size).toBe(1);
  });

  it('asks for the metrics token when one is configured', async () => {
    const guarded = await createTestApp({ METRICS_TOKEN: 'a-long-secret-token-for-metrics' });
    expect((await guarded.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    const allowed = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer a-long-secret-token-for-metrics' },
    });
    expect(allowed.statusCode).toBe(200);
  });
});

describe('rate limit', () => {
  /** The ceilings count in minutes of the clock: waits for a new one when this one is nearly over. */
  async function inOneMinute() {
    const leftOfMinute = 60_000 - (Date.now() % 60_000);
    if (leftOfMinute < 20_000) await new Promise((resolve) => setTimeout(resolve, leftOfMinute + 50));
  }

  const limitedApp = () => createTestApp({ RATE_LIMIT_MAX: '3', RATE_LIMIT_WINDOW_SECONDS: '60' });

  /** The statuses of `times` GETs of `url`, one after another. */
  async function statusesOf(limited: TestApp, url: string, times: number) {
    const statuses = [];
    for (let attempt = 0; attempt < times; attempt++) {
      statuses.push((await limited.inject({ method: 'GET', url })).statusCode);
    }
    return statuses;
  }

  it('answers 429 with a sentence once the configured ceiling is reached', async () => {
    const limited = await limitedApp();
    expect(await statusesOf(limited, '/api/no-such-call', 4)).toEqual([404, 404, 404, 429]);
    const refused = await limited.inject({ method: 'GET', url: '/api/no-such-call' });
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait (\d+ seconds?|1 minute) and try again\.$/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
    // The ceiling as the IETF's RateLimit header fields say it: nothing left until the window ends.
    expect(refused.headers['ratelimit-policy']).toBe('"default";q=3;w=60');
    expect(refused.headers.ratelimit).toBe(`"default";r=0;t=${refused.headers['retry-after']}`);
  });

  it('tells a client where it stands on every answer of a strict ceiling', async () => {
    const strict = await createTestApp({ STRICT_RATE_LIMIT_MAX: '5' });
    await inOneMinute();
    const standings = [];
    for (let attempt = 0; attempt < 6; attempt++) {
      const response = await strict.inject({
        method: 'POST',
        url: '/api/wizard-tool/login',
        payload: { email: 'nobody@example.com', password: `wrong guess ${attempt}` },
      });
      expect(response.headers['ratelimit-policy']).toBe('"strict";q=5;w=60');
      standings.push([response.statusCode, String(response.headers.ratelimit).replace(/;t=\d+$/, '')]);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(standings).toEqual([
      [422, '"strict";r=4'],
      [422, '"strict";r=3'],
      [422, '"strict";r=2'],
      [422, '"strict";r=1'],
      [422, '"strict";r=0'],
      [429, '"strict";r=0'],
    ]);
  });

  it('counts every process of the service into the same ceiling', async () => {
    const limits = { RATE_LIMIT_MAX: '6', RATE_LIMIT_WINDOW_SECONDS: '60' };
    const first = await createTestApp(limits);
    const second = await createTestAppOn(first.databaseUrl, limits);
    await inOneMinute();
    // Five through each: within the ceiling of each process alone, twice it together.
    expect(await statusesOf(first, '/api/no-such-call', 5)).toEqual([404, 404, 404, 404, 404]);
    expect(await statusesOf(second, '/api/no-such-call', 5)).toEqual([404, 404, 404, 404, 404]);
    const shared = async () => {
      const { rows } = await first.db.execute<{ total: number }>(
        sql`select coalesce(sum(count), 0)::int as total from request_ceilings where key like '* %'`,
      );
      return rows[0]?.total ?? 0;
    };
    await eventually(async () => expect(await shared()).toBe(10));
    // Whichever process told its count second heard the total: its next request is refused; the
    // other hears it on its next turn, a request later.
    const next = [await first.inject({ url: '/api/no-such-call' }), await second.inject({ url: '/api/no-such-call' })];
    expect(next.map((response) => response.statusCode)).toContain(429);
    await eventually(async () => expect(await shared()).toBe(12));
    for (const app of [first, second]) {
      const refused = await app.inject({ url: '/api/no-such-call' });
      expect(refused.statusCode).toBe(429);
      expect(refused.headers.ratelimit).toMatch(/^"default";r=0;t=\d+$/);
    }
  });

  it('never counts the health check, which monitors call as often as they like', async () => {
    expect(await statusesOf(await limitedApp(), '/api/health', 6)).toEqual([200, 200, 200, 200, 200, 200]);
  });

  it('never counts the files of the web app, of which one page load fetches dozens', async () => {
    const limited = await limitedApp();
    expect(await statusesOf(limited, '/assets/app-1a2b3c.js', 6)).toEqual([200, 200, 200, 200, 200, 200]);
    expect((await limited.inject({ method: 'GET', url: '/api/no-such-call' })).statusCode).toBe(404);
  });
});
