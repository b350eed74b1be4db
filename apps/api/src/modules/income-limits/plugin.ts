/** Income limits by county as a service of the app (`app.incomeLimits`): what a wallet reads of them. */
import fp from 'fastify-plugin';
import { type IncomeLimitsReader, incomeLimitsRepository } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    incomeLimits: IncomeLimitsReader;
  }
}

export default fp(
  async (app) => {
    const repository = incomeLimitsRepository(app.db);
    app.decorate('incomeLimits', { figuresOfCounty: (countyFips) => repository.figuresOfCounty(countyFips) });
  },
  { name: 'income-limits', dependencies: ['database'] },
);
