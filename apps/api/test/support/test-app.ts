/**
 * A ready app on a database of its own, cloned from the migrated template, for one test file.
 * Mail goes to the development mailbox table unless the test gives an SMTP sink.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, inject } from 'vitest';
import { type App, type AppOptions, buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { TEMPLATE_DATABASE, withDatabase } from './global-setup.ts';

export type TestApp = App & { databaseUrl: string };

async function adminQuery(sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: inject('testServerUrl') });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

/** Creates an empty database from the template; dropped when the file's tests are done. */
export async function createTestDatabase(): Promise<string> {
  const name = `hbw_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name} template ${TEMPLATE_DATABASE}`);
  afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));
  return withDatabase(inject('testServerUrl'), name);
}

/** A database with nothing in it at all, as a first start finds one; dropped when the file's tests are done. */
export async function createEmptyDatabase(): Promise<string> {
  const name = `hbw_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  afterAll(() => adminQuery(`drop database if exists ${name} with (force)`));
  return withDatabase(inject('testServerUrl'), name);
}

export async function createTestApp(
  environment: Record<string, string> = {},
  options: Pick<AppOptions, 'booking' | 'webhooks' | 'logStream' | 'webRoot'> = {},
): Promise<TestApp> {
  return createTestAppOn(await createTestDatabase(), environment, options);
}

/** Another app on a database already in use: what a second process of the same service sees. */
export async function createTestAppOn(
  databaseUrl: string,
  environment: Record<string, string> = {},
  options: Pick<AppOptions, 'booking' | 'webhooks' | 'logStream' | 'webRoot'> = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hbw-test-data-'));
  afterAll(() => rm(dataDir, { recursive: true, force: true }));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    PUBLIC_URL: 'http://homebuyer.test',
    DATA_DIR: dataDir,
    // Tests sign in many times from one address; the per-address ceiling has a test of its own.
    STRICT_RATE_LIMIT_MAX: '100000',
    ...environment,
  });
  const app = await buildApp({
    config,
    databaseUrl,
    webRoot: path.join(import.meta.dirname, 'web-fixture'),
    ...options,
  });
  await app.ready();
  afterAll(() => app.close());
  return Object.assign(app, { databaseUrl });
}

/** Waits for something a background job does; fails with the last error after the timeout. */
export async function eventually<T>(check: () => Promise<T>, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
