/**
 * Identity providers as a service of the app: `app.identity` (providers and the sign-in service),
 * `app.calendarConnections` (the sealed tokens of connected calendars, which sign-in with Microsoft
 * and the calendar connection both write) and `app.calendars` (those calendars, to use).
 */
import fp from 'fastify-plugin';
import { loadTokenKey, tokenVault } from '../../lib/token-vault.ts';
import { type CalendarConnectionsStore, calendarConnectionsStore } from '../calendars/connections.ts';
import { calendarDisconnectedMail } from '../calendars/mails.ts';
import { type CalendarsService, calendarsService } from '../calendars/service.ts';
import { type IdentityProviders, identityProviders } from './providers.ts';
import { type IdentityService, identityService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    identity: { providers: IdentityProviders; service: IdentityService };
    calendarConnections: CalendarConnectionsStore;
    calendars: CalendarsService;
  }
}

export default fp(
  async (app) => {
    const { config, db } = app;
    const vault = tokenVault(await loadTokenKey(config.tokenEncryptionKey, config.dataDir));
    const providers = identityProviders(config);
    const calendarConnections = calendarConnectionsStore({
      db,
      vault,
      providers,
      onBroken: async (userId, provider) => {
        const profile = await app.accounts.profile(userId);
        await app.mail.send(calendarDisconnectedMail({ email: profile.email, provider, publicUrl: config.publicUrl }));
      },
    });

    /** The Microsoft account's photo, for a new buyer who has none; null when it has none either. */
    async function fetchMicrosoftPhoto(accessToken: string): Promise<Buffer | null> {
      const response = await fetch(`${config.calendarApis.microsoft}/me/photo/$value`, {
        headers: { authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      });
      return response.ok ? Buffer.from(await response.arrayBuffer()) : null;
    }

    app.decorate('calendarConnections', calendarConnections);
    app.decorate(
      'calendars',
      calendarsService({
        config,
        store: calendarConnections,
        warn: (message, error) => app.log.warn({ err: error }, message),
      }),
    );
    app.decorate('identity', {
      providers,
      service: identityService({
        db,
        config,
        providers,
        accounts: app.accounts,
        calendars: calendarConnections,
        vault,
        fetchMicrosoftPhoto,
      }),
    });
  },
  { name: 'identity', dependencies: ['config', 'database', 'accounts', 'mail'] },
);
