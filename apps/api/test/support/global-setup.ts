/**
 * One PostgreSQL server for the whole run (the embedded one, or TEST_DATABASE_URL's), with a
 * template database migrated once; each test file clones its own database from it.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { startEmbeddedDatabase } from '../../src/db/embedded.ts';
import { migrateDatabase } from '../../src/db/migrate.ts';
import { seedDatabase } from '../../src/seeds/seed.ts';

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
  const directoryForSeeds = await mkdtemp(path.join(os.tmpdir(), 'hbw-test-seed-'));
  await migrateDatabase(templateUrl);
  // pg-boss's schema and the seed data (programs, demo professionals) go into the template once:
  // every test file starts from the data a new installation has.
  const app = await buildApp({
    config: loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', RUN_JOBS: 'false', DATA_DIR: directoryForSeeds }),
    databaseUrl: templateUrl,
    webRoot: null,
  });
  await app.ready();
  await seedDatabase(app);
  await app.close();

  await rm(directoryForSeeds, { recursive: true, force: true });
  project.provide('testServerUrl', serverUrl);
  return stopServer;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
