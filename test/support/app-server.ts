/**
 * Runs the app as a deployment does (`node apps/api/src/server.ts`) for the browser tests and the
 * bench: a real process on a free port, with its own data directory, that answers on its own public
 * URL. Two of them can share one database through `databaseUrl`, as two machines would.
 */
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { startProcess } from './process.ts';

const serverEntry = path.resolve(import.meta.dirname, '../../apps/api/src/server.ts');
const adminEntry = path.resolve(import.meta.dirname, '../../apps/api/src/admin.ts');

export type AppServerOptions = {
  /** Where the app sends mail, a test's SMTP sink say; without it, the development mailbox keeps it. */
  smtpUrl?: string;
  /** A PostgreSQL to use instead of an embedded server in the process's own data directory. */
  databaseUrl?: string;
  /** More variables, RATE_LIMIT_MAX or RUN_JOBS for instance; they win over the defaults here. */
  environment?: Record<string, string>;
  /** How long a start may take: the first one creates a database cluster, on a machine that may be busy. */
  startTimeoutMs?: number;
};

export type AppServer = {
  url: string;
  /** The app's process, for the bench to give it a core of its own. */
  pid: number;
  /** Everything the process printed so far, for a failing test to show. */
  output(): string;
  /**
   * Runs a command of the admin command line (`npm run admin -- <args>`) on this app's database, as
   * whoever runs the service would on its machine; answers what it printed, and fails when the command does.
   */
  admin(args: string[]): Promise<string>;
  /** Stops the process with SIGTERM, as an orchestrator does, waits for it to end, then removes its data. */
  stop(): Promise<void>;
};

const stopTimeoutMs = 30_000;

export async function startAppServer(options: AppServerOptions = {}): Promise<AppServer> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'hbw-app-'));
  // Started by root, the embedded PostgreSQL runs as the postgres user, who must reach the folder.
  await chmod(dataDir, 0o755);
  try {
    return await startOnFreePort(dataDir, options);
  } catch (error) {
    await rm(dataDir, { recursive: true, force: true });
    throw error;
  }
}

async function startOnFreePort(dataDir: string, options: AppServerOptions): Promise<AppServer> {
  // Another process may take the free port between our look and the app's listen: try another one.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startServer(await freePort(), dataDir, options);
    } catch (error) {
      if (!(error instanceof PortTakenError) || attempt === 3) throw error;
    }
  }
}

class PortTakenError extends Error {}

async function startServer(port: number, dataDir: string, options: AppServerOptions): Promise<AppServer> {
  const url = `http://localhost:${port}`;
  const environment = {
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ...(options.smtpUrl ? { SMTP_URL: options.smtpUrl } : {}),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.environment,
  };
  const { child, output, exited, hasExited } = startProcess(serverEntry, [], environment);
  // Should the test runner end without stopping us, the app still shuts down rather than linger.
  const stopWithParent = () => child.kill('SIGTERM');
  process.once('exit', stopWithParent);

  const stop = async () => {
    process.off('exit', stopWithParent);
    if (!hasExited()) {
      child.kill('SIGTERM');
      const stopped = await Promise.race([exited.then(() => true), delay(stopTimeoutMs).then(() => false)]);
      if (!stopped) {
        child.kill('SIGKILL');
        await exited;
        await rm(dataDir, { recursive: true, force: true });
        throw new Error(
          `The app at ${url} did not stop within ${stopTimeoutMs} ms of SIGTERM. Its output:\n${output()}`,
        );
      }
    }
    await rm(dataDir, { recursive: true, force: true });
  };

  const deadline = Date.now() + (options.startTimeoutMs ?? 120_000);
  while (!(await isHealthy(url))) {
    if (hasExited()) {
      process.off('exit', stopWithParent);
      if (/Port \d+ is already in use/.test(output())) throw new PortTakenError(output());
      throw new Error(`The app exited with code ${await exited} before it was ready. Its output:\n${output()}`);
    }
    if (Date.now() > deadline) {
      const printed = output();
      await stop().catch(() => {});
      throw new Error(`The app at ${url} was not ready within the start timeout. Its output:\n${printed}`);
    }
    await delay(250);
  }
  if (child.pid === undefined) throw new Error(`The app at ${url} answers, but its process has no id.`);
  // The command line shares the running server's database: the same data directory, or DATABASE_URL.
  const admin = async (args: string[]) => {
    const command = startProcess(adminEntry, args, environment);
    const code = await command.exited;
    if (code !== 0) throw new Error(`npm run admin -- ${args.join(' ')} exited with ${code}:\n${command.output()}`);
    return command.output();
  };
  return { url, pid: child.pid, output, stop, admin };
}

async function isHealthy(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    const body = (await response.json()) as { data?: { status?: string } };
    return response.ok && body.data?.status === 'ok';
  } catch {
    return false;
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
