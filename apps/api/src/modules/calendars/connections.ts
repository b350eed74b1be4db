/**
 * Calendars connected to accounts. Tokens are sealed before they reach the database and opened
 * only to call the provider; an expired access token is refreshed, and a refresh token the
 * provider refuses (invalid_grant) marks the connection broken so that the owner is told.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { calendarConnections } from '../../db/schema/index.ts';
import type { TokenVault } from '../../lib/token-vault.ts';
import type { GrantedTokens, IdentityProviders, ProviderName } from '../identity/index.ts';

export type Connection = typeof calendarConnections.$inferSelect;

/** The provider refused our refresh token: the owner must connect the calendar again. */
export class CalendarDisconnected extends Error {
  override name = 'CalendarDisconnected';
}

export function calendarConnectionsStore(deps: {
  db: Database;
  vault: TokenVault;
  providers: IdentityProviders;
  /** Called once when a connection breaks, to tell its owner. */
  onBroken: (userId: number, provider: ProviderName) => Promise<void>;
}) {
  const { db, vault, providers } = deps;

  const expiry = (seconds: number | undefined) => new Date(Date.now() + (seconds ?? 3600) * 1000);

  return {
    /** A grant kept sealed elsewhere for a while (a sign-in waiting for its email to be proved). */
    sealGrant: (tokens: GrantedTokens): string => vault.seal(JSON.stringify(tokens)),
    openGrant: (sealed: string): GrantedTokens => JSON.parse(vault.open(sealed)) as GrantedTokens,

    async save(userId: number, provider: ProviderName, tokens: GrantedTokens): Promise<void> {
      const values = {
        accountEmail: tokens.accountEmail,
        accessTokenSealed: vault.seal(tokens.accessToken),
        accessTokenExpiresAt: expiry(tokens.expiresInSeconds),
        status: 'connected',
        connectedAt: new Date(),
        brokenAt: null,
        ...(tokens.refreshToken ? { refreshTokenSealed: vault.seal(tokens.refreshToken) } : {}),
      };
      await db
        .insert(calendarConnections)
        .values({ userId, provider, ...values })
        .onConflictDoUpdate({ target: [calendarConnections.userId, calendarConnections.provider], set: values });
    },

    async list(userId: number): Promise<Connection[]> {
      return db.select().from(calendarConnections).where(eq(calendarConnections.userId, userId));
    },

    async find(userId: number, provider: ProviderName): Promise<Connection | undefined> {
      const [connection] = await db
        .select()
        .from(calendarConnections)
        .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.provider, provider)));
      return connection;
    },

    async remove(userId: number, provider: ProviderName): Promise<boolean> {
      const rows = await db
        .delete(calendarConnections)
        .where(and(eq(calendarConnections.userId, userId), eq(calendarConnections.provider, provider)))
        .returning({ id: calendarConnections.id });
      return rows.length > 0;
    },

    /** A usable access token for the connection, refreshed when it expires within a minute. */
    async accessToken(connection: Connection): Promise<string> {
      if (connection.status !== 'connected') throw new CalendarDisconnected('The calendar connection is broken.');
      const fresh = connection.accessTokenExpiresAt && connection.accessTokenExpiresAt.getTime() > Date.now() + 60_000;
      if (fresh && connection.accessTokenSealed) return vault.open(connection.accessTokenSealed);
      if (!connection.refreshTokenSealed) throw new CalendarDisconnected('The calendar gave no refresh token.');
      try {
        const tokens = await providers.refresh(connection.provider, vault.open(connection.refreshTokenSealed));
        await db
          .update(calendarConnections)
          .set({
            accessTokenSealed: vault.seal(tokens.access_token),
            accessTokenExpiresAt: expiry(tokens.expires_in),
            ...(tokens.refresh_token ? { refreshTokenSealed: vault.seal(tokens.refresh_token) } : {}),
          })
          .where(eq(calendarConnections.id, connection.id));
        return tokens.access_token;
      } catch (error) {
        if (error instanceof Error && 'error' in error && error.error === 'invalid_grant') {
          const broke = await db
            .update(calendarConnections)
            .set({ status: 'broken', brokenAt: sql`now()`, accessTokenSealed: null, refreshTokenSealed: null })
            .where(and(eq(calendarConnections.id, connection.id), eq(calendarConnections.status, 'connected')))
            .returning({ id: calendarConnections.id });
          if (broke.length > 0) await deps.onBroken(connection.userId, connection.provider);
          throw new CalendarDisconnected('The calendar provider refused our access: connect it again.');
        }
        throw error;
      }
    },
  };
}

export type CalendarConnectionsStore = ReturnType<typeof calendarConnectionsStore>;
