/**
 * What the app's processes (server, worker, admin) share: the start-up sequence up to a ready app,
 * and the rule that a problem whoever runs it can fix is printed as one line, not a stack trace.
 */
import type { FastifyInstance } from 'fastify';
import { type App, buildApp } from './app.ts';
import { type Config, ConfigError, loadConfig } from './config.ts';
import { migrateDatabase } from './db/migrate.ts';
import { type ProvisionedDatabase, provisionDatabase } from './db/provision.ts';
import { StartupError } from './lib/startup-error.ts';
import { moveUploadsFolderIn } from './modules/accounts/index.ts';

export type Running = { app: App; config: Config; database: ProvisionedDatabase };

/**
 * Loads the environment, brings up the database, migrates it, builds a ready app and moves an older
 * install's uploads folder into the database (decision 049); `serveWeb`
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
    const moved = await moveUploadsFolderIn(app.db, config.dataDir);
    if (moved > 0) console.log(`Moved ${moved} photos from ${config.dataDir}/uploads into the database.`);
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

/** Listens on `port`; a port in use or forbidden is a StartupError that names the `variable` to change. */
export async function listenOn(
  server: FastifyInstance,
  { host, port, variable }: { host: string; port: number; variable: 'PORT' | 'WORKER_PORT' },
): Promise<void> {
  try {
    await server.listen({ host, port });
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? error.code : undefined;
    if (code === 'EADDRINUSE') {
      throw new StartupError(
        `Port ${port} is already in use. Stop the program using it, or set ${variable} to another port.`,
      );
    }
    if (code === 'EACCES') {
      throw new StartupError(`This user may not listen on port ${port}. Set ${variable} to a port above 1023.`);
    }
    throw error;
  }
}

/**
 * Stops the process gracefully on SIGINT or SIGTERM: its readiness probe fails at once, the drain
 * period lets load balancers notice and send their requests elsewhere, then `closeFirst` (a port
 * of the process's own) and the app close, finishing requests in flight. A second signal stops at once.
 */
export function stopOnSignal(running: Running, closeFirst: () => Promise<void> = async () => {}): void {
  let stopping = false;
  const shutdown = async (signal: NodeJS.Signals) => {
    if (stopping) {
      console.log('Stopping at once.');
      process.exit(1);
    }
    stopping = true;
    running.app.drain();
    const drainMs = running.config.shutdownDrainMs;
    if (drainMs > 0) {
      console.log(
        `${signal} received: not ready any more; stopping in ${drainMs / 1000} s, finishing requests in flight.`,
      );
      await new Promise((resolve) => setTimeout(resolve, drainMs));
    } else {
      console.log(`${signal} received: finishing requests in flight, then stopping.`);
    }
    await closeFirst();
    await stopApp(running);
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
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
