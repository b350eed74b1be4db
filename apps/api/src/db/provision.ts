/**
 * Finds the database the process works on: `DATABASE_URL` when set, otherwise the embedded
 * PostgreSQL server under `DATA_DIR`, started here and stopped with the process.
 */
import path from 'node:path';
import pg from 'pg';
import type { Config } from '../config.ts';
import { startEmbeddedDatabase } from './embedded.ts';

export type ProvisionedDatabase = { url: string; embedded: boolean; stop(): Promise<void> };

const DATABASE_NAME = 'homebuyer_wizard';

export async function provisionDatabase(config: Config, log: (message: string) => void): Promise<ProvisionedDatabase> {
  if (config.databaseUrl) return { url: config.databaseUrl, embedded: false, stop: async () => {} };

  const server = await startEmbeddedDatabase({ directory: path.join(config.dataDir, 'postgres'), log });
  const admin = new pg.Client({ connectionString: server.adminUrl });
  try {
    await admin.connect();
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [DATABASE_NAME]);
    if (rowCount === 0) await admin.query(`create database ${DATABASE_NAME}`);
  } catch (error) {
    await server.stop();
    throw error;
  } finally {
    await admin.end().catch(() => {});
  }
  return { url: server.urlFor(DATABASE_NAME), embedded: true, stop: server.stop };
}
