/**
 * docs/security.md 28 for the steps of a first start that write to the database: the migrations, which
 * apply in one transaction, and the seeds, each in the transaction that records it. A start that
 * dies in the middle of one (a kill rolls its transaction back, as the failures made here do)
 * leaves none of it, and the next start runs it whole. Each migration and each seed in turn is
 * made to fail at its very last write, the row that records it, by a trigger: everything it wrote
 * before must be gone, and a second start must finish with everything there once. The kills
 * between the steps, with real processes, are in processes.test.ts.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDatabase, seeds } from '../../src/seeds/seed.ts';
import { createEmptyDatabase, createTestAppOn, type TestApp } from '../support/test-app.ts';

/** What the seeds write, counted: the demo accounts, the demo professionals, the published income limits. */
async function footprint(app: TestApp) {
  const [row] = (
    await app.db.execute<{ users: number; professionals: number; limits: number; runs: string }>(sql`select
      (select count(*)::int from users) as users,
      (select count(*)::int from professionals) as professionals,
      (select count(*)::int from county_income_limits) as limits,
      (select coalesce(string_agg(name, ',' order by name), '') from seed_runs) as runs`)
  ).rows;
  return row;
}

describe('a first start that dies in the middle of a seed (docs/security.md 28)', () => {
  it.each(seeds.map((seed, index) => [seed.name, index] as const))(
    'leaves nothing of %s, and the next start runs it whole',
    async (name, index) => {
      const databaseUrl = await createEmptyDatabase();
      await migrateDatabase(databaseUrl);
      const app = await createTestAppOn(databaseUrl);
      const empty = await footprint(app);
      // The seed fails as it records itself, after all its other writes.
      await app.db.execute(
        sql.raw(`create function refuse_seed() returns trigger language plpgsql as $$
        begin if new.name = '${name}' then raise exception 'killed in the middle of ${name}'; end if; return new; end $$;
        create trigger refuse_seed before insert on seed_runs for each row execute function refuse_seed();`),
      );
      await expect(seedDatabase(app)).rejects.toThrow();

      const before = seeds.slice(0, index).map((seed) => seed.name);
      const killed = await footprint(app);
      expect(killed?.runs).toBe([...before].sort().join(','));
      if (index === 0) expect({ ...killed, runs: '' }).toEqual({ ...empty, runs: '' });

      await app.db.execute(sql`drop trigger refuse_seed on seed_runs`);
      await seedDatabase(app);
      const whole = await footprint(app);
      expect(whole?.runs).toBe(
        seeds
          .map((seed) => seed.name)
          .sort()
          .join(','),
      );
      // The rerun wrote what the failed one had written and lost: it was all gone.
      expect({ ...whole, runs: '' }).not.toEqual({ ...killed, runs: '' });
      const lenders = await app.db.execute<{ n: number }>(
        sql`select count(*)::int as n from users where email = 'lender@demo.homebuyerwizard.test'`,
      );
      expect(lenders.rows[0]?.n).toBe(1);
    },
  );
});

/** The committed migrations, in order, with the time drizzle records each by. */
const journal = JSON.parse(
  await readFile(path.join(import.meta.dirname, '../../src/db/migrations/meta/_journal.json'), 'utf8'),
) as { entries: { tag: string; when: number }[] };

describe('a first start that dies in the middle of the migrations (docs/security.md 28)', () => {
  it.each(journal.entries.map((entry) => [entry.tag, entry.when] as const))(
    'leaves nothing of any migration when %s fails, and the next start applies them all',
    async (tag, when) => {
      const databaseUrl = await createEmptyDatabase();
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const tables = async () =>
        (await client.query<{ n: number }>(`select count(*)::int as n from pg_tables where schemaname = 'public'`))
          .rows[0]?.n;
      const recorded = async () =>
        (await client.query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations')).rows[0]?.n;
      try {
        // The table drizzle records migrations in, as drizzle creates it, with a trigger that fails
        // the migration as it is recorded, after all its statements.
        await client.query(`create schema drizzle;
          create table drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint);
          create function refuse_migration() returns trigger language plpgsql as $$
          begin if new.created_at = ${when} then raise exception 'killed in the middle of ${tag}'; end if; return new; end $$;
          create trigger refuse_migration before insert on drizzle.__drizzle_migrations
            for each row execute function refuse_migration();`);
        await expect(migrateDatabase(databaseUrl)).rejects.toThrow();
        expect([await tables(), await recorded()]).toEqual([0, 0]);

        await client.query('drop trigger refuse_migration on drizzle.__drizzle_migrations');
        await migrateDatabase(databaseUrl);
        expect(await recorded()).toBe(journal.entries.length);
        expect(await tables()).toBeGreaterThan(10);
      } finally {
        await client.end();
      }
    },
  );
});
