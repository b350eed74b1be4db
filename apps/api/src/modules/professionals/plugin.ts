/**
 * Professionals as a service of the app (`app.professionals`): the directory buyers browse, a
 * professional found by id or by account, and setting one up (the admin command line, the demo data).
 */
import fp from 'fastify-plugin';
import { type ProfessionalsService, professionalsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    professionals: ProfessionalsService;
  }
}

export default fp(
  async (app) => {
    app.decorate('professionals', professionalsService(app.db));
  },
  { name: 'professionals', dependencies: ['database'] },
);
