/** The operators' console as a service of the app (`app.admin`). */
import fp from 'fastify-plugin';
import { type AgencyConsole, agencyConsole } from './agency-service.ts';
import { type IncomeLimitConsole, incomeLimitConsole } from './income-limit-service.ts';
import { type AdminProfessionalService, adminProfessionalService } from './professional-service.ts';
import { type AdminProgramService, adminProgramService } from './program-service.ts';
import { type AdminService, adminService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    admin: AdminService & IncomeLimitConsole & AgencyConsole & AdminProgramService & AdminProfessionalService;
  }
}

export default fp(
  async (app) => {
    app.decorate('admin', {
      ...adminService({ db: app.db, accounts: app.accounts, catalogue: app.programs, search: app.siteSearch }),
      ...incomeLimitConsole({ db: app.db }),
      ...agencyConsole({
        db: app.db,
        documents: app.content.documents,
        previewToken: app.config.contentPreviewToken,
      }),
      ...adminProgramService({ db: app.db, wizard: app.wizard }),
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
    dependencies: [
      'database',
      'accounts',
      'programs',
      'search',
      'content',
      'wizard',
      'professionals',
      'booking',
      'calendars',
    ],
  },
);
