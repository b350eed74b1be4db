/**
 * Reference and demo data. The program catalogue (content/programs, decision 017) is imported at
 * every start, changing only what its files changed; the other seeds run once per database,
 * recorded in `seed_runs`, the demo ones where `SEED_DEMO_DATA` is on (by default everywhere but
 * production). Each seed writes in the transaction that records it, so a start killed half-way
 * leaves either the whole seed and its record or neither, and the next start goes on from there
 * (docs/security.md 28).
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { advisoryTransactionLock } from '../db/locks.ts';
import { seedRuns } from '../db/schema/index.ts';
import { loadPublishedIncomeLimits, publishedTablesVersion } from '../modules/income-limits/index.ts';
import { defaultCatalogueDir, importCatalogue, readCatalogue } from '../modules/programs/index.ts';
import { demoProfessionals } from './demo-professionals.ts';

type Seed = { name: string; demo: boolean; run(app: App, transaction: Database): Promise<void> };

/** Demo accounts, one per role, documented in docs/operations.md. */
export const demoAccounts = [
  { email: 'buyer@demo.homebuyerwizard.test', password: 'demo-buyer-2026', role: 'buyer' },
  { email: 'lender@demo.homebuyerwizard.test', password: 'demo-lender-2026', role: 'professional' },
  { email: 'admin@demo.homebuyerwizard.test', password: 'demo-admin-2026', role: 'admin' },
] as const;

export const seeds: Seed[] = [
  {
    name: 'demo-accounts',
    demo: true,
    async run(app, transaction) {
      const accounts = app.accounts.inTransaction(transaction);
      for (const account of demoAccounts) {
        if (!(await accounts.findUser(account.email))) await accounts.createUser(account);
      }
    },
  },
  {
    name: 'demo-professionals',
    demo: true,
    async run(app, transaction) {
      const accounts = app.accounts.inTransaction(transaction);
      const professionals = app.professionals.inTransaction(transaction);
      for (const { email, firstName, lastName, ...details } of demoProfessionals) {
        // A password nobody knows: the demo lender has a documented one; the others can only be booked.
        const user =
          (await accounts.findUser(email)) ??
          (await accounts.createUser({ email, password: randomBytes(24).toString('base64url'), role: 'professional' }));
        await accounts.updateProfile(user.id, { first_name: firstName, last_name: lastName });
        await professionals.create(user.id, { ...details, isDemo: true });
      }
    },
  },
  {
    // Reference data too. Named by the data files' contents: a corrected or added file is loaded at the next start.
    name: `income-limits-${await publishedTablesVersion()}`,
    demo: false,
    async run(_app, transaction) {
      await loadPublishedIncomeLimits(transaction);
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
  if (report.kept.length > 0) {
    app.log.warn(
      { programs: report.kept },
      'Edited in the console, file change not applied: export the catalogue from the console and commit it (decision 028).',
    );
  }
  for (const seed of seeds) {
    if (seed.demo && !app.config.seedDemoData) continue;
    const ran = await app.db.transaction(async (tx) => {
      // One start at a time seeds; the second finds the record and moves on.
      await tx.execute(advisoryTransactionLock('seed'));
      const [done] = await tx.select().from(seedRuns).where(eq(seedRuns.name, seed.name));
      if (done) return false;
      await seed.run(app, tx);
      await tx.insert(seedRuns).values({ name: seed.name });
      return true;
    });
    if (ran) applied.push(seed.name);
  }
  return applied;
}
