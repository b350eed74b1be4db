/** Leads as a service of the app (`app.leads`); docs/decisions/061-leads-and-the-partner-widget.md. */
import fp from 'fastify-plugin';
import { type LeadsService, leadsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    leads: LeadsService;
  }
}

export default fp(
  async (app) => {
    const { db, apiKeys, professionals, wizard, webhooks } = app;
    app.decorate('leads', leadsService({ db, apiKeys, professionals, wizard, webhooks }));
  },
  { name: 'leads', dependencies: ['database', 'api-keys', 'professionals', 'wizard', 'webhooks'] },
);
