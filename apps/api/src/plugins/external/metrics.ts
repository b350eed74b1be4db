/**
 * Prometheus metrics at /metrics: the process's own, every request's duration by route and status,
 * and each background job queue's figures (`jobs_*{queue}`, read from the database at each scrape,
 * the same in every process). When `METRICS_TOKEN` is set the page asks for it as a bearer token. Registered before any
 * route, so that every route gets its own recorder when it is added.
 */
import type { onResponseHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { collectDefaultMetrics, Gauge, Registry } from 'prom-client';
import { HttpError } from '../../lib/http-error.ts';
import { RequestDurations, type RouteDurations } from '../../lib/request-durations.ts';
import { withHook } from '../../lib/route-hooks.ts';
import type { QueueFigures } from '../app/jobs.ts';

export default fp(
  async (app) => {
    const registry = new Registry();
    collectDefaultMetrics({ register: registry });
    registerQueueGauges(registry, () => app.jobs.queueFigures());
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

/** How long a scrape's queue figures stand for: the five gauges of one scrape share one query. */
const FIGURES_VALID_MS = 1_000;

/**
 * A gauge per figure of QueueFigures (jobs.ts says what each counts), labelled by queue. The jobs
 * plugin is registered after this one: its figures are asked for only when the page is read.
 */
function registerQueueGauges(registry: Registry, queueFigures: () => Promise<QueueFigures[]>) {
  let last: { at: number; figures: Promise<QueueFigures[]> } | undefined;
  const currentFigures = () => {
    if (!last || Date.now() - last.at > FIGURES_VALID_MS) {
      // Without the database the page still shows the process's own metrics, and no queue.
      last = { at: Date.now(), figures: queueFigures().catch(() => []) };
    }
    return last.figures;
  };
  const gauges: [string, string, (figures: QueueFigures) => number][] = [
    ['jobs_queued', 'Jobs waiting to run (created, or waiting for a retry), by queue', (figures) => figures.queued],
    ['jobs_active', 'Jobs running now, by queue', (figures) => figures.active],
    [
      'jobs_failed',
      'Jobs given up on after their last try, kept until pg-boss deletes them, by queue',
      (figures) => figures.failed,
    ],
    [
      'jobs_retried',
      'Jobs that failed at least once and were, or will be, tried again, by queue',
      (figures) => figures.retried,
    ],
    [
      'jobs_oldest_waiting_seconds',
      'How long the longest-waiting due job has waited since it became due (0 when none), by queue',
      (figures) => figures.oldestWaitingSeconds,
    ],
  ];
  for (const [name, help, figureOf] of gauges) {
    new Gauge({
      name,
      help,
      labelNames: ['queue'],
      registers: [registry],
      async collect() {
        const figures = await currentFigures();
        this.reset();
        for (const queue of figures) this.set({ queue: queue.queue }, figureOf(queue));
      },
    });
  }
}
