/**
 * A ceiling on requests per client address (`RATE_LIMIT_MAX` per `RATE_LIMIT_WINDOW_SECONDS`).
 * Routes that guard accounts set stricter limits of their own.
 */
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.ts';

export default fp(
  async (app) => {
    await app.register(rateLimit, {
      max: app.config.rateLimit.max,
      timeWindow: app.config.rateLimit.windowMs,
      errorResponseBuilder: (_request, context) =>
        new HttpError(429, `Too many requests. Please wait ${context.after} and try again.`),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
