/** Is the service up and can it reach its database? For load balancers and operators. */
import { dataEnvelope, healthSchema } from '@hbw/contract';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { HttpError } from '../../lib/http-error.ts';

const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['platform'],
        summary: 'Service and database status',
        response: { 200: dataEnvelope(healthSchema) },
      },
    },
    async () => {
      try {
        await app.db.execute(sql`select 1`);
      } catch {
        throw new HttpError(503, 'The database is not answering.');
      }
      return { data: { status: 'ok', database: 'ok', uptime_seconds: Math.round(process.uptime()) } as const };
    },
  );
};

export default healthRoutes;
