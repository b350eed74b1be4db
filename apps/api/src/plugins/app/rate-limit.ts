/**
 * A ceiling on requests per client address: `RATE_LIMIT_MAX` per `RATE_LIMIT_WINDOW_SECONDS` on
 * every call registered after this plugin, a stricter one of its own where a route's
 * `config.rateLimit` names one (routes that guard accounts), none where it is `false`. A hook on
 * each route, with the route's ceiling found once when the route is added
 * (docs/decisions/013-rate-limit-of-our-own.md).
 *
 * The strict ceilings guard accounts against guessing, so they are counted in PostgreSQL, where every
 * process counts into the same window, and every answer of theirs says where the client stands
 * (`RateLimit-Policy` and `RateLimit`, as the IETF's RateLimit header fields draft writes them); an
 * API key's ceiling is counted and told the same way, per key (`app.ceilingInDatabase`, decision
 * 059). The app-wide ceiling guards against a flood and is asked on every call, so it is counted in
 * memory and shared with the other processes through the same table once a second
 * (`RequestCeiling`); its headers go on the answers it refuses only (decision 058). Every refusal
 * carries `Retry-After`.
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
    /**
     * A ceiling named `name` counted in PostgreSQL for every process alike, per key the caller
     * gives (an API key's id): each count sets the headers and refuses with 429 above the ceiling.
     */
    ceilingInDatabase(name: string, limits: { max: number; windowMs: number }): CountInDatabase;
  }
}

/** Counts one request of `key` against a ceiling, telling the client where it stands on `reply`. */
export type CountInDatabase = (key: string, reply: FastifyReply) => Promise<void>;

/**
 * A ceiling as the headers name it: the app-wide one, the strict one of the routes that guard
 * accounts, or an API key's.
 */
type Policy = { name: string; max: number; windowMs: number };

/** `RateLimit-Policy`, the same on every answer of a ceiling: its name, quota and window in seconds. */
const policyHeader = ({ name, max, windowMs }: Policy) => `"${name}";q=${max};w=${Math.round(windowMs / 1000)}`;

/** Where the client stands: `RateLimit` with what is left and the seconds until the window ends. */
function standing(reply: FastifyReply, policy: Policy, policyText: string, remaining: number, resetMs: number) {
  reply.header('ratelimit-policy', policyText);
  reply.header('ratelimit', `"${policy.name}";r=${remaining};t=${Math.max(1, Math.ceil(resetMs / 1000))}`);
}

function tooMany(reply: FastifyReply, wait: number): HttpError {
  reply.header('retry-after', String(Math.max(1, Math.ceil(wait / 1000))));
  return new HttpError(429, `Too many requests. Please wait ${waitInWords(wait)} and try again.`);
}

/** A hook that counts the request against the app-wide ceiling and refuses it with 429 above it. */
function limitedBy(ceiling: RequestCeiling) {
  const policy: Policy = { name: 'default', max: ceiling.max, windowMs: ceiling.windowMs };
  const policyText = policyHeader(policy);
  return describedHook(
    (request: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      const wait = ceiling.hit(request.ip);
      if (wait === 0) return done();
      standing(reply, policy, policyText, 0, wait);
      done(tooMany(reply, wait));
    },
    { refusals: [429] },
  );
}

/** Windows older than this are of no use to any ceiling of ours: dropped now and then. */
const FORGET_AFTER_MS = 24 * 60 * 60_000;

async function forgetOldWindows(db: Database, now: number) {
  await db.delete(requestCeilings).where(sql`${requestCeilings.windowStart} < ${new Date(now - FORGET_AFTER_MS)}`);
}

/** The key of an address's app-wide count in the shared table; a strict one's starts with its route. */
const everyCallKey = (address: string) => `* ${address}`;

/**
 * One turn of sharing the app-wide counts: what this process counted since its last turn is added
 * to the shared table in one statement, which answers every process's totals.
 */
async function shareCounts(db: Database, ceiling: RequestCeiling): Promise<void> {
  const counts = ceiling.unshared();
  if (counts.length === 0) return;
  const { rows } = await db.execute<{ key: string; starts_at: number; count: number }>(sql`
    insert into ${requestCeilings} (key, window_start, count)
    select * from unnest(
      ${sql.param(counts.map((count) => everyCallKey(count.address)))}::text[],
      ${sql.param(counts.map((count) => count.windowStart.toISOString()))}::timestamptz[],
      ${sql.param(counts.map((count) => count.count))}::integer[])
    on conflict (key, window_start) do update set count = ${requestCeilings}.count + excluded.count
    returning key, (extract(epoch from window_start) * 1000)::float8 as starts_at, count`);
  const told = new Map(counts.map((count) => [`${everyCallKey(count.address)} ${count.windowStart.getTime()}`, count]));
  for (const row of rows) {
    const count = told.get(`${row.key} ${Number(row.starts_at)}`);
    if (count) ceiling.heard(count.address, count.windowStart, Number(row.count));
  }
  // About once in a hundred turns, the windows nobody needs any more go.
  if (Math.random() < 0.01) await forgetOldWindows(db, Date.now());
}

/** How often a process shares its app-wide counts with the others. */
const SHARE_EVERY_MS = 1_000;

/**
 * A ceiling counted in PostgreSQL for every process alike: one statement adds the request to its
 * key's fixed window and answers the count so far.
 */
function countedInDatabase(db: Database, policy: Policy): CountInDatabase {
  const policyText = policyHeader(policy);
  const { max, windowMs } = policy;
  return async (key, reply) => {
    const now = Date.now();
    const windowStart = new Date(Math.floor(now / windowMs) * windowMs);
    const [row] = await db
      .insert(requestCeilings)
      .values({ key, windowStart, count: 1 })
      .onConflictDoUpdate({
        target: [requestCeilings.key, requestCeilings.windowStart],
        set: { count: sql`${requestCeilings.count} + 1` },
      })
      .returning({ count: requestCeilings.count });
    // About once in a hundred counted calls, the windows nobody needs any more go.
    if (Math.random() < 0.01) {
      await forgetOldWindows(db, now);
    }
    const count = row?.count ?? 0;
    const resetMs = windowStart.getTime() + windowMs - now;
    standing(reply, policy, policyText, Math.max(0, max - count), resetMs);
    if (count > max) throw tooMany(reply, resetMs);
  };
}

/** A route's strict ceiling, per route and client address. */
function limitedInDatabase(db: Database, route: string, { max, windowMs }: { max: number; windowMs: number }) {
  const count = countedInDatabase(db, { name: 'strict', max, windowMs });
  return describedHook((request: FastifyRequest, reply: FastifyReply) => count(`${route} ${request.ip}`, reply), {
    refusals: [429],
  });
}

export default fp(
  async (app) => {
    const { max, windowMs } = app.config.rateLimit;
    const ceiling = new RequestCeiling({ max, windowMs });
    const everyCall = limitedBy(ceiling);
    app.decorate('rateLimit', () => everyCall);
    app.decorate('ceilingInDatabase', (name: string, limits: { max: number; windowMs: number }) =>
      countedInDatabase(app.db, { name, ...limits }),
    );

    // One turn at a time; a turn that fails leaves this process counting on its own until the next.
    let sharing: Promise<void> | undefined;
    const share = () => {
      sharing ??= shareCounts(app.db, ceiling)
        .catch((error: unknown) => app.log.warn({ err: error }, 'The request counts could not be shared'))
        .finally(() => {
          sharing = undefined;
        });
      return sharing;
    };
    const turns = setInterval(share, SHARE_EVERY_MS);
    turns.unref();
    app.addHook('onClose', async () => {
      clearInterval(turns);
      await sharing;
    });

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
