/**
 * Prometheus metrics at /metrics: the process's own, and every request's duration by route and
 * status. When `METRICS_TOKEN` is set the page asks for it as a bearer token.
 */
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { HttpError } from '../../lib/http-error.ts';
import { RequestDurations } from '../../lib/request-durations.ts';

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const durations = new RequestDurations(
      'http_request_duration_seconds',
      'Time to answer a request, by route and status',
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    );

    app.addHook('onResponse', (request, reply, done) => {
      // The route's pattern, not the address: ids would make a series per appointment.
      durations.record(
        request.method,
        request.routeOptions.url ?? 'not found',
        reply.statusCode,
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
      return `${await registry.metrics()}\n${durations.text()}`;
    });
  },
  { name: 'metrics', dependencies: ['config'] },
);
