/**
 * SECURITY.md 28 for the seeds: each seed writes in the transaction that records it, so a first
 * start that dies in the middle of one (a kill rolls its transaction back) leaves none of it, and
 * the next start runs it whole. Each seed in turn is made to fail at its very last write, the row
 * that records it, by a trigger on seed_runs: everything it wrote before must be gone, the seeds
 * before it kept, and a second start must finish with every seed there once.
 */
import { sql } from 'drizzle-orm';
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

describe('a first start that dies in the middle of a seed (SECURITY.md 28)', () => {
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
