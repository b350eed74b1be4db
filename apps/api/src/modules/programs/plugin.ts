/**
 * The program catalogue as a service of the app (`app.programs`): what other modules read of it
 * (a program to book a call about, the summaries of a state's programs). Its routes read the same.
 */
import fp from 'fastify-plugin';
import { type ProgramsCatalogue, programsRepository } from './repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    programs: ProgramsCatalogue;
  }
}

export default fp(
  async (app) => {
    app.decorate('programs', programsRepository(app.db));
  },
  { name: 'programs', dependencies: ['database'] },
);
