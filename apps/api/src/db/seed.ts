/**
 * Demo and reference data, each seed applied once per database and recorded in `seed_runs`.
 * Reference data (programs) is seeded everywhere; demo accounts only where `SEED_DEMO_DATA` is on
 * (by default everywhere but production).
 */
import type { App } from '../app.ts';
import { advisoryTransactionLock } from './locks.ts';
import { seedRuns } from './schema/index.ts';

type Seed = { name: string; demo: boolean; run(app: App): Promise<void> };

/** Demo accounts, one per role, documented in docs/operations.md. */
export const demoAccounts = [
  { email: 'buyer@demo.homebuyerwizard.test', password: 'demo-buyer-2026', role: 'buyer' },
  { email: 'lender@demo.homebuyerwizard.test', password: 'demo-lender-2026', role: 'professional' },
  { email: 'admin@demo.homebuyerwizard.test', password: 'demo-admin-2026', role: 'admin' },
] as const;

const seeds: Seed[] = [
  {
    name: 'demo-accounts',
    demo: true,
    async run(app) {
      for (const account of demoAccounts) {
        if (!(await app.accounts.findUser(account.email))) await app.accounts.createUser(account);
      }
    },
  },
];

export async function seedDatabase(app: App): Promise<string[]> {
  const applied: string[] = [];
  await app.db.transaction(async (tx) => {
    await tx.execute(advisoryTransactionLock('seed'));
    const done = new Set((await tx.select({ name: seedRuns.name }).from(seedRuns)).map((row) => row.name));
    for (const seed of seeds) {
      if (done.has(seed.name) || (seed.demo && !app.config.seedDemoData)) continue;
      await seed.run(app);
      await tx.insert(seedRuns).values({ name: seed.name });
      applied.push(seed.name);
    }
  });
  return applied;
}
