/**
 * The probes a platform asks (issue 43): liveness, readiness with what it depends on, and the
 * background job queues' figures on the metrics page.
 */
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestAppOn, createTestDatabase, eventually, type TestApp } from '../support/test-app.ts';

describe('liveness and readiness', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await createTestApp();
  });

  it('answers liveness, readiness and its older name with 200 while all is well', async () => {
    const live = await app.inject({ method: 'GET', url: '/api/health/live' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ data: { status: 'ok', uptime_seconds: expect.any(Number) } });
    for (const url of ['/api/health/ready', '/api/health']) {
      const ready = await app.inject({ method: 'GET', url });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toEqual({
        data: { status: 'ok', database: 'ok', migrations: 'ok', uptime_seconds: expect.any(Number) },
      });
    }
  });

  it('fails readiness, not liveness, once the process drains', async () => {
    const draining = await createTestApp();
    draining.drain();
    for (const url of ['/api/health/ready', '/api/health']) {
      const ready = await draining.inject({ method: 'GET', url });
      expect(ready.statusCode).toBe(503);
      expect(ready.json()).toEqual({ message: 'This process is stopping: send its requests elsewhere.' });
    }
    expect((await draining.inject({ method: 'GET', url: '/api/health/live' })).statusCode).toBe(200);
  });

  it('fails readiness while the database lacks a migration of this version, and passes once it has it', async () => {
    const databaseUrl = await createTestDatabase();
    const behind = await createTestAppOn(databaseUrl);
    const { rows } = await behind.db.execute<{ id: number; hash: string; created_at: string }>(
      sql`delete from drizzle.__drizzle_migrations
        where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning *`,
    );
    const ready = await behind.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ message: 'The database does not have every migration of this version yet.' });

    const [newest] = rows;
    await behind.db.execute(
      sql`insert into drizzle.__drizzle_migrations (id, hash, created_at) values (${newest?.id}, ${newest?.hash}, ${newest?.created_at})`,
    );
    await eventually(async () => {
      expect((await behind.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    }, 10_000);
  });
});

describe('the job queues on the metrics page', () => {
  let app: TestApp;
  beforeAll(async () => {
    // Jobs are queued here and run by no one but the test, which takes and fails them by hand.
    app = await createTestApp({ RUN_JOBS: 'false' });
  });

  /** The figures of one queue on the metrics page, by gauge. */
  async function figuresOf(queue: string) {
    const { body } = await app.inject({ method: 'GET', url: '/metrics' });
    const figures: Record<string, number> = {};
    for (const [, gauge, value] of body.matchAll(new RegExp(`^(jobs_\\w+)\\{queue="${queue}"\\} (\\S+)$`, 'gm'))) {
      figures[gauge as string] = Number(value);
    }
    return figures;
  }
  /** Waits past the page's one-second reuse of its figures until they read as expected. */
  const figuresBecome = (queue: string, expected: Record<string, unknown>) =>
    eventually(async () => {
      const figures = await figuresOf(queue);
      expect(figures).toMatchObject(expected);
      return figures;
    }, 10_000);

  it('shows a queued job with its age, then as running, then as failed', async () => {
    const queue = 'probes-test-no-retry';
    await app.jobs.boss.createQueue(queue, { retryLimit: 0 });
    await figuresBecome(queue, {
      jobs_queued: 0,
      jobs_active: 0,
      jobs_failed: 0,
      jobs_retried: 0,
      jobs_oldest_waiting_seconds: 0,
    });

    await app.jobs.send(queue, { step: 1 });
    const queued = await figuresBecome(queue, { jobs_queued: 1, jobs_active: 0 });
    expect(queued.jobs_oldest_waiting_seconds).toBeGreaterThan(0);

    const [job] = await app.jobs.boss.fetch(queue);
    await figuresBecome(queue, { jobs_queued: 0, jobs_active: 1, jobs_oldest_waiting_seconds: 0 });
    await app.jobs.boss.fail(queue, job?.id ?? '', { reason: 'on purpose' });
    await figuresBecome(queue, { jobs_queued: 0, jobs_active: 0, jobs_failed: 1, jobs_retried: 0 });
  });

  it('counts a failed job waiting for its retry as queued and retried', async () => {
    const queue = 'probes-test-retry';
    await app.jobs.boss.createQueue(queue, { retryLimit: 1, retryDelay: 3600 });
    await app.jobs.send(queue, { step: 1 });
    const [job] = await app.jobs.boss.fetch(queue);
    await app.jobs.boss.fail(queue, job?.id ?? '', { reason: 'on purpose' });
    // Not due for an hour: queued, but not waiting yet.
    await figuresBecome(queue, {
      jobs_queued: 1,
      jobs_active: 0,
      jobs_failed: 0,
      jobs_retried: 1,
      jobs_oldest_waiting_seconds: 0,
    });
  });

  it('shows the queues only to whoever has the metrics token, when one is set', async () => {
    const guarded = await createTestApp({ RUN_JOBS: 'false', METRICS_TOKEN: 'a-long-secret-token-for-metrics' });
    const refused = await guarded.inject({ method: 'GET', url: '/metrics' });
    expect(refused.statusCode).toBe(401);
    expect(refused.body).not.toContain('jobs_queued');
    const allowed = await guarded.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer a-long-secret-token-for-metrics' },
    });
    expect(allowed.body).toMatch(/^jobs_queued\{queue="[^"]+"\} \d+$/m);
  });
});
