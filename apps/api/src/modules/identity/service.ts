/**
 * Signing in with Google or Microsoft, verified on the server (docs/product.md section 4): the
 * authorization code flow with PKCE, state and nonce, bound to the browser that started it;
 * accounts keyed by provider and subject. An email the provider did not verify opens or joins an
 * account only once its holder has proved it with our own emailed code (decision 019).
 */
import { AuthorizationResponseError, ResponseBodyError, randomNonce, randomPKCECodeVerifier } from 'openid-client';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/database.ts';
import type { PendingIdentity } from '../../db/schema/identity.ts';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import { type AccountsService, INVALID_CODE, type NewSession, type SessionContext } from '../accounts/index.ts';
import { newBrowserSecret, stateOf } from './browser-binding.ts';
import type { CalendarGrants, GrantedTokens, IdentityProviders, ProviderName, Purpose } from './providers.ts';
import { type Flow, identityRepository } from './repository.ts';

export const FLOW_MINUTES = 10;
export type Mode = 'popup' | 'redirect';

/** The purpose of a flow that waits for its email to be proved with our code. */
const CONFIRM_EMAIL = 'confirm_email';

export type FinishedFlow = {
  purpose: Purpose;
  mode: Mode;
  returnTo: string | null;
  /** The new session when the flow signed someone in. */
  session?: NewSession;
  /** The browser secret of the confirmation that now waits for our emailed code. */
  confirmation?: { browserSecret: string };
};

const providerLabel = (provider: ProviderName) => (provider === 'google' ? 'Google' : 'Microsoft');
const startAgain = 'This sign-in was started in another browser or too long ago. Please start again here.';

type IdClaims = Record<string, unknown> & { sub: string };

/** Only our own pages may be returned to, never another site. */
export function safeReturnPath(path: string | undefined | null): string | null {
  if (!path?.startsWith('/') || path.startsWith('//') || path.includes('\\')) return null;
  return path.slice(0, 500);
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

/** What the identity service uses of the app. */
type IdentityDeps = {
  db: Database;
  config: Config;
  providers: IdentityProviders;
  accounts: AccountsService;
  calendars: CalendarGrants;
  fetchMicrosoftPhoto: (accessToken: string) => Promise<Buffer | null>;
};

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

/** The email a provider gives, and whether the provider vouches that it belongs to this person. */
function emailOf(provider: ProviderName, claims: IdClaims) {
  const email =
    (text(claims.email) ?? (provider === 'microsoft' ? text(claims.preferred_username) : null))?.toLowerCase() ?? null;
  if (!email?.includes('@')) {
    throw new HttpError(
      422,
      `Your ${providerLabel(provider)} account did not share an email address, which we need to create your account.`,
    );
  }
  // Google says whether it verified the address; Microsoft's email claims prove nothing.
  return { email, verified: provider === 'google' && claims.email_verified === true };
}

/** The steps the ways of signing in share: the account of an identity, a Microsoft grant kept, an email to prove. */
function signInSteps(deps: IdentityDeps) {
  const { db, accounts, calendars } = deps;
  const flows = identityRepository(db);

  /**
   * The account of a provider identity: the one it is linked to, or one found or created by an
   * email the provider verified. Undefined when the email must be proved first.
   */
  async function accountFor(provider: ProviderName, claims: IdClaims): Promise<number | undefined> {
    const subject = subjectOf(provider, claims);
    const known = await flows.findIdentity(provider, subject);
    if (known) return known.userId;
    const { email, verified } = emailOf(provider, claims);
    if (!verified) return undefined;
    const userId =
      (await accounts.findUser(email))?.id ?? (await accounts.createFromIdentity({ email, ...namesOf(claims) })).id;
    await flows.linkIdentity({ userId, provider, subject, email, emailVerified: true });
    return userId;
  }

  /** What a Microsoft sign-in brings besides the account: the calendar it asked for, and a photo. */
  async function keepMicrosoftGrant(userId: number, grant: GrantedTokens) {
    if (!grant.refreshToken) return;
    await calendars.save(userId, 'microsoft', grant);
    const profile = await accounts.profile(userId);
    if (!profile.user_information.photo) {
      const photo = await deps.fetchMicrosoftPhoto(grant.accessToken).catch(() => null);
      if (photo) await accounts.updateProfile(userId, {}, photo).catch(() => undefined);
    }
  }

  /**
   * Holds an identity whose email nobody verified, bound to this browser, and mails a code to the
   * address: only its owner can finish. Nothing is created or joined until then.
   */
  async function awaitEmailProof(
    provider: ProviderName,
    claims: IdClaims,
    flow: Flow,
    grant: GrantedTokens,
  ): Promise<{ browserSecret: string }> {
    const { email } = emailOf(provider, claims);
    const browserSecret = newBrowserSecret();
    const pendingIdentity: PendingIdentity = {
      subject: subjectOf(provider, claims),
      email,
      ...namesOf(claims),
      grantSealed: provider === 'microsoft' && grant.refreshToken ? calendars.sealGrant(grant) : null,
    };
    await flows.createFlow({
      state: stateOf(browserSecret) as string,
      provider,
      purpose: CONFIRM_EMAIL,
      codeVerifier: '',
      nonce: '',
      mode: flow.mode,
      returnTo: flow.returnTo,
      pendingIdentity,
      expiresAt: new Date(Date.now() + FLOW_MINUTES * 60_000),
    });
    await accounts.sendIdentityCode(email, providerLabel(provider)).catch((error: unknown) => {
      // A code mailed less than a minute ago, for a sign-in started again, is still the one to type.
      if (!(error instanceof HttpError && error.statusCode === 429)) throw error;
    });
    return { browserSecret };
  }

  async function useOneTapNonce(nonce: unknown): Promise<boolean> {
    return typeof nonce === 'string' && (await flows.useFlow(nonce, 'google', ['one_tap'])) !== undefined;
  }

  return { flows, accountFor, keepMicrosoftGrant, awaitEmailProof, useOneTapNonce };
}

type SignInSteps = ReturnType<typeof signInSteps>;

/** Google One Tap: the nonce its credential carries, and the sign-in with the credential. */
function oneTapSignIn({ providers, accounts }: IdentityDeps, { flows, accountFor, useOneTapNonce }: SignInSteps) {
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
      const userId = await accountFor('google', claims);
      if (userId === undefined) {
        throw new HttpError(
          403,
          'Google has not confirmed this email address. Continue with Google on the sign-in page to confirm it with a code.',
        );
      }
      return accounts.openSession(userId, context);
    },
  };
}

/** The authorization code flow: started here, finished at the provider's callback. */
function providerFlows(
  { providers, accounts, calendars }: IdentityDeps,
  { flows, accountFor, keepMicrosoftGrant, awaitEmailProof }: SignInSteps,
) {
  return {
    /** The provider's address, and the secret the browser keeps in a cookie until the callback. */
    async start(
      provider: ProviderName,
      input: { purpose: Purpose; mode: Mode; returnTo?: string | null; userId?: number | null },
    ): Promise<{ url: URL; browserSecret: string }> {
      if (!providers.enabled(provider)) throw new HttpError(404, 'This sign-in method is not offered here.');
      const browserSecret = newBrowserSecret();
      const state = stateOf(browserSecret) as string;
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
      const url = await providers.authorizationUrl(provider, { purpose: input.purpose, state, nonce, codeVerifier });
      return { url, browserSecret };
    },

    /**
     * Finishes a flow at the callback, in the browser that started it (its cookie's secret) and, for
     * a calendar, signed in as who started it. A missing, unknown, used, expired or foreign state, an
     * error from the provider or a refused code is a 400; another caller connecting a calendar is a
     * 403; an ID token that fails verification is a 401.
     */
    async finish(
      provider: ProviderName,
      callbackUrl: URL,
      browser: { secret: string | undefined; userId: number | null },
      context: SessionContext,
    ): Promise<FinishedFlow> {
      const state = callbackUrl.searchParams.get('state');
      if (!state) throw new HttpError(400, 'This sign-in answer has no state. Please start again.');
      if (stateOf(browser.secret) !== state) throw new HttpError(400, startAgain);
      const flow = await flows.useFlow(state, provider, ['sign_in', 'calendar']);
      if (!flow) throw new HttpError(400, 'This sign-in link is not valid any more. Please start again.');
      if (flow.purpose === 'calendar' && (!flow.userId || flow.userId !== browser.userId)) {
        throw new HttpError(
          403,
          'Sign in as the account that started connecting this calendar, then connect it again.',
        );
      }

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
      const grant: GrantedTokens = {
        accountEmail: text(claims.email)?.toLowerCase() ?? null,
        accessToken: tokens.access_token,
        refreshToken: tokens.refresh_token,
        expiresInSeconds: tokens.expires_in,
      };
      const finished = { purpose, mode: flow.mode as Mode, returnTo: flow.returnTo };
      if (purpose === 'calendar' && flow.userId) {
        await calendars.save(flow.userId, provider, grant);
        return finished;
      }

      const userId = await accountFor(provider, claims);
      if (userId === undefined)
        return { ...finished, confirmation: await awaitEmailProof(provider, claims, flow, grant) };
      // Microsoft's sign-in asks for calendar access as docs/product.md section 13 does: keep it.
      if (provider === 'microsoft') await keepMicrosoftGrant(userId, grant);
      return { ...finished, session: await accounts.openSession(userId, context) };
    },
  };
}

/** An identity whose email nobody verified, waiting in this browser for our code, then proved. */
function emailProof({ accounts, calendars }: IdentityDeps, { flows, keepMicrosoftGrant }: SignInSteps) {
  return {
    /** The sign-in that waits, in this browser, for its email to be proved: whose, and which address. */
    async confirmation(browserSecret: string | undefined) {
      const state = stateOf(browserSecret);
      const flow = state ? await flows.findFlow(state, CONFIRM_EMAIL) : undefined;
      if (!flow?.pendingIdentity) throw new HttpError(404, 'No sign-in is waiting for a code in this browser.');
      return { provider: flow.provider, email: flow.pendingIdentity.email };
    },

    /**
     * Proves the email of the waiting identity with the code we mailed: the identity then opens
     * the account of that email, or a new one, and signs in. A wrong code changes nothing.
     */
    async confirmEmail(browserSecret: string | undefined, otp: string, context: SessionContext) {
      const state = stateOf(browserSecret);
      const waiting = state ? await flows.findFlow(state, CONFIRM_EMAIL) : undefined;
      const pending = waiting?.pendingIdentity;
      if (!waiting || !state || !pending) throw new HttpError(400, startAgain);
      if (!(await accounts.proveIdentityCode(pending.email, otp))) throw invalidInput({ otp: [INVALID_CODE] });
      const flow = await flows.useFlow(state, waiting.provider, [CONFIRM_EMAIL]);
      if (!flow) throw new HttpError(400, startAgain);

      const userId =
        (await accounts.findUser(pending.email))?.id ??
        (
          await accounts.createFromIdentity({
            email: pending.email,
            firstName: pending.firstName,
            lastName: pending.lastName,
            ...(flow.provider === 'microsoft' ? { microsoftEmail: pending.email } : {}),
          })
        ).id;
      await flows.linkIdentity({
        userId,
        provider: flow.provider,
        subject: pending.subject,
        email: pending.email,
        emailVerified: true,
      });
      if (pending.grantSealed) {
        await keepMicrosoftGrant(userId, calendars.openGrant(pending.grantSealed));
      }
      return { returnTo: flow.returnTo, session: await accounts.openSession(userId, context) };
    },
  };
}

export function identityService(deps: IdentityDeps) {
  const steps = signInSteps(deps);
  return {
    ...oneTapSignIn(deps, steps),
    ...providerFlows(deps, steps),
    ...emailProof(deps, steps),
  };
}

export type IdentityService = ReturnType<typeof identityService>;
