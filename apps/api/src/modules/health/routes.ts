/** Is the service up and can it reach its database? For load balancers and monitoring. */
import { dataEnvelope, healthSchema } from '@hbw/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';

/** How long a database check stands for: probes every few milliseconds must not load the database. */
const CHECK_VALID_MS = 1_000;

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  let lastCheck: { at: number; result: Promise<boolean> } | undefined;
  const databaseAnswers = () => {
    if (!lastCheck || Date.now() - lastCheck.at > CHECK_VALID_MS) {
      lastCheck = {
        at: Date.now(),
        result: app.databaseAnswers(),
      };
    }
    return lastCheck.result;
  };

  app.get(
    '/health',
    {
      config: { rateLimit: false },
      // A few dozen bytes: never worth compressing, so no compression hooks on this route either.
      compress: false,
      schema: {
        tags: ['platform'],
        summary: 'Service and database status',
        response: { 200: dataEnvelope(healthSchema) },
      },
    },
    async () => {
      if (!(await databaseAnswers())) throw new HttpError(503, 'The database is not answering.');
      return { data: { status: 'ok', database: 'ok', uptime_seconds: Math.round(process.uptime()) } as const };
    },
  );
};

export default healthRoutes;
