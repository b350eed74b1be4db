/**
 * Calendars as a service of the app: `app.calendarConnections` (the sealed tokens of connected
 * calendars, which signing in with Microsoft and connecting a calendar both write) and
 * `app.calendars` (those calendars, to use). A connection that breaks is told to its owner by mail.
 */
import fp from 'fastify-plugin';
import { loadTokenKey, tokenVault } from '../../lib/token-vault.ts';
import { connectedAccounts } from './connected-accounts.ts';
import { type CalendarConnectionsStore, calendarConnectionsStore } from './connections.ts';
import { calendarDisconnectedMail } from './mails.ts';
import { calendarsRepository } from './repository.ts';
import { type CalendarsService, calendarsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    calendarConnections: CalendarConnectionsStore;
    calendars: CalendarsService;
  }
}

export default fp(
  async (app) => {
    const { config, db } = app;
    const repository = calendarsRepository(db);
    const calendarConnections = calendarConnectionsStore({
      repository,
      vault: tokenVault(await loadTokenKey(config.tokenEncryptionKey, config.dataDir)),
      providers: app.identityProviders,
      onBroken: async (userId, provider) => {
        const profile = await app.accounts.profile(userId);
        await app.mail.send(calendarDisconnectedMail({ email: profile.email, provider, publicUrl: config.publicUrl }));
      },
      onConnected: (userId) => app.calendars.connected(userId),
    });
    app.decorate('calendarConnections', calendarConnections);
    app.decorate(
      'calendars',
      calendarsService({
        config,
        store: calendarConnections,
        accounts: connectedAccounts(app.changes, repository.accountsWithCalendar),
        warn: (message, error) => app.log.warn({ err: error }, message),
      }),
    );
  },
  { name: 'calendars', dependencies: ['config', 'database', 'changes', 'accounts', 'mail', 'identity-providers'] },
);
