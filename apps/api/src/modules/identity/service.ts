/**
 * Signing in with Google or Microsoft, verified on the server (PRODUCT.md section 4): the
 * authorization code flow with PKCE, state and nonce; accounts keyed by provider and subject; an
 * existing account joined by email only when the provider says the email is verified.
 */
import {
  AuthorizationResponseError,
  ResponseBodyError,
  randomNonce,
  randomPKCECodeVerifier,
  randomState,
} from 'openid-client';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import { HttpError } from '../../lib/http-error.ts';
import type { AccountsService, SessionContext } from '../accounts/service.ts';
import type { CalendarConnectionsStore } from '../calendars/connections.ts';
import type { IdentityProviders, ProviderName, Purpose } from './providers.ts';
import { identityRepository } from './repository.ts';

export const FLOW_MINUTES = 10;
export type Mode = 'popup' | 'redirect';

export type FinishedFlow = {
  purpose: Purpose;
  mode: Mode;
  returnTo: string | null;
  /** The new session when the flow signed someone in. */
  session?: { token: string; expiresAt: Date; sessionId: number; userId: number };
};

type IdClaims = Record<string, unknown> & { sub: string };

/** Only our own pages may be returned to, never another site. */
export function safeReturnPath(path: string | undefined | null): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path.slice(0, 500);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

export function identityService(deps: {
  db: Database;
  config: Config;
  providers: IdentityProviders;
  accounts: AccountsService;
  calendars: CalendarConnectionsStore;
  fetchMicrosoftPhoto: (accessToken: string) => Promise<Buffer | null>;
}) {
  const { db, providers, accounts, calendars } = deps;
  const flows = identityRepository(db);

  function subjectOf(provider: ProviderName, claims: IdClaims): string {
    // Microsoft's `sub` differs per application; tenant and object id name the person everywhere.
    if (provider === 'microsoft') return `${text(claims.tid) ?? 'unknown'}:${text(claims.oid) ?? claims.sub}`;
    return claims.sub;
  }

  function namesOf(claims: IdClaims) {
    const given = text(claims.given_name);
    const family = text(claims.family_name);
    if (given || family) return { firstName: given, lastName: family };
    const [first = null, ...rest] = (text(claims.name) ?? '').split(/\s+/).filter(Boolean);
    return { firstName: first, lastName: rest.join(' ') || null };
  }

  async function accountFor(provider: ProviderName, claims: IdClaims): Promise<number> {
    const subject = subjectOf(provider, claims);
    const known = await flows.findIdentity(provider, subject);
    if (known) return known.userId;

    const email =
      (text(claims.email) ?? (provider === 'microsoft' ? text(claims.preferred_username) : null))?.toLowerCase() ??
      null;
    // Google says whether it verified the address; Microsoft's email claim alone proves nothing.
    const verified = provider === 'google' && claims.email_verified === true;
    if (!email?.includes('@')) {
      throw new HttpError(
        422,
        `Your ${provider === 'google' ? 'Google' : 'Microsoft'} account did not share an email address, which we need to create your account.`,
      );
    }
    const existing = await accounts.findUser(email);
    let userId: number;
    if (existing) {
      if (!verified) {
        throw new HttpError(
          409,
          `An account with ${email} already exists. Sign in with your password or an emailed code, then connect ${provider === 'google' ? 'Google' : 'Microsoft'} from your profile.`,
        );
      }
      userId = existing.id;
    } else {
      const user = await accounts.createFromIdentity({
        email,
        ...namesOf(claims),
        ...(provider === 'microsoft' ? { microsoftEmail: email } : {}),
      });
      userId = user.id;
    }
    await flows.linkIdentity({ userId, provider, subject, email, emailVerified: verified });
    return userId;
  }

  async function useOneTapNonce(nonce: unknown): Promise<boolean> {
    return typeof nonce === 'string' && (await flows.useFlow(nonce, 'google'))?.purpose === 'one_tap';
  }

  return {
    /** A nonce for Google One Tap: the credential that comes back must carry it, once. */
    async oneTapNonce(): Promise<string> {
      if (!providers.enabled('google')) throw new HttpError(404, 'This sign-in method is not offered here.');
      const nonce = randomNonce();
      await flows.createFlow({
        state: nonce,
        provider: 'google',
        purpose: 'one_tap',
        codeVerifier: '',
        nonce,
        mode: 'popup',
        expiresAt: new Date(Date.now() + FLOW_MINUTES * 60_000),
      });
      return nonce;
    },

    /** Signs in with a Google ID token from One Tap: signature, issuer, audience, expiry and nonce checked. */
    async signInWithGoogleCredential(credential: string, context: SessionContext) {
      if (!providers.enabled('google')) throw new HttpError(404, 'This sign-in method is not offered here.');
      let claims: IdClaims;
      try {
        claims = (await providers.verifyIdToken('google', credential)) as IdClaims;
      } catch {
        throw new HttpError(401, 'This Google credential could not be verified.');
      }
      if (!(await useOneTapNonce(claims.nonce)))
        throw new HttpError(401, 'This Google credential could not be verified.');
      return accounts.openSession(await accountFor('google', claims), context);
    },

    async start(
      provider: ProviderName,
      input: { purpose: Purpose; mode: Mode; returnTo?: string | null; userId?: number | null },
    ) {
      if (!providers.enabled(provider)) throw new HttpError(404, 'This sign-in method is not offered here.');
      const state = randomState();
      const nonce = randomNonce();
      const codeVerifier = randomPKCECodeVerifier();
      await flows.createFlow({
        state,
        provider,
        purpose: input.purpose,
        codeVerifier,
        nonce,
        mode: input.mode,
        returnTo: safeReturnPath(input.returnTo),
        userId: input.userId ?? null,
        expiresAt: new Date(Date.now() + FLOW_MINUTES * 60_000),
      });
      return providers.authorizationUrl(provider, { purpose: input.purpose, state, nonce, codeVerifier });
    },

    /**
     * Finishes a flow at the callback. A missing, unknown, used or expired state, an error from the
     * provider or a refused code is a 400; an ID token that fails verification is a 401.
     */
    async finish(provider: ProviderName, callbackUrl: URL, context: SessionContext): Promise<FinishedFlow> {
      const state = callbackUrl.searchParams.get('state');
      if (!state) throw new HttpError(400, 'This sign-in answer has no state. Please start again.');
      const flow = await flows.useFlow(state, provider);
      if (!flow) throw new HttpError(400, 'This sign-in link is not valid any more. Please start again.');

      let tokens: Awaited<ReturnType<IdentityProviders['exchange']>>;
      try {
        tokens = await providers.exchange(provider, callbackUrl, {
          state,
          nonce: flow.nonce,
          codeVerifier: flow.codeVerifier,
        });
      } catch (error) {
        if (error instanceof AuthorizationResponseError) {
          throw new HttpError(
            400,
            error.error === 'access_denied' ? 'The sign-in was cancelled.' : `The sign-in failed: ${error.error}.`,
          );
        }
        if (error instanceof ResponseBodyError)
          throw new HttpError(400, 'The sign-in code was refused. Please start again.');
        throw new HttpError(401, 'The answer of the identity provider could not be verified.');
      }
      const claims = tokens.claims() as IdClaims | undefined;
      if (!claims) throw new HttpError(401, 'The identity provider sent no ID token.');

      const purpose = flow.purpose as Purpose;
      const grant = {
        accountEmail: text(claims.email)?.toLowerCase() ?? null,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        expiresInSeconds: tokens.expires_in,
      };
      if (purpose === 'calendar') {
        if (!flow.userId) throw new HttpError(400, 'Sign in before connecting a calendar.');
        await calendars.save(flow.userId, provider, grant);
        return { purpose, mode: flow.mode as Mode, returnTo: flow.returnTo };
      }

      const userId = await accountFor(provider, claims);
      // Microsoft's sign-in asks for calendar access as the specification does: keep it.
      if (provider === 'microsoft' && grant.refreshToken) {
        await calendars.save(userId, provider, grant);
        const profile = await accounts.profile(userId);
        if (!profile.user_information.photo) {
          const photo = await deps.fetchMicrosoftPhoto(tokens.access_token).catch(() => null);
          if (photo) await accounts.updateProfile(userId, {}, photo).catch(() => undefined);
        }
      }
      const session = await accounts.openSession(userId, context);
      return { purpose, mode: flow.mode as Mode, returnTo: flow.returnTo, session };
    },
  };
}

export type IdentityService = ReturnType<typeof identityService>;
