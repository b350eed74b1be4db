/**
 * Jobs queued by our own SQL (`queueJobsFrom`, for a booking in one statement) must be the jobs
 * pg-boss's `send` queues: same settings from the queue, and the same wake-up, sent by `wake` once
 * the statement has committed. These tests compare the two on
 * the installed pg-boss, so that an upgrade that changes its table shows here rather than as mail
 * that never goes out.
 */
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_JOB } from '../../src/modules/booking/job-names.ts';
import { queueJobsFrom } from '../../src/plugins/app/jobs.ts';
import { createTestApp, eventually, type TestApp } from '../support/test-app.ts';

type JobRow = Record<string, unknown> & { id: string; data: unknown };

/** A job's columns but those that name it and the instants it was queued at. */
const settingsOf = ({ id, data, created_on, start_after, keep_until, ...settings }: JobRow) => settings;

describe('a job queued by our SQL', () => {
  let app: TestApp;
  // No worker here: the jobs stay as queued for the comparison.
  beforeAll(async () => {
    app = await createTestApp({ RUN_JOBS: 'false' });
  });

  const queueBySql = (appointmentId: number, name = CONFIRM_JOB) =>
    app.db.execute(
      sql`with source as (select ${appointmentId}::int as id) ${queueJobsFrom(name, sql`source`, sql`jsonb_build_object('appointmentId', source.id)`)}`,
    );

  async function jobOf(appointmentId: number): Promise<JobRow> {
    const { rows } = await app.db.execute<JobRow>(
      sql`select *, extract(epoch from keep_until - start_after)::float8 as kept_seconds from pgboss.job where name = ${CONFIRM_JOB} and data = ${JSON.stringify({ appointmentId })}::jsonb`,
    );
    expect(rows).toHaveLength(1);
    return rows[0] as JobRow;
  }

  it("is the row pg-boss's send writes, with the queue's settings", async () => {
    await app.jobs.send(CONFIRM_JOB, { appointmentId: 1 });
    await queueBySql(2);
    const sent = await jobOf(1);
    const ours = await jobOf(2);

    // The instants differ by the moments between the two inserts; everything else, how long the job
    // is kept after it may start included, comes from the queue and must be equal.
    expect(settingsOf(ours)).toEqual(settingsOf(sent));
    expect(sent.kept_seconds).toBeGreaterThan(0);
    expect(ours.data).toEqual({ appointmentId: 2 });
    expect(ours.id).not.toBe(sent.id);
  });

  it("wakes no worker itself, and the workers on pg-boss's channel once told the jobs are committed, as send does", async () => {
    const listener = new pg.Client({ connectionString: app.databaseUrl });
    await listener.connect();
    afterAll(() => listener.end());
    const { rows } = await listener.query<{ channel: string }>(
      `select 'pgboss_' || left(encode(sha224('pgboss'::bytea), 'hex'), 24) as channel`,
    );
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(`${message.channel} ${message.payload}`));
    await listener.query(`listen ${rows[0]?.channel}`);

    await app.jobs.send(CONFIRM_JOB, { appointmentId: 3 });
    await eventually(async () => expect(heard).toHaveLength(1));
    await queueBySql(4);
    // Its own notification, had it sent one, would be heard by now: the first was within this.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(heard).toHaveLength(1);
    app.jobs.wake(CONFIRM_JOB);
    await eventually(async () => expect(heard).toHaveLength(2));
    expect(heard[1]).toBe(heard[0]);
  });

  it('fails the whole statement for a queue that does not exist', async () => {
    await expect(queueBySql(5, 'no.such.queue')).rejects.toThrow();
    const { rows } = await app.db.execute(sql`select 1 from pgboss.job where data ->> 'appointmentId' = '5'`);
    expect(rows).toHaveLength(0);
  });
});
