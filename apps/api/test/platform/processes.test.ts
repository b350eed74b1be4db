import { access, chmod, mkdtemp, readdir, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/database.ts';
import { freePort } from '../../src/db/embedded.ts';
import { MIGRATION_LOCK } from '../../src/db/migrate.ts';
import { devMailbox } from '../../src/db/schema/index.ts';
import { defaultCatalogueDir } from '../../src/modules/programs/catalogue-files.ts';
import { seeds } from '../../src/seeds/seed.ts';
import { catalogueSize } from '../support/catalogue-size.ts';
import { runProcess, type Started, startProcess } from '../support/process.ts';
import { createEmptyDatabase, createTestDatabase, eventually } from '../support/test-app.ts';

const temporaryDirectories: string[] = [];
async function dataDirectory(): Promise<string> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'hbw-process-test-'));
  await chmod(directory, 0o755);
  temporaryDirectories.push(directory);
  return directory;
}
afterAll(() => Promise.all(temporaryDirectories.map((directory) => rm(directory, { recursive: true, force: true }))));

describe('starting the server', () => {
  it('stops with one line when a variable is invalid', async () => {
    const { code, output } = await runProcess('server.ts', [], { PORT: 'eighty', SMTP_URL: 'http://x' });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Invalid environment: PORT must be a number; SMTP_URL must be a URL like smtp://user:password@mail.example.com:587.',
    );
  });

  it('stops with one line when the data directory cannot be written', async () => {
    const { code, output } = await runProcess('server.ts', [], { DATA_DIR: '/etc/hostname/data' });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'The data directory /etc/hostname/data/postgres cannot be created or written. Set DATA_DIR to a folder this user can write, or fix its permissions.',
    );
  });

  it('stops with one line when the port is taken', async () => {
    const blocker = net.createServer();
    const port = await freePort();
    await new Promise<void>((resolve) => blocker.listen(port, '127.0.0.1', resolve));
    try {
      const { code, output } = await runProcess('server.ts', [], {
        DATABASE_URL: await createTestDatabase(),
        PORT: String(port),
      });
      expect(code).toBe(1);
      expect(output.trim().split('\n').at(-1)).toBe(
        `Port ${port} is already in use. Stop the program using it, or set PORT to another port.`,
      );
    } finally {
      blocker.close();
    }
  });
});

describe('stopping the server', () => {
  it('finishes a request in flight on SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const databaseUrl = await createTestDatabase();
    const server = startProcess('server.ts', [], { DATABASE_URL: databaseUrl, PORT: String(port) });
    await server.waitForOutput('is ready at');

    // Hold the table so that the request is still being handled when the signal comes.
    const blocker = new pg.Client({ connectionString: databaseUrl });
    await blocker.connect();
    await blocker.query('begin');
    await blocker.query('lock table newsletter_subscribers in access exclusive mode');
    const answer = fetch(`http://127.0.0.1:${port}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'in.flight@example.com' }),
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    server.child.kill('SIGTERM');
    await server.waitForOutput('SIGTERM received');
    await blocker.query('commit');
    await blocker.end();

    const response = await answer;
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { email: 'in.flight@example.com' } });
    expect(await server.exited).toBe(0);
  });
});

describe('draining before stopping (issue 43)', () => {
  it('fails readiness while still alive for the drain period after SIGTERM, then exits cleanly', async () => {
    const port = await freePort();
    const server = startProcess('server.ts', [], {
      DATABASE_URL: await createTestDatabase(),
      PORT: String(port),
      SHUTDOWN_DRAIN_SECONDS: '3',
    });
    await server.waitForOutput('is ready at');
    const statusOf = async (probe: string) => (await fetch(`http://127.0.0.1:${port}/api/health/${probe}`)).status;
    expect(await statusOf('ready')).toBe(200);

    server.child.kill('SIGTERM');
    await server.waitForOutput('SIGTERM received: not ready any more; stopping in 3 s');
    const ready = await fetch(`http://127.0.0.1:${port}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ message: 'This process is stopping: send its requests elsewhere.' });
    expect(await statusOf('live')).toBe(200);
    expect(await server.exited).toBe(0);
  });
});

describe('a first start killed at every step (docs/security.md 28)', () => {
  it('starts on a data directory whose first start was killed creating its cluster, then starting its server, then once running', async () => {
    const directory = await dataDirectory();
    const environment = { DATA_DIR: directory, PORT: '0' };
    const postgresDirectory = path.join(directory, 'postgres');
    const seen = (file: (entries: string[]) => boolean, what: string) =>
      eventually(async () => {
        if (!file(await readdir(postgresDirectory).catch(() => []))) throw new Error(`No ${what} yet.`);
      }, 120_000);

    // initdb writes the cluster into a scratch folder, renamed into place once whole.
    const creating = startProcess('server.ts', [], environment);
    await seen(
      (entries) => entries.some((entry) => entry.startsWith('cluster-initialising-')),
      'cluster being created',
    );
    creating.child.kill('SIGKILL');
    await creating.exited;

    // The cluster in place and its server started, before the database is migrated.
    const starting = startProcess('server.ts', [], environment);
    await eventually(() => access(path.join(postgresDirectory, 'cluster', 'postmaster.pid')), 120_000);
    starting.child.kill('SIGKILL');
    await starting.exited;

    const running = startProcess('server.ts', [], environment);
    await running.waitForOutput('is ready at', 120_000);
    running.child.kill('SIGKILL');
    await running.exited;

    const last = startProcess('server.ts', [], environment);
    await last.waitForOutput('is ready at', 120_000);
    last.child.kill('SIGTERM');
    expect(await last.exited).toBe(0);
    // Four starts, two of them creating a database cluster: a bound on a hang on a busy machine.
  }, 400_000);

  it('starts whole after kills before the migrations, the catalogue and each seed', async () => {
    const databaseUrl = await createEmptyDatabase();
    const environment = { DATABASE_URL: databaseUrl, PORT: '0' };
    // The test holds the locks each step takes in turn, so a start stops right before a step, and
    // lets one step through at a time. Two connections hold the seeds' lock in turn: the one that
    // takes it next asks for it before the other lets it go, so it queues behind the waiting start
    // and is granted it as soon as that start's step commits, before the start can ask for it again
    // for its next step, however the scheduler orders the processes.
    const observer = new pg.Client({ connectionString: databaseUrl });
    const holders = [
      new pg.Client({ connectionString: databaseUrl }),
      new pg.Client({ connectionString: databaseUrl }),
    ];
    await Promise.all([observer, ...holders].map((client) => client.connect()));
    const testPids = (
      await Promise.all([observer, ...holders].map((client) => client.query('select pg_backend_pid() as pid')))
    )
      .map((result) => Number(result.rows[0].pid))
      .join(', ');
    const seedLock = "hashtextextended('seed', 0)";
    const count = async (query: string) => (await observer.query<{ n: number }>(query)).rows[0]?.n;
    // An advisory lock's 64-bit key is its classid's 32 bits and then its objid's.
    const lockWaits = (of: 'the test' | 'the start') =>
      count(`select count(*)::int as n from pg_locks where locktype = 'advisory' and not granted
        and database = (select oid from pg_database where datname = current_database())
        and (classid::bigint << 32 | objid::bigint) in (${seedLock}, ${MIGRATION_LOCK})
        and pid ${of === 'the test' ? 'in' : 'not in'} (${testPids})`).then((n) => n ?? 0);
    /**
     * Resolves 'waiting' once the start waits for a lock the test holds, or 'ready' once it serves.
     * Only those locks count: a start's own connections may wait on each other for a moment (pg-boss
     * takes advisory locks too), which is not a stop before a step.
     */
    const stopOf = (server: Started) =>
      eventually(async () => {
        if (server.output().includes('is ready at')) return 'ready';
        if ((await lockWaits('the start')) > 0) return 'waiting';
        throw new Error(`The start neither waits nor serves yet:\n${server.output()}`);
      }, 120_000);
    let holding = 0;
    /** Lets the waiting start take one step: the other holder queues for the lock, then this one lets it go. */
    const letOneStepThrough = async () => {
      const next = 1 - holding;
      const granted = holders[next]?.query(`select pg_advisory_lock(${seedLock})`);
      await eventually(async () => {
        if ((await lockWaits('the test')) !== 1) throw new Error('The next holder does not wait for the lock yet.');
      }, 30_000);
      await holders[holding]?.query(`select pg_advisory_unlock(${seedLock})`);
      await granted;
      holding = next;
    };
    /**
     * Kills a start. Its connections waiting for a lock would only notice once granted it: they go now,
     * and are waited for, since a backend told to end may still wait in pg_locks for a moment, where
     * the next start's first stop would be mistaken for it (and the step let through lost).
     */
    const kill = async (server: Started) => {
      server.child.kill('SIGKILL');
      await server.exited;
      await observer.query(`select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid not in (${testPids})`);
      await eventually(async () => {
        const left = await count(`select count(*)::int as n from pg_stat_activity
          where datname = current_database() and pid not in (${testPids})`);
        if (left !== 0) throw new Error(`${left} connections of the killed start remain.`);
      }, 30_000);
    };
    try {
      await observer.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await holders[holding]?.query(`select pg_advisory_lock(${seedLock})`);

      const beforeMigrating = startProcess('server.ts', [], environment);
      expect(await stopOf(beforeMigrating)).toBe('waiting');
      await kill(beforeMigrating);
      expect(await count(`select count(*)::int as n from pg_tables where schemaname = 'public'`)).toBe(0);
      await observer.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]);

      // Each start lets one more step through than the one before, then is killed waiting for the next.
      const stops: string[] = [];
      for (let steps = 0; steps <= seeds.length + 1; steps++) {
        const server = startProcess('server.ts', [], environment);
        let stop = await stopOf(server);
        for (let step = 0; step < steps && stop === 'waiting'; step++) {
          await letOneStepThrough();
          stop = await stopOf(server);
        }
        if (stop === 'ready') {
          stops.push('ready');
          server.child.kill('SIGTERM');
          expect(await server.exited).toBe(0);
          break;
        }
        const programs = await count('select count(*)::int as n from programs');
        const runs = await observer.query<{ name: string }>('select name from seed_runs order by name');
        stops.push(`${programs} programs; seeds: ${runs.rows.map((row) => row.name).join(', ')}`);
        await kill(server);
      }
      const [accounts, professionals, limits] = seeds.map((seed) => seed.name);
      expect(stops).toEqual([
        '0 programs; seeds: ',
        `${catalogueSize} programs; seeds: `,
        `${catalogueSize} programs; seeds: ${accounts}`,
        `${catalogueSize} programs; seeds: ${[accounts, professionals].sort().join(', ')}`,
        'ready',
      ]);
      expect(limits).toMatch(/^income-limits-/);
      expect(await count('select count(*)::int as n from seed_runs')).toBe(seeds.length);
      expect(await count(`select count(*)::int as n from users where email = 'lender@demo.homebuyerwizard.test'`)).toBe(
        1,
      );
    } finally {
      await Promise.all([observer, ...holders].map((client) => client.end()));
    }
  }, 400_000);
});

describe('the worker', () => {
  it('runs the background jobs that web processes without RUN_JOBS only queue', async () => {
    const databaseUrl = await createTestDatabase();
    const port = await freePort();
    const web = startProcess('server.ts', [], { DATABASE_URL: databaseUrl, PORT: String(port), RUN_JOBS: 'false' });
    await web.waitForOutput('is ready at');
    await fetch(`http://127.0.0.1:${port}/api/newsletter`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'queued@example.com' }),
    });
    const database = connectDatabase(databaseUrl);
    const queued = await database.db.select().from(devMailbox);
    expect(queued).toEqual([]);

    const worker = startProcess('worker.ts', [], { DATABASE_URL: databaseUrl });
    await worker.waitForOutput('worker is running background jobs');
    const [mail] = await eventually(async () => {
      const rows = await database.db.select().from(devMailbox);
      if (rows.length === 0) throw new Error('not sent yet');
      return rows;
    }, 60_000);
    expect(mail?.to).toEqual(['queued@example.com']);
    worker.child.kill('SIGTERM');
    web.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
    expect(await web.exited).toBe(0);
    await database.close();
  });

  it('answers only its probes and metrics on WORKER_PORT', async () => {
    const port = await freePort();
    const worker = startProcess('worker.ts', [], {
      DATABASE_URL: await createTestDatabase(),
      WORKER_PORT: String(port),
    });
    await worker.waitForOutput(`on port ${port}.`);
    const get = (url: string) => fetch(`http://127.0.0.1:${port}${url}`);

    const live = await get('/api/health/live');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ data: { status: 'ok', uptime_seconds: expect.any(Number) } });
    const ready = await get('/api/health/ready');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ data: { status: 'ok', database: 'ok', migrations: 'ok' } });
    const metrics = await get('/metrics');
    expect(metrics.status).toBe(200);
    expect(metrics.headers.get('content-type')).toContain('text/plain');
    const page = await metrics.text();
    expect(page).toContain('process_cpu_seconds_total');
    expect(page).toMatch(/^jobs_queued\{queue="[^"]+"\} \d+$/m);
    for (const url of ['/api/programs', '/api/health', '/']) expect((await get(url)).status).toBe(404);

    worker.child.kill('SIGTERM');
    expect(await worker.exited).toBe(0);
  });
});

describe('strict ceilings shared by every process (issue 18)', () => {
  /** 20 wrong passwords for one account from one address, spread over the servers in turn; the statuses. */
  async function wrongPasswords(ports: number[], email: string): Promise<number[]> {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 20; attempt++) {
      const port = ports[attempt % ports.length];
      const response = await fetch(`http://127.0.0.1:${port}/api/wizard-tool/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: `wrong guess ${attempt}` }),
      });
      statuses.push(response.status);
    }
    return statuses;
  }

  it('refuses the 7th wrong password as one process would, however many processes share the tries', async () => {
    const databaseUrl = await createTestDatabase();
    // Below the account's own limit on failed sign-ins (10), so that the ceiling per address is what refuses.
    const environment = { DATABASE_URL: databaseUrl, STRICT_RATE_LIMIT_MAX: '6', RATE_LIMIT_MAX: '1000' };
    const ports = [await freePort(), await freePort()];
    const servers = ports.map((port) => startProcess('server.ts', [], { ...environment, PORT: String(port) }));
    try {
      await Promise.all(servers.map((server) => server.waitForOutput('is ready at')));
      // The ceiling counts in windows of a minute: the tries must not straddle two of them.
      const leftOfMinute = 60_000 - (Date.now() % 60_000);
      if (leftOfMinute < 15_000) await new Promise((resolve) => setTimeout(resolve, leftOfMinute + 50));
      const statuses = await wrongPasswords(ports, 'nobody@example.com');
      // One process alone lets 6 through (STRICT_RATE_LIMIT_MAX); two in turn let through no more.
      expect(statuses.slice(0, 6)).toEqual([422, 422, 422, 422, 422, 422]);
      expect(statuses.slice(6)).toEqual(Array(14).fill(429));
    } finally {
      for (const server of servers) server.child.kill('SIGTERM');
      await Promise.all(servers.map((server) => server.exited));
    }
  }, 150_000);
});

describe('the admin command line', () => {
  it('creates users, lists them and resets a password, with clear errors', async () => {
    const environment = { DATABASE_URL: await createTestDatabase() };
    const created = await runProcess(
      'admin.ts',
      ['create-user', '--email', 'Officer@Example.com', '--password', 'a long passphrase', '--role', 'admin'],
      environment,
    );
    expect(created.output).toMatch(/^Created admin officer@example\.com \(id \d+\)\.$/m);
    expect(created.code).toBe(0);

    const listed = await runProcess('admin.ts', ['list-users'], environment);
    expect(listed.output).toContain('officer@example.com');
    expect(listed.output).toContain('admin');

    const reset = await runProcess(
      'admin.ts',
      ['reset-password', '--email', 'officer@example.com', '--password', 'another passphrase'],
      environment,
    );
    expect(reset.output.trim()).toBe('The password of officer@example.com is changed.');

    const duplicate = await runProcess(
      'admin.ts',
      ['create-user', '--email', 'officer@example.com', '--password', 'a long passphrase', '--role', 'buyer'],
      environment,
    );
    expect(duplicate.code).toBe(1);
    expect(duplicate.output.trim()).toBe('email: This email is already registered. Sign in instead.');

    const invalid = await runProcess(
      'admin.ts',
      ['create-user', '--email', 'nobody', '--password', 'short', '--role', 'king'],
      environment,
    );
    expect(invalid.code).toBe(1);
    expect(invalid.output.trim().split('\n')).toEqual([
      'email: Enter a valid email address, like name@example.com.',
      'password: Use at least 8 characters.',
      'role: Choose one of: buyer, professional, admin.',
    ]);

    const missing = await runProcess('admin.ts', ['reset-password', '--email', 'officer@example.com'], environment);
    expect(missing.code).toBe(1);
    expect(missing.output).toContain('Missing --password.');
    // Six processes that each start the app: on a loaded machine that is well over the usual 30 s.
  }, 180_000);

  it('imports the program catalogue, changing nothing over what the start imported, and refuses what it cannot read', async () => {
    const environment = { DATABASE_URL: await createTestDatabase() };
    const imported = await runProcess('admin.ts', ['import-programs', defaultCatalogueDir], environment);
    expect(imported.code).toBe(0);
    expect(imported.output.trim().split('\n')).toEqual(['Created 0', 'Updated 0', `Unchanged ${catalogueSize}`]);

    const missing = path.join(defaultCatalogueDir, 'nowhere.json');
    const refused = await runProcess('admin.ts', ['import-programs', missing], environment);
    expect(refused.code).toBe(1);
    expect(refused.output.trim().split('\n')).toEqual([
      'Refused; nothing was imported:',
      `  ${missing}: there is no such file or folder.`,
    ]);
  }, 120_000);
});
