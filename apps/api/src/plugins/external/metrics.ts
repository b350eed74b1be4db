/**
 * Prometheus metrics at /metrics: the process's own, and every request's duration by route and
 * status. When `METRICS_TOKEN` is set the page asks for it as a bearer token. Registered before any
 * route, so that every route gets its own recorder when it is added.
 */
import type { onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { HttpError } from '../../lib/http-error.ts';
import { RequestDurations, type RouteDurations } from '../../lib/request-durations.ts';
import { withHook } from '../../lib/route-hooks.ts';

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    const durations = new RequestDurations(
      'http_request_duration_seconds',
      'Time to answer a request, by route and status',
      [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    );

    // Each route's durations found once, by its pattern (not the address: ids would make a series
    // per appointment). Asking every request for its route (`request.routeOptions`) built an object
    // of a dozen fields each time: with the lookups, a share of a slot list's CPU (decision 013 gives it).
    const recordIn =
      (route: RouteDurations): onResponseHookHandler =>
      (request, reply, done) => {
        route.record(request.method, reply.statusCode, reply.elapsedTime / 1000);
        done();
      };
    app.addHook('onRoute', (route) => {
      route.onResponse = withHook(route.onResponse, recordIn(durations.of(route.url)));
    });
    // Answers that matched no route have no route hooks.
    const recordNotFound = recordIn(durations.of('not found'));
    app.addHook('onResponse', function (request, reply, done) {
      if (request.is404) return recordNotFound.call(this, request, reply, done);
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
