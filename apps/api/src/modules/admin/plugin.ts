/** The operators' console as a service of the app (`app.admin`). */
import fp from 'fastify-plugin';
import { type AdminService, adminService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService;
  }
}

export default fp(
  async (app) => {
    app.decorate(
      'admin',
      adminService({ db: app.db, accounts: app.accounts, catalogue: app.programs, search: app.siteSearch }),
    );
  },
  { name: 'admin', dependencies: ['database', 'accounts', 'programs', 'search'] },
);
