/** The wallet wizard as a service of the app: `app.wizard`. */
import fp from 'fastify-plugin';
import { type WizardService, wizardService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    wizard: WizardService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'wizard',
      wizardService({
        db: app.db,
        accounts: app.accounts,
        catalogue: app.programs,
        incomeLimits: app.incomeLimits,
      }),
    );
  },
  {
    name: 'wizard',
    dependencies: ['database', 'accounts', 'programs', 'income-limits'],
  },
);
