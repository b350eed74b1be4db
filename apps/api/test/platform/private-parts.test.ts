/**
 * We use two libraries' private parts, for speed: pg-boss's tables (`pgboss.job`, `pgboss.queue`),
 * written by our own SQL so that a booking and its job are one statement (decision 012), and
 * Drizzle's `transaction._.session`, which runs pg-boss's statements in the caller's transaction as
 * prepared statements (no other part of Drizzle's private `_` is read anywhere). Neither is
 * promised by its library, so both stay in one file, `plugins/app/jobs.ts`, and these tests check
 * what that file assumes of the installed versions:
 * an upgrade that moves them fails here, not as mail that never goes out.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { CONFIRM_JOB } from '../../src/modules/booking/job-names.ts';
import { queueJobsFrom } from '../../src/plugins/app/jobs.ts';
import { sourceFiles } from '../support/source-files.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

const source = path.resolve(import.meta.dirname, '../../src');
const THE_ONE_FILE = 'plugins/app/jobs.ts';

describe("pg-boss's and Drizzle's private parts", () => {
  it(`are used in ${THE_ONE_FILE} only`, async () => {
    const files = await sourceFiles(source);
    const users: string[] = [];
    for (const file of files) {
      const text = await readFile(path.join(source, file), 'utf8');
      if (/\bpgboss\./.test(text) || /\._\.\w/.test(text)) users.push(file);
    }
    expect(users).toEqual([THE_ONE_FILE]);
  });

  describe('as the installed versions have them', () => {
    let app: TestApp;
    beforeAll(async () => {
      app = await createTestApp({ RUN_JOBS: 'false' });
    });

    const columnsOf = async (table: string) => {
      const { rows } = await app.db.execute<{ column_name: string }>(
        sql`select column_name from information_schema.columns where table_schema = 'pgboss' and table_name = ${table}`,
      );
      return rows.map((row) => row.column_name);
    };

    it("has every column of pg-boss's tables that our SQL writes and reads", async () => {
      const { sql: text } = new PgDialect().sqlToQuery(queueJobsFrom(CONFIRM_JOB, sql`source`, sql`'{}'::jsonb`));
      const written = /insert into pgboss\.job \(([^)]*)\)/.exec(text)?.[1]?.split(/,\s*/) ?? [];
      const read = [...text.matchAll(/\bqueue\.(\w+)/g)].map((match) => match[1]);
      expect(written).toContain('heartbeat_seconds');
      expect(read).toContain('retention_seconds');

      expect(await columnsOf('job')).toEqual(expect.arrayContaining(written));
      expect(await columnsOf('queue')).toEqual(expect.arrayContaining(read));
      const { rows } = await app.db.execute(
        sql`select 1 from pg_proc join pg_namespace on pg_namespace.oid = pronamespace
          where nspname = 'pgboss' and proname = 'job_now'`,
      );
      expect(rows).toHaveLength(1);
    });

    it("queues through Drizzle's session as a named prepared statement of the caller's transaction", async () => {
      const prepared = await app.db.transaction(async (tx) => {
        await app.jobs.send(CONFIRM_JOB, { appointmentId: 1 }, { transaction: tx });
        const { rows } = await tx.execute<{ name: string }>(
          sql`select name from pg_prepared_statements where name like 'pgboss\\_%'`,
        );
        return rows.map((row) => row.name);
      });
      expect(prepared.length).toBeGreaterThan(0);

      // In the transaction, truly: a transaction rolled back takes its job with it.
      await expect(
        app.db.transaction(async (tx) => {
          await app.jobs.send(CONFIRM_JOB, { appointmentId: 2 }, { transaction: tx });
          throw new Error('rolled back');
        }),
      ).rejects.toThrow('rolled back');
      const { rows } = await app.db.execute<{ appointment: string }>(
        sql`select data ->> 'appointmentId' as appointment from pgboss.job where name = ${CONFIRM_JOB}`,
      );
      expect(rows.map((row) => row.appointment)).toEqual(['1']);
    });
  });
});
