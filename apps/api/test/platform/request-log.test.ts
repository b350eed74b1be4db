/**
 * Each request the app answers is logged: in development as one line a person reads at a glance
 * (method, path, status, time), in production as Fastify's JSON entries, which a log collector parses
 * (issue 40).
 */
import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../support/test-app.ts';

/** An app in `environment` whose log entries are kept; the entries of its start are left out. */
async function appLoggingTo(environment: Record<string, string>) {
  const entries: string[] = [];
  const app = await createTestApp(
    { LOG_LEVEL: 'info', ...environment },
    { logStream: { write: (entry) => entries.push(entry) } },
  );
  entries.length = 0;
  return { app, entries };
}

describe('the request log', () => {
  it('in development, is one readable line per request, with its method, path, status and time', async () => {
    const { app, entries } = await appLoggingTo({ NODE_ENV: 'development' });

    await app.inject({ method: 'GET', url: '/api/health' });
    await app.inject({ method: 'GET', url: '/api/no-such-call?preview=a-token-of-sorts' });

    const lines = entries
      .join('')
      .split('\n')
      .filter((line) => line !== '');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/health 200 \d+\.\d ms$/);
    // The path without its query, which can carry a token.
    expect(lines[1]).toMatch(/^\[\d\d:\d\d:\d\d\] INFO: GET \/api\/no-such-call 404 \d+\.\d ms$/);
  });

  it('in production, is JSON entries: the request as it came, then its answer and time', async () => {
    const { app, entries } = await appLoggingTo({
      NODE_ENV: 'production',
      SMTP_URL: 'smtp://127.0.0.1:2525',
      BOT_CHECK: 'off',
      TOKEN_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      RUN_JOBS: 'false',
    });

    const answer = await app.inject({ method: 'GET', url: '/api/health' });

    const logged = entries.map((entry) => JSON.parse(entry));
    expect(logged).toEqual([
      expect.objectContaining({
        level: 30,
        reqId: answer.headers['x-request-id'],
        msg: 'incoming request',
        req: expect.objectContaining({ method: 'GET', url: '/api/health' }),
      }),
      expect.objectContaining({
        level: 30,
        reqId: answer.headers['x-request-id'],
        msg: 'request completed',
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });
});
