/**
 * Google and Microsoft as OpenID Connect providers, through openid-client: discovery once per
 * process, the authorization code flow with PKCE, state and nonce, and the token refresh. Issuers are
 * configurable (tests run stand-ins; other clouds have other issuers); an http issuer is accepted
 * only outside production (the configuration refuses it there).
 */
import { type IdentityProviderName, identityProviders as identityProviderNames } from '@hbw/contract';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import type { Config } from '../../config.ts';

export type ProviderName = IdentityProviderName;
export const providerNames = identityProviderNames;
export type Purpose = 'sign_in' | 'calendar';

/** What a provider grants when a flow asks for calendar access. */
export type GrantedTokens = {
  accountEmail: string | null;
  accessToken: string;
  refreshToken: string | undefined;
  expiresInSeconds: number | undefined;
};

/**
 * Where a sign-in that brings calendar access hands the tokens (the calendars module's connections,
 * `app.calendarConnections`): kept for an account, or sealed to wait while an email is confirmed.
 */
export type CalendarGrants = {
  save(userId: number, provider: ProviderName, tokens: GrantedTokens): Promise<void>;
  sealGrant(tokens: GrantedTokens): string;
  openGrant(sealed: string): GrantedTokens;
};

const GOOGLE_CALENDAR_SCOPES = [
  'https://www.googleapis.com/auth/calendar.events',
  'https://www.googleapis.com/auth/calendar.freebusy',
];

/**
 * The scopes of docs/product.md section 13, and People.Read for finding guests among Microsoft contacts
 * (decision 027); Google's calendar access is asked only when connecting it.
 */
export function scopesFor(provider: ProviderName, purpose: Purpose): string {
  if (provider === 'microsoft')
    return 'openid email profile offline_access User.Read Calendars.Read Calendars.ReadWrite People.Read';
  return ['openid', 'email', 'profile', ...(purpose === 'calendar' ? GOOGLE_CALENDAR_SCOPES : [])].join(' ');
}

export function identityProviders(config: Config) {
  const configurations = new Map<ProviderName, Promise<oidc.Configuration>>();

  function settings(provider: ProviderName) {
    const found = config.identityProviders[provider];
    if (!found) throw new Error(`${provider} sign-in is not configured.`);
    return found;
  }

  function configuration(provider: ProviderName): Promise<oidc.Configuration> {
    let found = configurations.get(provider);
    if (!found) {
      const { issuer, clientId, clientSecret } = settings(provider);
      const url = new URL(issuer);
      found = oidc.discovery(url, clientId, clientSecret, undefined, {
        // The ID token's signature is checked against the provider's published keys even though it
        // came straight from its token endpoint: a corrupted or forged token gives no session.
        execute: [oidc.enableNonRepudiationChecks, ...(url.protocol === 'http:' ? [oidc.allowInsecureRequests] : [])],
        timeout: 10,
      });
      // A failed discovery (the provider was down) is tried again on the next sign-in.
      found.catch(() => configurations.delete(provider));
      configurations.set(provider, found);
    }
    return found;
  }

  const keySets = new Map<ProviderName, ReturnType<typeof createRemoteJWKSet>>();

  return {
    enabled: (provider: ProviderName) => config.identityProviders[provider] !== undefined,

    /** Verifies an ID token handed to us outside the code flow (Google One Tap); its claims. */
    async verifyIdToken(provider: ProviderName, token: string) {
      const metadata = (await configuration(provider)).serverMetadata();
      if (!metadata.jwks_uri) throw new Error(`${provider} publishes no keys.`);
      let keys = keySets.get(provider);
      if (!keys) {
        keys = createRemoteJWKSet(new URL(metadata.jwks_uri));
        keySets.set(provider, keys);
      }
      const issuer = metadata.issuer;
      const { payload } = await jwtVerify(token, keys, {
        // Google writes its issuer with and without the scheme.
        issuer: [issuer, issuer.replace(/^https:\/\//, '')],
        audience: settings(provider).clientId,
        algorithms: ['RS256', 'ES256', 'PS256'],
      });
      if (typeof payload.sub !== 'string') throw new Error('The ID token names no subject.');
      return payload;
    },
    configuration,
    redirectUri: (provider: ProviderName) => `${config.publicUrl}/${provider}/redirect`,

    async authorizationUrl(
      provider: ProviderName,
      input: { purpose: Purpose; state: string; nonce: string; codeVerifier: string },
    ) {
      const parameters: Record<string, string> = {
        redirect_uri: this.redirectUri(provider),
        scope: scopesFor(provider, input.purpose),
        state: input.state,
        nonce: input.nonce,
        code_challenge: await oidc.calculatePKCECodeChallenge(input.codeVerifier),
        code_challenge_method: 'S256',
      };
      if (provider === 'google' && input.purpose === 'calendar') {
        // A refresh token is only given with offline access, and again only on a new consent.
        parameters.access_type = 'offline';
        parameters.prompt = 'consent';
      }
      return oidc.buildAuthorizationUrl(await configuration(provider), parameters);
    },

    async exchange(
      provider: ProviderName,
      callbackUrl: URL,
      checks: { state: string; nonce: string; codeVerifier: string },
    ) {
      return oidc.authorizationCodeGrant(await configuration(provider), callbackUrl, {
        expectedState: checks.state,
        expectedNonce: checks.nonce,
        pkceCodeVerifier: checks.codeVerifier,
        idTokenExpected: true,
      });
    },

    async refresh(provider: ProviderName, refreshToken: string) {
      return oidc.refreshTokenGrant(await configuration(provider), refreshToken);
    },
  };
}

export type IdentityProviders = ReturnType<typeof identityProviders>;
