/**
 * A ceiling on requests per client address: `RATE_LIMIT_MAX` per `RATE_LIMIT_WINDOW_SECONDS` on
 * every call registered after this plugin, a stricter one of its own where a route's
 * `config.rateLimit` names one (routes that guard accounts), none where it is `false`. A synchronous
 * hook on each route, with the route's ceiling found once when the route is added
 * (docs/decisions/013-rate-limit-of-our-own.md).
 */
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction, onRequestHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error.ts';
import { RequestCeiling, waitInWords } from '../../lib/request-ceiling.ts';
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

/** A hook that counts the request against the ceiling and refuses it with 429 above it. */
function limitedBy(ceiling: RequestCeiling) {
  return (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
    const wait = ceiling.hit(request.ip);
    if (wait === 0) return done();
    reply.header('retry-after', String(Math.ceil(wait / 1000)));
    done(new HttpError(429, `Too many requests. Please wait ${waitInWords(wait)} and try again.`));
  };
}

export default fp(
  async (app) => {
    const { max, windowMs } = app.config.rateLimit;
    const everyCall = limitedBy(new RequestCeiling({ max, windowMs }));
    app.decorate('rateLimit', () => everyCall);

    app.addHook('onRoute', (route) => {
      const own = route.config?.rateLimit;
      if (own === false) return;
      const hook = own ? limitedBy(new RequestCeiling({ max: own.max, windowMs: own.timeWindow })) : everyCall;
      // First of the route's own hooks: a caller over the ceiling is refused before anything is
      // looked up for them, a session included.
      route.onRequest = withHook(route.onRequest, hook, 'start');
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
