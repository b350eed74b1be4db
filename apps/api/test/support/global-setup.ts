/**
 * One PostgreSQL server for the whole run (the embedded one, or TEST_DATABASE_URL's), with a
 * template database migrated once; each test file clones its own database from it.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { PgBoss } from 'pg-boss';
import type { TestProject } from 'vitest/node';
import { startEmbeddedDatabase } from '../../src/db/embedded.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';

export const TEMPLATE_DATABASE = 'hbw_test_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection URL of the test server's maintenance database. */
    testServerUrl: string;
  }
}

export default async function setup(project: TestProject) {
  let serverUrl = process.env.TEST_DATABASE_URL;
  let stopServer = async () => {};
  if (!serverUrl) {
    const directory = await mkdtemp(path.join(os.tmpdir(), 'hbw-test-db-'));
    // PostgreSQL runs as the postgres user when the tests run as root: it must be able to enter.
    await chmod(directory, 0o755);
    const server = await startEmbeddedDatabase({ directory });
    serverUrl = server.adminUrl;
    stopServer = async () => {
      await server.stop();
      await rm(directory, { recursive: true, force: true });
    };
  }

  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
  await admin.query(`create database ${TEMPLATE_DATABASE}`);
  await admin.end();

  const templateUrl = withDatabase(serverUrl, TEMPLATE_DATABASE);
  await migrateDatabase(templateUrl);
  // pg-boss installs its schema on first start; doing it once here spares every test file.
  const boss = new PgBoss({ connectionString: templateUrl, supervise: false, schedule: false });
  await boss.start();
  await boss.stop({ graceful: false });

  project.provide('testServerUrl', serverUrl);
  return stopServer;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
