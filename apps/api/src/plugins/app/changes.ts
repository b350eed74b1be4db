/**
 * The change feed: triggers on the tables that caches copy (db/change-topics.ts names the topics) send
 * `NOTIFY data_changed, '<topic>:<id>'` when a change commits, whoever made it (this process, another
 * app process, the worker, the admin command line, SQL typed by hand), and this plugin listens for
 * them on a connection of its own. A row that caches of several topics copy (an appointment: its
 * professional's calls and its buyer's) is announced in one notification,
 * `'<topic>:<id> <topic>:<id>'`. A new call is the one change announced by the app rather than a
 * trigger, after its booking's statement has committed (`announceCommitted`): a NOTIFY in the
 * booking's own transaction made bookings commit one disk flush at a time (decision 057). A topic
 * without an id says that every row of it may have changed (a
 * restore, a bulk load made without triggers: `announceEverythingChanged` of db/change-topics.ts), and its caches forget all
 * they hold. A lost connection tells every cache to forget what it holds, then reconnects; until it is
 * back, caches keep nothing. See docs/decisions/010-caches-kept-by-change-feed.md.
 *
 * A request that may have written (to a route of any method but GET and HEAD, answered with success)
 * is answered only once this process has heard its own changes: it sends a marker after them and
 * waits for it, since PostgreSQL delivers notifications in the order their transactions committed.
 * A route whose service announces its changes itself (`announce`, then
 * `config: { changesAnnounced: true }`) is spared the marker's round trip: bookings, where it was
 * one of two.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { onSendHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import { CHANGE_CHANNEL, type ChangeTopic } from '../../db/change-topics.ts';
import type { ChangeListener, ChangeSource } from '../../lib/change-cache.ts';
import { coalescedSends } from '../../lib/coalesced-sends.ts';
import { withHook } from '../../lib/route-hooks.ts';

const RECONNECT_AFTER_MS = 1_000;
/** PostgreSQL takes a payload of under 8,000 bytes. */
const MAX_PAYLOAD_BYTES = 7_900;

/** Changes (`<topic>:<id>`, or several separated by spaces) joined into as few notifications as fit. */
function notificationsOf(changes: string[]): string[] {
  const payloads: string[] = [];
  let payload = '';
  for (const change of changes) {
    if (payload !== '' && Buffer.byteLength(payload) + 1 + Buffer.byteLength(change) > MAX_PAYLOAD_BYTES) {
      payloads.push(payload);
      payload = '';
    }
    payload = payload === '' ? change : `${payload} ${change}`;
  }
  if (payload !== '') payloads.push(payload);
  return payloads;
}
/** A marker that does not come back within this is given up on (the connection is failing anyway). */
const SETTLE_TIMEOUT_MS = 2_000;

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeSource;
  }
  interface FastifyContextConfig {
    /** The route's service announces every change it commits to this process's caches: no marker. */
    changesAnnounced?: boolean;
  }
}

export default fp<{ databaseUrl: string }>(
  async (app, { databaseUrl }) => {
    const listeners = new Map<ChangeTopic, ChangeListener[]>();
    // Markers are this process's own: other processes' markers share the channel.
    const markerTopic = `settled.${randomUUID()}`;
    const awaitingMarkers = new Map<number, () => void>();
    let markers = 0;
    let client: pg.Client | undefined;
    let live = false;
    let closing = false;
    let reconnect: NodeJS.Timeout | undefined;

    const forgetEverything = () => {
      for (const listener of [...listeners.values()].flat()) listener.onLost();
    };

    const lost = () => {
      if (live) app.log.warn('The change feed lost its connection; caches keep nothing until it is back.');
      live = false;
      forgetEverything();
      for (const heardBack of [...awaitingMarkers.values()]) heardBack();
    };

    /** One `<topic>:<id>` of a notification, or a `<topic>` alone: anything of it may have changed. */
    const heardChange = (change: string) => {
      const separator = change.lastIndexOf(':');
      if (separator < 0) {
        for (const listener of listeners.get(change as ChangeTopic) ?? []) listener.onLost();
        return;
      }
      const id = Number(change.slice(separator + 1));
      if (!Number.isSafeInteger(id)) return;
      const topic = change.slice(0, separator);
      if (topic === markerTopic) {
        awaitingMarkers.get(id)?.();
        return;
      }
      for (const listener of listeners.get(topic as ChangeTopic) ?? []) listener.onChange(id);
    };
    // A row that several caches copy is announced once, its topics separated by spaces (migration 0019).
    const heard = (payload: string | undefined) => {
      if (payload) for (const change of payload.split(' ')) heardChange(change);
    };

    const connect = async () => {
      reconnect = undefined;
      const next = new pg.Client({ connectionString: databaseUrl, application_name: 'homebuyer-wizard-changes' });
      next.on('notification', (message) => heard(message.payload));
      const drop = () => {
        if (client !== next) return;
        client = undefined;
        lost();
        next.end().catch(() => {});
        if (!closing) reconnect = setTimeout(connect, RECONNECT_AFTER_MS);
      };
      next.on('error', drop);
      next.on('end', drop);
      client = next;
      try {
        await next.connect();
        await next.query(`LISTEN ${CHANGE_CHANNEL}`);
        // Whatever changed while no one listened is unknown: start from nothing.
        forgetEverything();
        live = client === next && !closing;
      } catch (error) {
        app.log.warn({ err: error }, 'The change feed could not listen; caches keep nothing until it can.');
        drop();
      }
    };

    const announce = (topic: ChangeTopic, id: number) => {
      for (const listener of listeners.get(topic) ?? []) listener.onChange(id);
    };
    // Sent after the commits they announce, outside any transaction, a few at a time (decision 057).
    const toOthers = coalescedSends(
      async (payloads: string[]) => {
        for (const payload of notificationsOf(payloads)) {
          await app.db.execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${payload})`);
        }
      },
      (error) => app.log.warn({ err: error }, 'The change feed could not announce changes to the other processes.'),
    );

    app.decorate('changes', {
      get live() {
        return live;
      },
      subscribe(topic: ChangeTopic, listener: ChangeListener) {
        listeners.set(topic, [...(listeners.get(topic) ?? []), listener]);
      },
      announce,
      announceCommitted(changes) {
        for (const [topic, id] of changes) announce(topic, id);
        toOthers.add(changes.map(([topic, id]) => `${topic}:${id}`).join(' '));
      },
      listenedTopics: () => [...listeners.keys()],
    });

    /** Resolves once every change this process committed before the call has been heard. */
    const settle = async () => {
      if (!live) return;
      markers += 1;
      const marker = markers;
      // Ends the wait once, whichever comes first: the marker, the timeout, a lost connection, a failed send.
      let stopWaiting = () => {};
      const heardBack = new Promise<void>((resolve) => {
        const timeout = setTimeout(() => stopWaiting(), SETTLE_TIMEOUT_MS);
        stopWaiting = () => {
          clearTimeout(timeout);
          awaitingMarkers.delete(marker);
          resolve();
        };
        awaitingMarkers.set(marker, stopWaiting);
      });
      await app.db
        .execute(sql`select pg_notify(${CHANGE_CHANNEL}, ${`${markerTopic}:${marker}`})`)
        .catch(() => stopWaiting());
      await heardBack;
    };

    // A refused request (4xx, 5xx) committed nothing worth waiting for, and a flood of them must not
    // cost a query each.
    const settleWrite: onSendHookHandler = (_request, reply, payload, done) => {
      if (reply.statusCode >= 400) return done(null, payload);
      settle().then(() => done(null, payload), done);
    };
    // Bound when a route is added, to the routes that may write: reads, nearly every call, run no hook.
    app.addHook('onRoute', (route) => {
      const mayWrite = [route.method].flat().some((method) => method !== 'GET' && method !== 'HEAD');
      if (mayWrite && !route.config?.changesAnnounced) route.onSend = withHook(route.onSend, settleWrite);
    });

    await connect();

    app.addHook('onClose', async () => {
      await toOthers.idle();
      closing = true;
      live = false;
      clearTimeout(reconnect);
      await client?.end().catch(() => {});
    });
  },
  { name: 'changes', dependencies: ['database'] },
);
