/**
 * What the app's processes (server, worker, admin) share: the start-up sequence up to a ready app,
 * and the rule that a problem whoever runs it can fix is printed as one line, not a stack trace.
 */
import { type App, buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { migrateDatabase } from './db/migrate.ts';
import { type ProvisionedDatabase, provisionDatabase } from './db/provision.ts';
import { StartupError } from './lib/startup-error.ts';

export type Running = { app: App; config: Config; database: ProvisionedDatabase };

/**
 * Loads the environment, brings up the database, migrates it and builds a ready app; `serveWeb`
 * is off for processes that answer no browser (the worker, the admin command line).
 */
export async function startApp({
  serveWeb = true,
  ...overrides
}: Partial<Config> & { serveWeb?: boolean } = {}): Promise<Running> {
  const config = { ...loadConfig(), ...overrides };
  const database = await provisionDatabase(config, () => {});
  try {
    await migrateDatabase(database.url);
    const app = await buildApp({ config, databaseUrl: database.url, ...(serveWeb ? {} : { webRoot: null }) });
    await app.ready();
    return { app, config, database };
  } catch (error) {
    await database.stop();
    throw error;
  }
}

export async function stopApp({ app, database }: Running): Promise<void> {
  await app.close();
  await database.stop();
}

/** Runs a process's main function; a fixable problem ends it with one line and exit code 1. */
export function runMain(main: () => Promise<void>): void {
  main().catch((error: unknown) => {
    if (error instanceof ConfigError || error instanceof StartupError) {
      console.error(error.message);
    } else if (isConnectionRefused(error)) {
      console.error(
        `The database could not be reached (${error.message}). Check DATABASE_URL, or unset it to use the embedded database.`,
      );
    } else {
      console.error(error);
    }
    process.exit(1);
  });
}

function isConnectionRefused(error: unknown): error is Error {
  return (
    error instanceof Error &&
    'code' in error &&
    ['ECONNREFUSED', 'ENOTFOUND', '28P01', '3D000'].includes(String(error.code))
  );
}
