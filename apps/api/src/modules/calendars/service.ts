/**
 * The connected calendar of an account, as a CalendarProvider bound to its tokens, and its busy
 * times (Google freeBusy, Graph calendarView), cached for a minute so that a slot list does not ask
 * the provider again for every click.
 */
import type { Config } from '../../config.ts';
import type { ProviderName } from '../identity/index.ts';
import type { ConnectedAccounts } from './connected-accounts.ts';
import { type CalendarConnectionsStore, CalendarDisconnected } from './connections.ts';
import { googleCalendar } from './google.ts';
import type { BusyInterval } from './http.ts';
import { microsoftCalendar, microsoftPeopleNamed } from './microsoft.ts';
import type { CalendarProvider } from './provider.ts';

const BUSY_CACHE_MS = 60_000;
/** The busy times of an account without a calendar: none, the same array each time. */
const NO_BUSY: BusyInterval[] = [];

/** Busy times asked for, and once the answer is in, the answer itself and until when it holds. */
type AskedBusy = { at: number; busy: Promise<BusyInterval[]>; known?: { intervals: BusyInterval[]; until: number } };

export type UserCalendar = CalendarProvider & { busy(from: Date, to: Date): Promise<BusyInterval[]> };

export type CalendarStatus = { connected: boolean; email: string | null; expires_at: string | null; broken: boolean };

export function calendarsService(deps: {
  config: Config;
  store: CalendarConnectionsStore;
  /** Which accounts have a connected calendar, without a query for those that have none. */
  accounts: ConnectedAccounts;
  warn: (message: string, error: unknown) => void;
}) {
  const { config, store, accounts } = deps;
  const busyCache = new Map<string, AskedBusy>();
  const busyKey = (userId: number, from: Date, to: Date) => `${userId}:${from.getTime()}:${to.getTime()}`;

  async function calendarOf(userId: number, only?: ProviderName): Promise<UserCalendar | null> {
    const connections = (await store.list(userId)).filter(
      (connection) => connection.status === 'connected' && (!only || connection.provider === only),
    );
    // Google first when both are connected: docs/product.md section 3 names it first.
    const connection = connections.find((candidate) => candidate.provider === 'google') ?? connections[0];
    if (!connection) return null;
    const token = () => store.accessToken(connection);
    return connection.provider === 'google'
      ? googleCalendar(config.calendarApis.google, token)
      : microsoftCalendar(config.calendarApis.microsoft, token);
  }

  return {
    calendarOf,

    /** The account's Google calendar, with what only Google offers (the event's page). */
    async googleOf(userId: number) {
      const connection = await store.find(userId, 'google');
      if (connection?.status !== 'connected') return null;
      return googleCalendar(config.calendarApis.google, () => store.accessToken(connection));
    },

    /** A calendar of the account was connected through this process: its busy times are asked for from now on. */
    connected(userId: number) {
      accounts.connected(userId);
    },

    /** Busy intervals of the account's calendar; none when it has none, or when the provider fails. */
    async busyBetween(userId: number, from: Date, to: Date): Promise<BusyInterval[]> {
      if (!(await accounts.mayHaveCalendar(userId))) return NO_BUSY;
      const key = busyKey(userId, from, to);
      const cached = busyCache.get(key);
      if (cached && Date.now() - cached.at < BUSY_CACHE_MS) return cached.busy;
      const asked = Date.now();
      const busy = (async () => {
        const calendar = await calendarOf(userId);
        if (!calendar) return NO_BUSY;
        try {
          return await calendar.busy(from, to);
        } catch (error) {
          // A calendar that cannot be read must not stop anyone from booking: the slot list goes on without it.
          if (!(error instanceof CalendarDisconnected)) deps.warn('could not read busy times', error);
          return [];
        }
      })();
      const entry: AskedBusy = { at: asked, busy };
      busyCache.set(key, entry);
      if (busyCache.size > 5_000) busyCache.delete(busyCache.keys().next().value ?? key);
      // A failure is the caller's to handle, through `busy`.
      busy.then(
        (intervals) => (entry.known = { intervals, until: entry.at + BUSY_CACHE_MS }),
        () => {},
      );
      return busy;
    },

    /**
     * The busy intervals `busyBetween` answered and would answer again now, without waiting, and
     * until when it would (epoch ms): none when they must be asked for. The same array each time,
     * for a caller that compares what it holds.
     */
    knownBusy(userId: number, from: Date, to: Date): { intervals: BusyInterval[]; until: number } | undefined {
      // No calendar now; one connected later counts within a minute, as a calendar's new meetings do.
      if (accounts.surelyWithout(userId)) return { intervals: NO_BUSY, until: Date.now() + BUSY_CACHE_MS };
      const cached = busyCache.get(busyKey(userId, from, to));
      return cached && Date.now() - cached.at < BUSY_CACHE_MS ? cached.known : undefined;
    },

    /**
     * People in the account owner's Microsoft contacts whose names match, when they connected
     * Microsoft; none when they did not, or when Microsoft cannot be asked: the search goes on
     * with the people we know ourselves.
     */
    async microsoftPeopleNamed(userId: number, name: string, top: number): Promise<{ name: string; email: string }[]> {
      const connection = await store.find(userId, 'microsoft');
      if (connection?.status !== 'connected') return [];
      try {
        return await microsoftPeopleNamed(
          config.calendarApis.microsoft,
          () => store.accessToken(connection),
          name,
          top,
        );
      } catch (error) {
        if (!(error instanceof CalendarDisconnected)) deps.warn('could not search Microsoft contacts', error);
        return [];
      }
    },

    async status(userId: number): Promise<Record<ProviderName, CalendarStatus>> {
      const connections = await store.list(userId);
      const statusOf = (provider: ProviderName): CalendarStatus => {
        const connection = connections.find((candidate) => candidate.provider === provider);
        return {
          connected: connection?.status === 'connected',
          email: connection?.accountEmail ?? null,
          expires_at:
            connection?.status === 'connected' ? (connection.accessTokenExpiresAt?.toISOString() ?? null) : null,
          broken: connection?.status === 'broken',
        };
      };
      return { google: statusOf('google'), microsoft: statusOf('microsoft') };
    },
  };
}

export type CalendarsService = ReturnType<typeof calendarsService>;
