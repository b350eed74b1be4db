/**
 * Who asks, found once per request by the hooks of booking's routes: the route spreads the hooks of
 * the caller it serves into its options and its handler reads `callerOf(request)`. What each caller
 * may then do to a call is `callOf`'s (`callers.ts`). A caller that may be refused (a professional
 * without a profile, an unknown link) is found after the input is validated, as the handler found
 * it before; a signed-in buyer is found with the session, without a promise when the session is
 * cached, so the slot list, asked for on every visit to the booking page, waits for nothing more.
 */
import { type ApiKeyScope, CALL_LINK_HEADER } from '@hbw/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import { describedHook } from '../../lib/route-description.ts';
import { signedIn } from '../accounts/index.ts';
import type { Caller } from './callers.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Who asks about a call, on the routes of booking's callers. */
    caller: Caller | null;
  }
}

/** The caller a hook below found; narrowed to the kind of caller the route serves. */
export function callerOf<Kind extends Caller['kind']>(
  request: FastifyRequest,
  kind?: Kind,
): Extract<Caller, { kind: Kind }> {
  const { caller } = request;
  // A route without its caller's hook is a mistake of ours, never the client's: a 500.
  if (!caller || (kind && caller.kind !== kind))
    throw new Error(`The route ${request.routeOptions.url} has no caller${kind ? ` of kind ${kind}` : ''}.`);
  return caller as Extract<Caller, { kind: Kind }>;
}

function asBuyer(request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) {
  request.caller = { kind: 'buyer', buyerId: signedIn(request).userId };
  done();
}

export function callerHooks(app: FastifyInstance) {
  const { callers } = app.booking;
  return {
    /** A signed-in buyer, on their own calls. */
    buyer: { onRequest: [app.authenticate, app.authorize('buyer'), asBuyer] },

    /** Any signed-in account reading the times of a professional, as the buyer it would book as. */
    booker: { onRequest: [app.authenticate, asBuyer] },

    /** A signed-in account on a call that either side may reach: its buyer or its professional. */
    eitherSide: {
      onRequest: app.authenticate,
      // The other side of a call, or an account with no side in it, is refused its call.
      preHandler: describedHook(
        async (request: FastifyRequest) => {
          request.caller = await callers.ofAccount(signedIn(request));
        },
        { refusals: [403] },
      ),
    },

    /** A professional with a profile (403 without one), on the calls booked with them. */
    professional: {
      onRequest: [app.authenticate, app.authorize('professional')],
      preHandler: describedHook(
        async (request: FastifyRequest) => {
          request.caller = await callers.ofProfessional(signedIn(request).userId);
        },
        { refusals: [403] },
      ),
    },

    /**
     * The same professional, or a key of theirs with `scope` acting as them (decision 059); a key
     * needs no session, and finds its professional with itself.
     */
    professionalOrKey: (scope: ApiKeyScope) => ({
      onRequest: app.professionalOrKey(scope),
      preHandler: async (request: FastifyRequest) => {
        request.caller = { kind: 'professional', professionalId: await app.actingProfessional(request) };
      },
    }),

    /**
     * Whoever holds a link of a call's email: its token, in the header the route's schema requires,
     * is their only credential (decision 026). A link of no call is refused with 404, one used up
     * or past with 410.
     */
    link: {
      preHandler: describedHook(
        async (request: FastifyRequest) => {
          request.caller = await callers.ofLink(String(request.headers[CALL_LINK_HEADER]));
        },
        { refusals: [404, 410] },
      ),
    },
  };
}
