/**
 * Applies the committed SQL migrations. Several processes may start at once on one database, so
 * they take turns behind an advisory lock.
 */
import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

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
