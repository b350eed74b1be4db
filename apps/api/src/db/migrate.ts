/**
 * Applies the committed SQL migrations. Several processes may start at once on one database, so
 * they take turns behind an advisory lock.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import type { Database } from './database.ts';

const migrationsFolder = path.join(import.meta.dirname, 'migrations');
/** The advisory lock the migrating process holds: the first-start tests hold it too, to stop a start right before it. */
export const MIGRATION_LOCK = 7_260_001;

export async function migrateDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url, application_name: 'homebuyer-wizard-migrate' });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
    await client.end();
  }
}

/** When the newest migration of the app's journal was generated: Drizzle records it as that migration's `created_at`. */
let newestMigration: number | undefined;

/**
 * Whether the database has every migration this version of the app ships. Drizzle applies each
 * migration generated after the newest one it has recorded, so the database is up to date when
 * that record is at least as new as the journal's last entry. False, not an error, when the
 * database has no record at all.
 */
export async function migrationsApplied(db: Database): Promise<boolean> {
  newestMigration ??= Math.max(
    ...(
      JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
        entries: { when: number }[];
      }
    ).entries.map((entry) => entry.when),
  );
  try {
    const { rows } = await db.execute<{ newest: string | null }>(
      sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
    );
    return Number(rows[0]?.newest ?? 0) >= newestMigration;
  } catch {
    return false;
  }
}
