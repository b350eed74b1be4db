/** The home team as a service of the app: `app.homeTeam`. */
import fp from 'fastify-plugin';
import { type HomeTeamService, homeTeamService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    homeTeam: HomeTeamService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'homeTeam',
      homeTeamService({
        db: app.db,
        directory: app.professionals,
        booking: app.booking,
        calendars: app.calendars,
        wizard: app.wizard,
      }),
    );
  },
  { name: 'home-team', dependencies: ['database', 'professionals', 'booking', 'calendars', 'wizard'] },
);
