/** Accounts as a service of the app: `app.accounts`, the sessions, and the lead webhook job. */
import fp from 'fastify-plugin';
import { deliverLead, type Lead } from './lead-webhook.ts';
import { type AccountsService, accountsService, LEAD_JOB } from './service.ts';
import session from './session.ts';

declare module 'fastify' {
  interface FastifyInstance {
    accounts: AccountsService;
  }
}

export default fp(
  async (app) => {
    const { config } = app;
    await app.register(session);
    app.decorate('accounts', accountsService({ db: app.db, config, mail: app.mail, jobs: app.jobs }));
    const webhook = config.leadWebhook;
    if (webhook) app.jobs.define<Lead>(LEAD_JOB, (lead) => deliverLead(lead, webhook));
  },
  { name: 'accounts', dependencies: ['config', 'database', 'jobs', 'mail'] },
);
