/**
 * Who is calling: the session token from the HttpOnly cookie the web app holds, or from an
 * `Authorization: Bearer` header for other clients. Routes that need a signed-in caller add
 * `onRequest: app.authenticate` and read `signedIn(request)`.
 *
 * Live sessions and their users are cached in memory, kept current by the change feed: a sign-out,
 * a password change or an edited profile, in any process, drops them (decision 010).
 */
import cookie from '@fastify/cookie';
import { apiKeyParts, type Role } from '@hbw/contract';
import type { FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import fp from 'fastify-plugin';
import { changeTopics } from '../../db/change-topics.ts';
import { ChangeCache } from '../../lib/change-cache.ts';
import { HttpError } from '../../lib/http-error.ts';
import { describedHook } from '../../lib/route-description.ts';
import { sessionsRepository, type User } from './repository.ts';
import { hashToken } from './secrets.ts';
import type { NewSession } from './service.ts';

export const SESSION_COOKIE = 'hbw_session';

export type Account = { userId: number; sessionId: number; role: Role; user: User };

/** Enough for every signed-in caller of a busy process, at a few kilobytes each. */
const CACHED_SESSIONS = 20_000;
const CACHED_SESSION_MAX_AGE_MS = 10 * 60_000;

type Session = NonNullable<Awaited<ReturnType<ReturnType<typeof sessionsRepository>['findLive']>>>;

declare module 'fastify' {
  interface FastifyRequest {
    account: Account | null;
  }
  interface FastifyInstance {
    /** Finds the caller's session, if any, without refusing anyone. */
    identify(request: FastifyRequest): Promise<Account | null>;
    /** A hook that refuses a caller without a live session with 401. */
    authenticate(request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction): void;
    /** Lets only these roles through, after authenticate. */
    authorize(...roles: Role[]): (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => void;
    setSessionCookie(reply: FastifyReply, session: NewSession): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

/** The signed-in caller of a route behind `app.authenticate`. */
export function signedIn(request: FastifyRequest): Account {
  if (!request.account) throw new HttpError(401, 'Sign in to continue.');
  return request.account;
}

/** The bearer token of the `Authorization` header, if any. */
function bearerOf(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization;
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined;
}

/**
 * The session token the caller shows, if any; one of 200 characters or more is none of ours, and an
 * API key is no session (the routes a key opens take it through `app.professionalOrKey`).
 */
function tokenOf(request: FastifyRequest): string | undefined {
  const bearer = bearerOf(request);
  const token = bearer ?? request.cookies[SESSION_COOKIE];
  return token && token.length < 200 && !apiKeyParts(token) ? token : undefined;
}

/** A key sent to a call that takes none: told so, rather than asked to sign in as if nothing were sent. */
const KEY_NOT_TAKEN =
  'This call does not accept an API key: it needs a person signed in. A key opens only the calls its scopes name.';

export default fp(
  async (app) => {
    await app.register(cookie);
    const sessions = sessionsRepository(app.db);
    const liveSessions = new ChangeCache(app.changes, {
      topic: changeTopics.user,
      tagOf: (session: Session) => session.user.id,
      maxEntries: CACHED_SESSIONS,
      maxAgeMs: CACHED_SESSION_MAX_AGE_MS,
      validUntil: (session) => session.expiresAt.getTime(),
    });
    const secure = app.config.publicUrl.startsWith('https:');

    app.decorateRequest('account', null);

    /** The caller as a cached session makes them, one object per cached session. */
    const accounts = new WeakMap<Session, Account>();
    const accountOf = (found: Session | undefined): Account | null => {
      if (!found) return null;
      let account = accounts.get(found);
      if (!account) {
        account = { userId: found.user.id, sessionId: found.sessionId, role: found.user.role, user: found.user };
        accounts.set(found, account);
      }
      return account;
    };
    const signInFirst = () => new HttpError(401, 'Sign in to continue.');

    app.decorate('identify', async (request: FastifyRequest) => {
      const token = tokenOf(request);
      // Cached by the token itself, which this process holds anyway while it serves the call: hashing
      // is only needed to look a session up in the database, which stores nothing else.
      const found = token ? await liveSessions.get(token, () => sessions.findLive(hashToken(token))) : undefined;
      request.account = accountOf(found);
      return request.account;
    });

    // Every signed-in call passes here: a session already cached lets it through without a promise.
    app.decorate(
      'authenticate',
      describedHook(
        (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
          const token = tokenOf(request);
          const cached = token ? liveSessions.peek(token) : undefined;
          if (cached) {
            request.account = accountOf(cached);
            return done();
          }
          const bearer = bearerOf(request);
          if (bearer && apiKeyParts(bearer)) return done(new HttpError(401, KEY_NOT_TAKEN));
          app.identify(request).then((account) => done(account ? undefined : signInFirst()), done);
        },
        { session: true, refusals: [401] },
      ),
    );

    app.decorate('authorize', (...roles: Role[]) =>
      describedHook(
        (request: FastifyRequest, _reply: FastifyReply, done: HookHandlerDoneFunction) => {
          if (!request.account) return done(signInFirst());
          if (!roles.includes(request.account.role)) {
            return done(new HttpError(403, 'This part is not open to your account.'));
          }
          done();
        },
        { refusals: [401, 403] },
      ),
    );

    app.decorate('setSessionCookie', (reply: FastifyReply, session: NewSession) => {
      reply.setCookie(SESSION_COOKIE, session.token, {
        httpOnly: true,
        secure,
        sameSite: 'lax',
        path: '/',
        expires: session.expiresAt,
      });
    });

    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(SESSION_COOKIE, { httpOnly: true, secure, sameSite: 'lax', path: '/' });
    });
  },
  { name: 'session', dependencies: ['database', 'config', 'changes'] },
);
