/**
 * The probes a platform asks: is the process alive (liveness), and may it be sent requests
 * (readiness: the database answers, has this version's migrations, and the process is not stopping).
 * `/health` is the readiness probe's older name, kept for the load balancers already pointed at it.
 */
import { dataEnvelope, livenessSchema, readinessSchema } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { migrationsApplied } from '../../db/migrate.ts';
import { HttpError } from '../../lib/http-error.ts';

/** How long a database check stands for: probes every few milliseconds must not load the database. */
const CHECK_VALID_MS = 1_000;

const uptimeSeconds = () => Math.round(process.uptime());

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  const cachedCheck = (check: () => Promise<boolean>) => {
    let last: { at: number; result: Promise<boolean> } | undefined;
    return () => {
      if (!last || Date.now() - last.at > CHECK_VALID_MS) last = { at: Date.now(), result: check() };
      return last.result;
    };
  };
  const databaseAnswers = cachedCheck(() => app.databaseAnswers());
  // Once the database has the migrations it keeps them: asked again only while it does not.
  let migrated = false;
  const migrationsCheck = cachedCheck(() => migrationsApplied(app.db));
  const migrationsAreApplied = async () => {
    migrated ||= await migrationsCheck();
    return migrated;
  };

  // A few dozen bytes: never worth compressing, so no compression hooks on these routes either.
  const probe = { config: { rateLimit: false }, compress: false } as const;

  app.get(
    '/health/live',
    {
      ...probe,
      schema: {
        tags: ['platform'],
        summary: 'Liveness: the process answers',
        description:
          'Always 200 while the process answers; asks nothing of the database. Restart the process when it fails.',
        response: { 200: dataEnvelope(livenessSchema) },
      },
    },
    async () => ({ data: { status: 'ok', uptime_seconds: uptimeSeconds() } as const }),
  );

  const ready = async () => {
    if (app.draining()) throw new HttpError(503, 'This process is stopping: send its requests elsewhere.');
    if (!(await databaseAnswers())) throw new HttpError(503, 'The database is not answering.');
    if (!(await migrationsAreApplied())) {
      throw new HttpError(503, 'The database does not have every migration of this version yet.');
    }
    return { data: { status: 'ok', database: 'ok', migrations: 'ok', uptime_seconds: uptimeSeconds() } as const };
  };
  const readiness = {
    ...probe,
    schema: {
      tags: ['platform'],
      summary: 'Readiness: the process may be sent requests',
      description:
        "200 when the database answers (checked at most once a second), has every migration of this version, and the process is not stopping; 503 with a message saying which otherwise. Wire a load balancer's health check here.",
      response: { 200: dataEnvelope(readinessSchema) },
    },
  };
  app.get('/health/ready', readiness, ready);
  app.get(
    '/health',
    { ...readiness, schema: { ...readiness.schema, summary: 'Readiness, by its older name (same as /health/ready)' } },
    ready,
  );
};

export default healthRoutes;
