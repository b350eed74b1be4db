/**
 * An embedded PostgreSQL of a measurement's own, with one database in it, for a measurement that
 * loads data of its own (a million appointments, thousands of programs) and so must leave the
 * shared bench app alone.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startEmbeddedDatabase } from '../apps/api/src/db/embedded.ts';

export type OwnDatabase = { url: string; stop(): Promise<void> };

export async function startOwnDatabase(name: string): Promise<OwnDatabase> {
  const directory = await mkdtemp(path.join(os.tmpdir(), `hbw-${name.replace(/_/g, '-')}-`));
  // As root, PostgreSQL runs as the postgres user, who must reach the folder.
  await chmod(directory, 0o755);
  const server = await startEmbeddedDatabase({ directory });
  const admin = new pg.Client({ connectionString: server.adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: server.urlFor(name),
    stop: async () => {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
