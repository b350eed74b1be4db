/**
 * Calendars connected to accounts. Tokens are sealed before they reach the database and opened
 * only to call the provider; an expired access token is refreshed, and a refresh token the
 * provider refuses (invalid_grant) marks the connection broken so that the owner is told.
 */
import type { TokenVault } from '../../lib/token-vault.ts';
import type { GrantedTokens, IdentityProviders, ProviderName } from '../identity/index.ts';
import type { Connection, calendarsRepository } from './repository.ts';

export type { Connection };

/** The provider refused our refresh token: the owner must connect the calendar again. */
export class CalendarDisconnected extends Error {
  override name = 'CalendarDisconnected';
}

export function calendarConnectionsStore(deps: {
  repository: ReturnType<typeof calendarsRepository>;
  vault: TokenVault;
  providers: IdentityProviders;
  /** Called once when a connection breaks, to tell its owner. */
  onBroken: (userId: number, provider: ProviderName) => Promise<void>;
  /** Called when an account's calendar is connected, for its busy times to count at once. */
  onConnected: (userId: number) => void;
}) {
  const { repository, vault, providers } = deps;

  const expiry = (seconds: number | undefined) => new Date(Date.now() + (seconds ?? 3600) * 1000);

  return {
    /** A grant kept sealed elsewhere for a while (a sign-in waiting for its email to be proved). */
    sealGrant: (tokens: GrantedTokens): string => vault.seal(JSON.stringify(tokens)),
    openGrant: (sealed: string): GrantedTokens => JSON.parse(vault.open(sealed)) as GrantedTokens,

    async save(userId: number, provider: ProviderName, tokens: GrantedTokens): Promise<void> {
      await repository.saveConnected(userId, provider, {
        accountEmail: tokens.accountEmail,
        accessTokenSealed: vault.seal(tokens.accessToken),
        accessTokenExpiresAt: expiry(tokens.expiresInSeconds),
        ...(tokens.refreshToken ? { refreshTokenSealed: vault.seal(tokens.refreshToken) } : {}),
      });
      deps.onConnected(userId);
    },

    list: repository.list,
    find: repository.find,
    remove: repository.remove,

    /** A usable access token for the connection, refreshed when it expires within a minute. */
    async accessToken(connection: Connection): Promise<string> {
      if (connection.status !== 'connected') throw new CalendarDisconnected('The calendar connection is broken.');
      const fresh = connection.accessTokenExpiresAt && connection.accessTokenExpiresAt.getTime() > Date.now() + 60_000;
      if (fresh && connection.accessTokenSealed) return vault.open(connection.accessTokenSealed);
      if (!connection.refreshTokenSealed) throw new CalendarDisconnected('The calendar gave no refresh token.');
      try {
        const tokens = await providers.refresh(connection.provider, vault.open(connection.refreshTokenSealed));
        await repository.saveTokens(connection.id, {
          accessTokenSealed: vault.seal(tokens.access_token),
          accessTokenExpiresAt: expiry(tokens.expires_in),
          ...(tokens.refresh_token ? { refreshTokenSealed: vault.seal(tokens.refresh_token) } : {}),
        });
        return tokens.access_token;
      } catch (error) {
        if (error instanceof Error && 'error' in error && error.error === 'invalid_grant') {
          if (await repository.markBroken(connection.id)) await deps.onBroken(connection.userId, connection.provider);
          throw new CalendarDisconnected('The calendar provider refused our access: connect it again.');
        }
        throw error;
      }
    },
  };
}

export type CalendarConnectionsStore = ReturnType<typeof calendarConnectionsStore>;
