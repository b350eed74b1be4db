/**
 * Professionals as a service of the app (`app.professionals`): the directory buyers browse, a
 * professional found by id or by account, setting one up (the admin command line, the demo data),
 * and when each takes calls (their weekly hours and days off, which they edit through its routes and
 * booking reads through it).
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
