/** The operators' console as a service of the app (`app.admin`). */
import fp from 'fastify-plugin';
import { type AdminProgramService, adminProgramService } from './program-service.ts';
import { type AdminService, adminService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService & AdminProgramService;
  }
}

export default fp(
  async (app) => {
    app.decorate('admin', {
      ...adminService({ db: app.db, accounts: app.accounts, catalogue: app.programs, search: app.siteSearch }),
      ...adminProgramService({ db: app.db, wizard: app.wizard }),
    });
  },
  { name: 'admin', dependencies: ['database', 'accounts', 'programs', 'search', 'wizard'] },
);
