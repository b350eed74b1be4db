/**
 * Builds the app: third-party plugins, then our services, then the routes. `server.ts` listens,
 * `worker.ts` runs only the jobs, `admin.ts` (the command line) uses the services; tests build it per test file.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyPluginAsync, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { type LogDestination, loggingOptions } from './lib/logging.ts';
import accounts from './modules/accounts/plugin.ts';
import accountsRoutes from './modules/accounts/routes.ts';
import apiKeys from './modules/api-keys/plugin.ts';
import apiKeyRoutes from './modules/api-keys/routes.ts';
import guestRoutes from './modules/booking/guest-routes.ts';
import callLinkRoutes from './modules/booking/link-routes.ts';
import booking, { type BookingOptions } from './modules/booking/plugin.ts';
import proRoutes from './modules/booking/pro-routes.ts';
import bookingRoutes from './modules/booking/routes.ts';
import calendars from './modules/calendars/plugin.ts';
import calendarRoutes from './modules/calendars/routes.ts';
import agencyRoutes from './modules/console/agency-routes.ts';
import incomeLimitRoutes from './modules/console/income-limit-routes.ts';
import consolePlugin from './modules/console/plugin.ts';
import consoleProfessionalRoutes from './modules/console/professional-routes.ts';
import consoleProgramRoutes from './modules/console/program-routes.ts';
import consoleRoutes from './modules/console/routes.ts';
import content from './modules/content/plugin.ts';
import contentRoutes from './modules/content/routes.ts';
import devMailboxRoutes from './modules/dev-mailbox/routes.ts';
import healthRoutes from './modules/health/routes.ts';
import homeTeam from './modules/home-team/plugin.ts';
import homeTeamRoutes from './modules/home-team/routes.ts';
import identity from './modules/identity/plugin.ts';
import identityProviders from './modules/identity/providers-plugin.ts';
import { identityApiRoutes, identityCallbackRoutes } from './modules/identity/routes.ts';
import imageRoutes from './modules/images/routes.ts';
import incomeLimits from './modules/income-limits/plugin.ts';
import leads from './modules/leads/plugin.ts';
import leadRoutes from './modules/leads/routes.ts';
import newsletterRoutes from './modules/newsletter/routes.ts';
import pages from './modules/pages/plugin.ts';
import pagesRoutes from './modules/pages/routes.ts';
import passkeyRoutes from './modules/passkeys/routes.ts';
import professionals from './modules/professionals/plugin.ts';
import professionalRoutes from './modules/professionals/routes.ts';
import programs from './modules/programs/plugin.ts';
import programRoutes from './modules/programs/routes.ts';
import search from './modules/search/plugin.ts';
import searchRoutes from './modules/search/routes.ts';
import webhooks, { type WebhooksOptions } from './modules/webhooks/plugin.ts';
import webhookRoutes from './modules/webhooks/routes.ts';
import widgetRoutes from './modules/widget/routes.ts';
import wizard from './modules/wizard/plugin.ts';
import wizardRoutes from './modules/wizard/routes.ts';
import botCheck from './plugins/app/bot-check.ts';
import changes from './plugins/app/changes.ts';
import compression from './plugins/app/compression.ts';
import configPlugin from './plugins/app/config.ts';
import database from './plugins/app/database.ts';
import errors from './plugins/app/errors.ts';
import jobs from './plugins/app/jobs.ts';
import mail from './plugins/app/mail.ts';
import rateLimit from './plugins/app/rate-limit.ts';
import web, { defaultWebRoot, serverBuildOf } from './plugins/app/web.ts';
import metrics from './plugins/external/metrics.ts';
import openapi from './plugins/external/openapi.ts';
import security, { ANSWER_POLICY, securityHeaders } from './plugins/external/security.ts';

/** The calls under /api, one module each. */
const apiRoutes = [
  healthRoutes,
  newsletterRoutes,
  accountsRoutes,
  imageRoutes,
  programRoutes,
  professionalRoutes,
  bookingRoutes,
  guestRoutes,
  callLinkRoutes,
  proRoutes,
  apiKeyRoutes,
  webhookRoutes,
  leadRoutes,
  identityApiRoutes,
  calendarRoutes,
  passkeyRoutes,
  wizardRoutes,
  contentRoutes,
  homeTeamRoutes,
  searchRoutes,
  consoleRoutes,
  incomeLimitRoutes,
  agencyRoutes,
  consoleProgramRoutes,
  consoleProfessionalRoutes,
];

/**
 * A route module adds routes and nothing else, so it joins the context it is registered in instead
 * of opening one of its own. Fastify gives every context its own Request and Reply classes, and the
 * code that every call runs through (our hooks, Fastify's own) answered far fewer calls once it had
 * met a dozen of them (decision 015 has the figures). A module
 * that needs a hook or a plugin opens a context for the routes that need it, as the profile update
 * does for multipart.
 */
const routesOnly = (routes: FastifyPluginAsync) => fp(routes);

declare module 'fastify' {
  interface FastifyInstance {
    /** Fails the readiness probe from now on: the process is about to stop. */
    drain(): void;
    draining(): boolean;
  }
}

export type AppOptions = {
  config: Config;
  databaseUrl: string;
  /** Folder of the built web app, or null for a process that serves no pages (the admin command line, the worker). */
  webRoot?: string | null;
  poolSize?: number;
  /** Stand-ins for third parties, for tests that make them fail on purpose. */
  booking?: BookingOptions;
  /** The clock of webhook deliveries, for tests that live through a day of failures. */
  webhooks?: WebhooksOptions;
  /** Where log lines go instead of stdout: tests read them to prove what is never logged. */
  logStream?: LogDestination;
};

export async function buildApp({
  config,
  databaseUrl,
  webRoot = defaultWebRoot,
  poolSize,
  booking: bookingOptions = {},
  webhooks: webhookOptions = {},
  logStream,
}: AppOptions) {
  const app = Fastify({
    ...(await loggingOptions(config, logStream)),
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: config.bodyLimit,
    routerOptions: { maxParamLength: 200 },
    // What the router refuses before any route or hook runs (an address it cannot decode, a path
    // parameter over the length above): answered like every refusal, with the security headers and
    // the error shape, and without Fastify's internal code or an echo of the address. Fastify hands
    // this hook a request that reads no proxy's headers, so HSTS comes only over the socket's own TLS:
    // the browser has it from the site's other answers.
    frameworkErrors: (error, request, reply: FastifyReply) => {
      const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
      reply
        .headers(securityHeaders(request))
        .header('content-security-policy', ANSWER_POLICY)
        .header('cache-control', 'no-store')
        .code(tooLong ? 414 : 400)
        .send({ message: tooLong ? 'This address is too long.' : 'The address is not valid.' });
    },
  }).withTypeProvider<ZodTypeProvider>();

  // The API speaks JSON (and multipart for uploads); plain text bodies are refused with 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Hooks that run on every request take a callback: an async hook costs a promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
  // While shutting down, answers close their connection: an idle keep-alive connection would
  // otherwise hold the server open until its timeout, long after the last request finished.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  // A stopping process first drains: its readiness probe fails, so that load balancers stop
  // sending it requests before it closes (process.ts).
  let draining = false;
  app.decorate('drain', () => {
    draining = true;
  });
  app.decorate('draining', () => draining);
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });

  await app.register(configPlugin, { config });
  await app.register(errors);
  await app.register(metrics);
  await app.register(security);
  await app.register(database, poolSize === undefined ? { databaseUrl } : { databaseUrl, poolSize });
  // Before the pages, whose rendered pages are dropped when the catalogue changes.
  await app.register(changes, { databaseUrl });
  await app.register(content);
  await app.register(pages, { serverBuild: webRoot === null ? null : serverBuildOf(webRoot) });
  // The web app's files come before the rate limit, so that they never count against it: they are
  // public and immutable, and one page load fetches dozens of them, which would use up a visitor's
  // allowance for calls (a browser test visiting every page hit the ceiling on assets alone).
  if (webRoot !== null) await app.register(web, { webRoot });
  // Binds its hooks to each route added after it: every call, but not the web app's files, which the
  // build compressed once (web.ts sends those copies).
  await app.register(compression);
  await app.register(rateLimit);
  await app.register(openapi);

  await app.register(jobs, { databaseUrl, runJobs: config.runJobs });
  await app.register(mail);
  await app.register(botCheck);
  await app.register(accounts);
  await app.register(programs);
  await app.register(professionals);
  await app.register(apiKeys);
  await app.register(webhooks, webhookOptions);
  await app.register(identityProviders);
  await app.register(calendars);
  await app.register(identity);
  await app.register(booking, bookingOptions);
  await app.register(incomeLimits);
  await app.register(wizard);
  await app.register(leads);
  await app.register(homeTeam);
  await app.register(search);
  await app.register(consolePlugin);

  await app.register(
    async (api) => {
      // Unknown calls count against the rate limit too, so that probing for calls is throttled.
      api.setNotFoundHandler({ preHandler: api.rateLimit() }, (request, reply) =>
        reply.code(404).send({ message: `There is no API call ${request.method} ${request.url.split('?')[0]}.` }),
      );
      for (const routes of apiRoutes) await api.register(routesOnly(routes));
    },
    { prefix: '/api' },
  );
  await app.register(routesOnly(identityCallbackRoutes));
  await app.register(routesOnly(pagesRoutes));
  await app.register(routesOnly(widgetRoutes));
  if (config.devMailbox) await app.register(routesOnly(devMailboxRoutes));

  return app;
}

export type App = Awaited<ReturnType<typeof buildApp>>;
