/**
 * Prometheus metrics at /metrics: the process's own, and every request's duration by route and
 * status. When `METRICS_TOKEN` is set the page asks for it as a bearer token.
 */
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';
import { HttpError } from '../../lib/http-error.ts';

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer a request, by route and status',
      labelNames: ['method', 'route', 'status'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [registry],
    });

    app.addHook('onResponse', (request, reply, done) => {
      duration.observe(
        {
          method: request.method,
          // The route's pattern, not the address: ids would make a series per appointment.
          route: request.routeOptions.url ?? 'not found',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });

    app.get('/metrics', { schema: { hide: true }, config: { rateLimit: false } }, async (request, reply) => {
      const token = app.config.metricsToken;
      if (token && request.headers.authorization !== `Bearer ${token}`) {
        throw new HttpError(401, 'The metrics page needs the METRICS_TOKEN as a bearer token.');
      }
      reply.header('content-type', registry.contentType);
      return registry.metrics();
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
