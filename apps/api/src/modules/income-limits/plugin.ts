/** Income limits by county as a service of the app (`app.incomeLimits`): what a wallet reads of them. */
import fp from 'fastify-plugin';
import { incomeLimitsRepository } from './repository.ts';

export type IncomeLimitsReader = Pick<ReturnType<typeof incomeLimitsRepository>, 'limitsOfCounty'>;

declare module 'fastify' {
  interface FastifyInstance {
    incomeLimits: IncomeLimitsReader;
  }
}

export default fp(
  async (app) => {
    const { limitsOfCounty } = incomeLimitsRepository(app.db);
    app.decorate('incomeLimits', { limitsOfCounty });
  },
  { name: 'income-limits', dependencies: ['database'] },
);
