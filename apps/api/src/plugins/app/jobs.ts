/**
 * Background jobs on pg-boss, in the app's own database. Modules define their jobs here at
 * registration; the handlers run in this process when `RUN_JOBS` is on (the default), or in a
 * separate `npm run worker`. A job must be safe to run twice: pg-boss retries a job whose process
 * died mid-way.
 *
 * The one file that uses pg-boss's tables (`pgboss.job`, `pgboss.queue`) and Drizzle's private
 * `transaction._.session`: test/platform/private-parts.test.ts fails on any other, and checks what
 * this file assumes of both libraries against the installed versions.
 */
import { createHash } from 'node:crypto';
import { type SQL, sql } from 'drizzle-orm';
import fp from 'fastify-plugin';
import { type Db, type Job, type JobResult, PgBoss, type Queue, type SendOptions } from 'pg-boss';
import type { Database } from '../../db/database.ts';
import { coalescedSends } from '../../lib/coalesced-sends.ts';

type QueueSettings = Omit<Queue, 'name'>;

export type JobOptions = Omit<SendOptions, 'db'> & { transaction?: Database };

export type JobHandler<T> = (data: T, job: Job<T>) => Promise<void>;

/** How a job's queue behaves; `concurrency` is how many of its jobs one process runs at once. */
export type JobSettings = QueueSettings & { concurrency?: number };

type Definition = { name: string; handle: JobHandler<never>; queue: QueueSettings; concurrency: number };

export type Jobs = {
  /** Declares a job and how it is handled; call while the app registers its plugins. */
  define<T extends object>(name: string, handle: JobHandler<T>, settings?: JobSettings): void;
  /**
   * Queues a job. Given the transaction that makes the change the job follows from, the job is
   * queued only if that transaction commits, and always if it does.
   */
  send(name: string, data: object, options?: JobOptions): Promise<string | null>;
  /** How each queue stands now, for the metrics page: one statement over pg-boss's tables. */
  queueFigures(): Promise<QueueFigures[]>;
  /**
   * Tells the workers of `name` that a statement of this process queued jobs (`queueJobsFrom`) and
   * has committed: this process's worker when it runs jobs, those of the processes that do when it
   * does not. Such a statement wakes no one itself (decision 057).
   */
  wake(name: string): void;
  boss: PgBoss;
};

/**
 * One queue's jobs as pg-boss keeps them: `queued` waiting to run (created, or failed and waiting for
 * a retry, due or not), `active` running, `failed` given up on (kept until pg-boss deletes them),
 * `retried` failed at least once and tried again or waiting to be (a job counts once however many
 * tries it took), and how long the longest-waiting job that is due has waited since it became due
 * (0 when none is).
 */
export type QueueFigures = {
  queue: string;
  queued: number;
  active: number;
  failed: number;
  retried: number;
  oldestWaitingSeconds: number;
};

declare module 'fastify' {
  interface FastifyInstance {
    jobs: Jobs;
  }
}

/**
 * pg-boss's statements run in the caller's transaction, as prepared statements named after their text.
 * A queue's insert is one fixed text, and PostgreSQL took longer to plan it than to run it (decision
 * 004 has the figures); prepared, it is planned once per connection. The names differ whenever the texts do.
 */
const statementNames = new Map<string, string>();

function inTransaction(transaction: Database): Db {
  return {
    async executeSql(text, values = []) {
      let name = statementNames.get(text);
      if (name === undefined) {
        name = `pgboss_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`;
        statementNames.set(text, name);
      }
      const statement = transaction._.session.prepareQuery({ sql: text, params: values }, undefined, name, false);
      return (await statement.execute()) as { rows: unknown[] };
    },
  };
}

/** pg-boss's channel for waking workers, as its SQL names it (`plans.notifyChannelSql`): the payload is a queue's name. */
const WAKE_CHANNEL = sql.raw(`('pgboss_' || left(encode(sha224('pgboss'::bytea), 'hex'), 24))`);

/**
 * The body of a data-modifying CTE that queues the job `name` for each row of `source`, another CTE
 * of the same statement, with `data` (a JSON object over that row): for the one place where a change
 * and its job must cost a single round trip, a booking (docs/decisions/012-a-booking-in-one-statement.md).
 * It writes the row that pg-boss's `send` writes, with the queue's settings (a test compares the two
 * column by column). A queue that does not exist leaves `name` null, which the table refuses: the
 * whole statement fails, change included. Its `queued` column must be read by the statement (join
 * it) for the jobs to be written. It wakes no worker: a NOTIFY in the statement would make each
 * booking's commit wait for the one before to reach the disk (decision 057); `wake` once it has
 * committed.
 */
export function queueJobsFrom(name: string, source: SQL, data: SQL): SQL {
  return sql`insert into pgboss.job (name, data, start_after, created_on, keep_until, retry_limit, retry_delay,
      retry_backoff, retry_delay_max, expire_seconds, deletion_seconds, policy, dead_letter, heartbeat_seconds)
    select queue.name, ${data}, pgboss.job_now(), pgboss.job_now(),
      pgboss.job_now() + queue.retention_seconds * interval '1 second', queue.retry_limit, queue.retry_delay,
      queue.retry_backoff, queue.retry_delay_max, queue.expire_seconds, queue.deletion_seconds, queue.policy,
      queue.dead_letter, queue.heartbeat_seconds
    from ${source} left join pgboss.queue on queue.name = ${name}
    returning name as queued`;
}

/**
 * Every job of ours is short: a mail, a calendar call, a webhook, each with its own timeout. A worker
 * refreshes its jobs' heartbeats while it runs them; a job whose heartbeat stops (its process was
 * killed) is retried about `heartbeatSeconds` after the queues are next looked after, instead of
 * waiting out pg-boss's fifteen-minute expiry. A job still running after `expireInSeconds` is hung.
 */
const defaultQueue: QueueSettings = {
  retryLimit: 5,
  retryDelay: 5,
  retryBackoff: true,
  notify: true,
  heartbeatSeconds: 10,
  expireInSeconds: 120,
};

/** How often the processes that run jobs look for jobs whose heartbeat stopped, and for expired ones. */
const SUPERVISE_SECONDS = 10;

export default fp<{ databaseUrl: string; runJobs: boolean }>(
  async (app, { databaseUrl, runJobs }) => {
    const boss = new PgBoss({
      connectionString: databaseUrl,
      application_name: 'homebuyer-wizard-jobs',
      max: 4,
      useListenNotify: true,
      // Only the processes that run jobs look after the queues (maintenance, schedules).
      supervise: runJobs,
      schedule: runJobs,
      superviseIntervalSeconds: SUPERVISE_SECONDS,
      monitorIntervalSeconds: SUPERVISE_SECONDS,
    });
    boss.on('error', (error) => app.log.error({ err: error }, 'background jobs: %s', error.message));
    const definitions = new Map<string, Definition>();
    /** This process's worker of each queue, when it runs jobs. */
    const workers = new Map<string, string>();
    // Wake-ups for the processes that run jobs, after the commits that queued them, a few at a time.
    const wakeElsewhere = coalescedSends(
      async (names: string[]) => {
        await app.db.execute(
          sql`select pg_notify(${WAKE_CHANNEL}, name) from unnest(${sql.param([...new Set(names)])}::text[]) name`,
        );
      },
      (error) => app.log.warn({ err: error }, 'background jobs: could not wake the workers'),
    );

    app.decorate('jobs', {
      boss,
      define(name, handle, { concurrency = 2, ...queue } = {}) {
        if (definitions.has(name)) throw new Error(`The job ${name} is defined twice.`);
        definitions.set(name, {
          name,
          handle: handle as JobHandler<never>,
          queue: { ...defaultQueue, ...queue },
          concurrency,
        });
      },
      send: (name, data, { transaction, ...options } = {}) =>
        boss.send(name, data, transaction ? { ...options, db: inTransaction(transaction) } : options),
      async queueFigures() {
        // Every queue, its jobs or none; pg-boss's own clock, as its queries read it.
        const { rows } = await app.db.execute<{
          queue: string;
          queued: number;
          active: number;
          failed: number;
          retried: number;
          oldest_waiting_seconds: number;
        }>(sql`select queue.name as queue,
            count(job.id) filter (where job.state in ('created', 'retry'))::int as queued,
            count(job.id) filter (where job.state = 'active')::int as active,
            count(job.id) filter (where job.state = 'failed')::int as failed,
            count(job.id) filter (where job.state = 'retry' or job.retry_count > 0)::int as retried,
            coalesce(extract(epoch from pgboss.job_now() - min(job.start_after)
              filter (where job.state in ('created', 'retry') and job.start_after <= pgboss.job_now())), 0)::float8
              as oldest_waiting_seconds
          from pgboss.queue left join pgboss.job on job.name = queue.name
          group by queue.name order by queue.name`);
        return rows.map(({ oldest_waiting_seconds, ...figures }) => ({
          ...figures,
          oldestWaitingSeconds: oldest_waiting_seconds,
        }));
      },
      wake(name) {
        const worker = workers.get(name);
        if (worker) boss.notifyWorker(worker);
        else if (!runJobs) wakeElsewhere.add(name);
      },
    } satisfies Jobs);

    app.addHook('onReady', async () => {
      await boss.start();
      for (const definition of definitions.values()) {
        await boss.createQueue(definition.name, definition.queue);
        // A queue made by an earlier version keeps its settings until told otherwise.
        const { retryLimit, retryDelay, retryBackoff, expireInSeconds, heartbeatSeconds } = definition.queue;
        await boss.updateQueue(definition.name, {
          retryLimit,
          retryDelay,
          retryBackoff,
          expireInSeconds,
          heartbeatSeconds,
        });
      }
      if (!runJobs) return;
      for (const definition of definitions.values()) {
        // One worker per queue takes up to `concurrency` jobs at a time and runs them side by side. A
        // worker that found jobs looks again at once; only one that found none waits: for a wake-up
        // (LISTEN/NOTIFY, when a job is queued) or its poll, which also finds retries and jobs due
        // later. Left to pg-boss, a worker that had run a job waited its whole poll unless woken, so a
        // backlog drained at one job per worker per poll once the wake-ups stopped: a thousand
        // bookings' confirmations took some seventeen minutes to go out (issue 40).
        const polling = { pollingIntervalSeconds: 2, notifyPollingIntervalSeconds: 2 };
        const batches = { batchSize: definition.concurrency, perJobResults: true, ...polling } as const;
        const workId = await boss.work<never>(definition.name, batches, async (batch) => {
          const results = await Promise.all(
            batch.map(async (job): Promise<JobResult> => {
              try {
                await definition.handle(job.data, job);
                return { id: job.id, status: 'completed' };
              } catch (error) {
                const log = app.log.child({ job: definition.name, jobId: job.id });
                log.warn({ err: error, attempt: job.retryCount }, 'job failed; it will be retried');
                return { id: job.id, status: 'failed', output: error };
              }
            }),
          );
          boss.notifyWorker(workId);
          return results;
        });
        workers.set(definition.name, workId);
      }
    });
    app.addHook('onClose', async () => {
      await wakeElsewhere.idle();
      await boss.stop({ graceful: true, timeout: 10_000 });
    });
  },
  { name: 'jobs', dependencies: ['database'] },
);
