/**
 * Signing in with Google and Microsoft as a service of the app: `app.identity` (the providers and
 * the sign-in service). A sign-in that brings calendar access hands it to `app.calendarConnections`.
 */
import fp from 'fastify-plugin';
import type { IdentityProviders } from './providers.ts';
import { type IdentityService, identityService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identity: { providers: IdentityProviders; service: IdentityService };
  }
}

export default fp(
  async (app) => {
    const { config, db } = app;

    /** The Microsoft account's photo, for a new buyer who has none; null when it has none either. */
    async function fetchMicrosoftPhoto(accessToken: string): Promise<Buffer | null> {
      const response = await fetch(`${config.calendarApis.microsoft}/me/photo/$value`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      });
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    }

    app.decorate('identity', {
      providers: app.identityProviders,
      service: identityService({
        db,
        config,
        providers: app.identityProviders,
        accounts: app.accounts,
        calendars: app.calendarConnections,
        fetchMicrosoftPhoto,
      }),
    });
  },
  { name: 'identity', dependencies: ['config', 'database', 'accounts', 'identity-providers', 'calendars'] },
);
