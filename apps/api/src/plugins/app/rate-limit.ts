/**
 * A ceiling on requests per client address: `RATE_LIMIT_MAX` per `RATE_LIMIT_WINDOW_SECONDS` on
 * every call registered after this plugin, a stricter one of its own where a route's
 * `config.rateLimit` names one (routes that guard accounts), none where it is `false`. A hook on
 * each route, with the route's ceiling found once when the route is added
 * (docs/decisions/013-rate-limit-of-our-own.md).
 *
 * The app-wide ceiling is counted in this process's memory: it guards the process against a flood,
 * and N processes allow N times as much. The strict ceilings guard accounts against guessing, so
 * they are counted in PostgreSQL, where every process counts into the same window.
 */
import { sql } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import type { Database } from '../../db/database.ts';
import { requestCeilings } from '../../db/schema/index.ts';
import { HttpError } from '../../lib/http-error.ts';
import { RequestCeiling, waitInWords } from '../../lib/request-ceiling.ts';
import { describedHook } from '../../lib/route-description.ts';
import { withHook } from '../../lib/route-hooks.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route's own ceiling per address and window (ms), or `false` for none. */
    rateLimit?: { max: number; timeWindow: number } | false;
  }
  interface FastifyInstance {
    /** The app-wide ceiling as a hook, for handlers that are not routes (the API's 404). */
    rateLimit(): onRequestHookHandler;
  }
}

function tooMany(reply: FastifyReply, wait: number): HttpError {
  reply.header('retry-after', String(Math.ceil(wait / 1000)));
  return new HttpError(429, `Too many requests. Please wait ${waitInWords(wait)} and try again.`);
}

/** A hook that counts the request against the ceiling and refuses it with 429 above it. */
function limitedBy(ceiling: RequestCeiling) {
  return describedHook(
    (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const wait = ceiling.hit(request.ip);
      if (wait === 0) return done();
      done(tooMany(reply, wait));
    },
    { refusals: [429] },
  );
}

/** Windows older than this are of no use to any ceiling of ours: dropped now and then. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

/**
 * The same, counted in PostgreSQL for every process alike: one statement adds the request to its
 * route's and address's fixed window and answers the count so far.
 */
function limitedInDatabase(db: Database, route: string, { max, windowMs }: { max: number; windowMs: number }) {
  const limited = async (request: FastifyRequest, reply: FastifyReply) => {
    const now = Date.now();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const [row] = await db
      .insert(requestCeilings)
      .values({ key: `${route} ${request.ip}`, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [requestCeilings.key, requestCeilings.windowStart],
        set: { count: sql`${requestCeilings.count} + 1` },
      })
      .returning({ count: requestCeilings.count });
    // About once in a hundred strict calls, the windows nobody needs any more go.
    if (Math.random() < 0.01) {
      await db.delete(requestCeilings).where(sql`${requestCeilings.windowStart} < ${new Date(now - FORGET_AFTER_MS)}`);
    }
    if ((row?.count ?? 0) > max) throw tooMany(reply, windowStart.getTime() + windowMs - now);
  };
  return describedHook(limited, { refusals: [429] });
}

export default fp(
  async (app) => {
    const { max, windowMs } = app.config.rateLimit;
    const everyCall = limitedBy(new RequestCeiling({ max, windowMs }));
    app.decorate('rateLimit', () => everyCall);

    app.addHook('onRoute', (route) => {
      const own = route.config?.rateLimit;
      if (own === false) return;
      const hook = own
        ? limitedInDatabase(app.db, `${route.method} ${route.url}`, { max: own.max, windowMs: own.timeWindow })
        : everyCall;
      // First of the route's own hooks: a caller over the ceiling is refused before anything is
      // looked up for them, a session included.
      route.onRequest = withHook(route.onRequest, hook, 'start');
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'database'] },
);
