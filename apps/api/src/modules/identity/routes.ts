/**
 * Signing in with Google and Microsoft: the start of the flow, the callbacks on our own host
 * (`/google/redirect`, `/microsoft/redirect`), and the original product's calls, which map onto
 * the server flow and never sign anyone in on the browser's word.
 */
import {
  confirmedProviderSignIn,
  confirmProviderEmailBody,
  dataEnvelope,
  providerConfirmation,
  sessionAnswer,
  signInOptionsSchema,
} from '@hbw/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HttpError, invalidInput } from '../../lib/http-error.ts';
import type { RouteApp } from '../../lib/route-app.ts';
import { signedIn } from '../accounts/index.ts';
import { flowCookieName, flowCookieOptions } from './browser-binding.ts';
import { popupPage, popupScript } from './pages.ts';
import { type ProviderName, providerNames } from './providers.ts';
import { type FinishedFlow, FLOW_MINUTES } from './service.ts';

const startQuery = z.object({
  purpose: z.enum(['sign_in', 'calendar']).default('sign_in'),
  mode: z.enum(['popup', 'redirect']).default('redirect'),
  return_to: z.string().max(500).optional(),
});

const providerParams = z.object({ provider: z.enum(providerNames) });

/** The cookie that binds a flow to its browser, as this installation names and sends it. */
function flowCookie(publicUrl: string) {
  const secure = publicUrl.startsWith('https:');
  const name = flowCookieName(secure);
  return {
    name,
    read: (request: FastifyRequest): string | undefined => request.cookies[name],
    set: (reply: FastifyReply, secret: string) =>
      reply.setCookie(name, secret, flowCookieOptions(secure, FLOW_MINUTES * 60)),
    clear: (reply: FastifyReply) => reply.clearCookie(name, flowCookieOptions(secure, 0)),
  };
}

const flowExplanation = (provider: string) =>
  `Signing in with ${provider} happens on our server now: open /api/auth/${provider.toLowerCase()}/start, which returns to this site once ${provider} has confirmed who you are.`;

/** What the original's sign-in calls sent, read only to be refused. */
const legacyBody = z
  .object({ email: z.string().optional(), first_name: z.string().optional(), last_name: z.string().optional() })
  .passthrough();

const tags = ['sign-in with Google and Microsoft'];
const guardedOn = (app: RouteApp) => ({
  rateLimit: { max: app.config.rateLimit.strictPerMinute, timeWindow: 60_000 },
});

/** Routes under /api. */
/** The server's flow: the methods offered, the bot check, the start, and the confirmation of an address. */
function serverFlowRoutes(app: RouteApp) {
  const cookie = flowCookie(app.config.publicUrl);
  const guarded = guardedOn(app);

  app.get(
    '/auth/providers',
    {
      schema: {
        tags,
        summary: 'Which sign-in methods and which bot check this installation offers',
        response: {
          200: dataEnvelope(signInOptionsSchema),
        },
      },
    },
    async () => ({
      data: {
        google: app.identity.providers.enabled('google'),
        microsoft: app.identity.providers.enabled('microsoft'),
        bot_check: { kind: app.config.botCheck.kind, site_key: app.config.botCheck.recaptcha.siteKey ?? null },
      },
    }),
  );

  app.get(
    '/bot-check/challenge',
    {
      schema: {
        tags: ['bot check'],
        summary: 'An ALTCHA proof-of-work challenge, when that is the bot check in use',
        response: {
          200: dataEnvelope(
            z.object({
              algorithm: z.string(),
              challenge: z.string(),
              maxnumber: z.number().optional(),
              salt: z.string(),
              signature: z.string(),
            }),
          ),
        },
      },
    },
    async () => ({ data: await app.botChallenge() }),
  );

  app.get(
    '/auth/:provider/start',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'Start signing in, or connecting a calendar, at Google or Microsoft',
        params: providerParams,
        querystring: startQuery,
      },
    },
    async (request, reply) => {
      const { purpose, mode, return_to } = request.query;
      let userId: number | null = null;
      if (purpose === 'calendar') {
        await app.identify(request);
        userId = signedIn(request).userId;
      }
      const { url, browserSecret } = await app.identity.service.start(request.params.provider, {
        purpose,
        mode,
        returnTo: return_to ?? null,
        userId,
      });
      cookie.set(reply, browserSecret);
      return reply.header('cache-control', 'no-store').redirect(url.href, 302);
    },
  );

  app.get(
    '/auth/confirmation',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'The provider sign-in waiting in this browser for its email to be proved with our code',
        response: { 200: dataEnvelope(providerConfirmation) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return { data: await app.identity.service.confirmation(cookie.read(request)) };
    },
  );

  app.post(
    '/auth/confirmation',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          'Prove the email of a provider sign-in with the code we mailed it: signs in to that email’s account, or a new one',
        body: confirmProviderEmailBody,
        response: { 200: dataEnvelope(confirmedProviderSignIn) },
      },
    },
    async (request, reply) => {
      const { session, returnTo } = await app.identity.service.confirmEmail(cookie.read(request), request.body.otp, {
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      cookie.clear(reply);
      app.setSessionCookie(reply, session);
      return { data: { token: session.token, return_to: returnTo } };
    },
  );

  app.get('/auth/popup.js', { schema: { hide: true } }, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', 'no-cache').send(popupScript),
  );
}

/** The original's sign-in calls: Google One Tap, verified like any sign-in, and the rest refused. */
function originalSignInRoutes(app: RouteApp) {
  const guarded = guardedOn(app);

  app.get(
    '/auth/google/one-tap',
    {
      config: guarded,
      schema: {
        tags,
        summary: 'A nonce for Google One Tap, which the credential must carry',
        response: { 200: dataEnvelope(z.object({ nonce: z.string() })) },
      },
    },
    async () => ({ data: { nonce: await app.identity.service.oneTapNonce() } }),
  );

  app.post(
    '/wizard-tool/sso',
    {
      config: guarded,
      schema: {
        tags,
        summary:
          "Google One Tap: a `credential` (ID token) verified like any other; the original's {email, first_name, last_name} is refused",
        body: legacyBody.extend({ credential: z.string().max(4096).optional() }),
        response: { 200: dataEnvelope(sessionAnswer) },
      },
    },
    async (request, reply) => {
      if (!request.body.credential) throw invalidInput({ credential: [flowExplanation('Google')] });
      const session = await app.identity.service.signInWithGoogleCredential(request.body.credential, {
        userAgent: request.headers['user-agent']?.slice(0, 300) ?? null,
      });
      app.setSessionCookie(reply, session);
      return { data: { token: session.token } };
    },
  );

  app.post(
    '/wizard-tool/microsoft-sso',
    {
      schema: { tags, summary: "The original's Microsoft sign-in: refused, it trusted the browser", body: legacyBody },
    },
    async () => {
      throw invalidInput({ email: [flowExplanation('Microsoft')] });
    },
  );
}

/** The original's calls that connect a calendar or start a sign-in: each answers where the server's flow starts. */
function calendarConnectionRoutes(app: RouteApp) {
  app.post(
    '/wizard-tool/profile/update/microsoft-details',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'connectMicrosoftCalendar',
        tags,
        summary: 'Connect a Microsoft calendar: answers where to start',
        response: { 200: dataEnvelope(z.object({ connect_url: z.string() })) },
      },
    },
    async () => ({ data: { connect_url: '/api/auth/microsoft/start?purpose=calendar&mode=popup&return_to=/profile' } }),
  );

  app.post(
    '/wizard-tool/google/setCredentials',
    {
      onRequest: app.authenticate,
      schema: {
        operationId: 'connectGoogleCalendar',
        tags,
        summary: 'Connect a Google calendar: answers where to start',
        response: { 200: dataEnvelope(z.object({ connect_url: z.string() })) },
      },
    },
    async () => ({ data: { connect_url: '/api/auth/google/start?purpose=calendar&mode=popup&return_to=/profile' } }),
  );

  app.get(
    '/wizard-tool/google/google/login',
    { schema: { operationId: 'startGoogleSignIn', tags, summary: 'Start signing in with Google' } },
    async (_request, reply) => reply.redirect('/api/auth/google/start?purpose=sign_in&mode=redirect', 302),
  );
}

export const identityApiRoutes: FastifyPluginAsyncZod = async (app) => {
  serverFlowRoutes(app);
  originalSignInRoutes(app);
  calendarConnectionRoutes(app);
};

/**
 * The callback page comes after the provider's pages in the popup; with our usual same-origin
 * opener policy the browser would move it into a group of its own and cut it off from the window
 * that opened it, which then never hears how the sign-in went.
 */
const popupOpenerPolicy = 'unsafe-none';

/** The callbacks, on the paths the providers return to. */
export const identityCallbackRoutes: FastifyPluginAsyncZod = async (app) => {
  const origin = app.config.publicUrl;
  const cookie = flowCookie(origin);

  /** Where the web app goes on: the calendar's page, the code to type, or routing a fresh sign-in as docs/product.md section 9 says. */
  function nextAddress(provider: ProviderName, finished: FinishedFlow): string {
    if (finished.purpose === 'calendar') return finished.returnTo ?? '/profile';
    const back = finished.returnTo ? `&redirect=${encodeURIComponent(finished.returnTo)}` : '';
    return finished.confirmation ? `/login?confirm_email=${provider}${back}` : `/login?signed_in=${provider}${back}`;
  }

  async function callback(provider: ProviderName, request: FastifyRequest, reply: FastifyReply) {
    const callbackUrl = new URL(request.url, app.identity.providers.redirectUri(provider));
    reply.header('cache-control', 'no-store');
    const browserSecret = cookie.read(request);
    // The flow is over in this browser whatever comes of it; a confirmation sets a secret of its own.
    cookie.clear(reply);
    try {
      const caller = await app.identify(request);
      const finished = await app.identity.service.finish(
        provider,
        callbackUrl,
        { secret: browserSecret, userId: caller?.userId ?? null },
        { userAgent: request.headers['user-agent']?.slice(0, 300) ?? null },
      );
      if (finished.session) app.setSessionCookie(reply, finished.session);
      if (finished.confirmation) cookie.set(reply, finished.confirmation.browserSecret);
      const next = nextAddress(provider, finished);
      if (finished.mode === 'popup')
        return reply
          .header('cross-origin-opener-policy', popupOpenerPolicy)
          .type('text/html; charset=utf-8')
          .send(popupPage({ ok: true, next }, origin));
      return reply.redirect(next, 302);
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
      // The page tells an opener, if this is a popup, and otherwise explains itself.
      const html = popupPage({ ok: false, next: '/login', message: error.message }, origin);
      return reply
        .code(error.statusCode)
        .header('cross-origin-opener-policy', popupOpenerPolicy)
        .type('text/html; charset=utf-8')
        .send(html);
    }
  }

  app.get('/google/redirect', { schema: { hide: true } }, (request, reply) => callback('google', request, reply));
  app.get('/microsoft/redirect', { schema: { hide: true } }, (request, reply) => callback('microsoft', request, reply));
};
