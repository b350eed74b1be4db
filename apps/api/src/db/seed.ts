/**
 * Reference and demo data. The program catalogue (content/programs, decision 017) is imported at
 * every start, changing only what its files changed; demo accounts and professionals are seeded once
 * per database, recorded in `seed_runs`, where `SEED_DEMO_DATA` is on (by default everywhere but
 * production).
 */
import { randomBytes } from 'node:crypto';
import type { App } from '../app.ts';
import { loadPublishedIncomeLimits, publishedTablesVersion } from '../modules/income-limits/service.ts';
import { professionalsService } from '../modules/professionals/service.ts';
import { defaultCatalogueDir, readCatalogue } from '../modules/programs/catalogue-files.ts';
import { importCatalogue } from '../modules/programs/catalogue-import.ts';
import { advisoryTransactionLock } from './locks.ts';
import { seedRuns } from './schema/index.ts';
import { demoProfessionals } from './seed-data/demo-professionals.ts';

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
  {
    name: 'demo-professionals',
    demo: true,
    async run(app) {
      const service = professionalsService(app.db);
      for (const { email, firstName, lastName, ...details } of demoProfessionals) {
        // A password nobody knows: the demo lender has a documented one; the others can only be booked.
        const user =
          (await app.accounts.findUser(email)) ??
          (await app.accounts.createUser({
            email,
            password: randomBytes(24).toString('base64url'),
            role: 'professional',
          }));
        await app.accounts.updateProfile(user.id, { first_name: firstName, last_name: lastName });
        await service.create(user.id, { ...details, isDemo: true });
      }
    },
  },
  {
    // Reference data too. Named by the data files' contents: a corrected or added file is loaded at the next start.
    name: `income-limits-${await publishedTablesVersion()}`,
    demo: false,
    async run(app) {
      await loadPublishedIncomeLimits(app.db);
    },
  },
];

export async function seedDatabase(app: App): Promise<string[]> {
  const applied: string[] = [];
  // The catalogue first, committed on its own: the demo seeds below link professionals to its programs.
  const { files, problems } = await readCatalogue(defaultCatalogueDir);
  const report = await app.db.transaction(async (tx) => {
    await tx.execute(advisoryTransactionLock('seed'));
    return importCatalogue(tx, files, problems);
  });
  if (report.refused.length > 0) {
    throw new Error(`The program catalogue in content/programs is refused:\n${report.refused.join('\n')}`);
  }
  if (report.created.length + report.updated.length > 0) applied.push('program-catalogue');
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
