/**
 * A PostgreSQL server apart from the app and from the tests' embedded one, from the operating
 * system's packages (Debian's `postgresql`): what an operator's managed database stands for, and the
 * one whose own `pg_dump` and `pg_restore` can back it up (the embedded package ships neither, and a
 * `pg_dump` older than its server refuses to dump it). Stopped and removed when the file's tests end.
 */
import { execFile } from 'node:child_process';
import { chmod, chown, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll } from 'vitest';
import { freePort } from '../../src/db/embedded.ts';

const run = promisify(execFile);
const PACKAGES = '/usr/lib/postgresql';
const isRoot = os.userInfo().uid === 0;

export type SystemPostgres = {
  /** Connection URL of a database on it, created empty when it is not `postgres`. */
  urlOf(database: string): string;
  createDatabase(name: string): Promise<string>;
  /** Runs one of the server's own client programs (pg_dump, pg_restore, psql) and returns what it printed. */
  client(program: 'pg_dump' | 'pg_restore' | 'psql', args: string[]): Promise<string>;
};

async function binaries(): Promise<string> {
  const versions = (await readdir(PACKAGES).catch(() => []))
    .filter((entry) => /^\d+$/.test(entry))
    .sort((a, b) => Number(b) - Number(a));
  if (!versions[0]) {
    throw new Error(
      `No PostgreSQL server under ${PACKAGES}: install Debian's postgresql package (apt-get install postgresql).`,
    );
  }
  return path.join(PACKAGES, versions[0], 'bin');
}

/** Runs a server program as the postgres user when the tests run as root: PostgreSQL refuses root. */
function asServerUser(program: string, args: string[]) {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', program, ...args]) : run(program, args);
}

export async function startSystemPostgres(): Promise<SystemPostgres> {
  const bin = await binaries();
  const directory = await mkdtemp(path.join(os.tmpdir(), 'hbw-system-pg-'));
  await chmod(directory, 0o755);
  const cluster = path.join(directory, 'cluster');
  if (isRoot) {
    const { stdout } = await run('id', ['-u', 'postgres']);
    const { stdout: group } = await run('id', ['-g', 'postgres']);
    await chown(directory, Number(stdout.trim()), Number(group.trim()));
  }
  // Trust on loopback: a server of the test's own, reached by the test's processes only.
  await asServerUser(path.join(bin, 'initdb'), [
    '-D',
    cluster,
    '-U',
    'postgres',
    '--auth=trust',
    '--encoding=UTF8',
    '--locale=C',
  ]);
  const port = await freePort();
  await asServerUser(path.join(bin, 'pg_ctl'), [
    '-D',
    cluster,
    '-l',
    path.join(directory, 'server.log'),
    '-o',
    `-p ${port} -k ${directory} -c listen_addresses=127.0.0.1`,
    '-w',
    'start',
  ]);
  afterAll(async () => {
    await asServerUser(path.join(bin, 'pg_ctl'), ['-D', cluster, '-m', 'fast', '-w', 'stop']).catch(() => {});
    await rm(directory, { recursive: true, force: true });
  });

  const urlOf = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
  const client = async (program: 'pg_dump' | 'pg_restore' | 'psql', args: string[]) =>
    (await run(path.join(bin, program), args, { maxBuffer: 64 * 1024 * 1024 })).stdout;
  return {
    urlOf,
    client,
    async createDatabase(name) {
      await client('psql', [
        '--no-psqlrc',
        '-v',
        'ON_ERROR_STOP=1',
        '-d',
        urlOf('postgres'),
        '-c',
        `create database ${name}`,
      ]);
      return urlOf(name);
    },
  };
}
