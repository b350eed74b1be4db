/**
 * The connection to PostgreSQL: one pool per process, wrapped by Drizzle. Repositories take a
 * `Database` (the pool or a transaction) so that a service can run several of them in one transaction.
 */
import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Database = NodePgDatabase<Schema>;
/** A transaction, accepted wherever a `Database` is. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

export type DatabaseConnection = {
  db: Database;
  pool: pg.Pool;
  close(): Promise<void>;
};

// Counts (bigint) and numerics come back as strings by default; ours fit in a JavaScript number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number.parseInt(value, 10));

export function connectDatabase(url: string, options: { max?: number } = {}): DatabaseConnection {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    application_name: 'homebuyer-wizard',
  });
  // An idle client that loses its server (a restart, a network cut) must not crash the process.
  pool.on('error', () => {});
  const db = drizzle({ client: pool, schema, casing: 'snake_case' });
  return { db, pool, close: () => pool.end() };
}
