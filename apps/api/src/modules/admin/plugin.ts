/** The operators' console as a service of the app (`app.admin`). */
import fp from 'fastify-plugin';
import { type AdminProfessionalService, adminProfessionalService } from './professional-service.ts';
import { type AdminService, adminService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService & AdminProfessionalService;
  }
}

export default fp(
  async (app) => {
    app.decorate('admin', {
      ...adminService({ db: app.db, accounts: app.accounts, catalogue: app.programs, search: app.siteSearch }),
      ...adminProfessionalService({
        db: app.db,
        accounts: app.accounts,
        professionals: app.professionals,
        booking: app.booking,
        calendars: app.calendars,
      }),
    });
  },
  {
    name: 'admin',
    dependencies: ['database', 'accounts', 'programs', 'search', 'professionals', 'booking', 'calendars'],
  },
);
