/** The console as a service of the app (`app.console`). */
import fp from 'fastify-plugin';
import { type AgencyConsole, agencyConsole } from './agency-service.ts';
import { type IncomeLimitConsole, incomeLimitConsole } from './income-limit-service.ts';
import { type ConsoleProfessionalService, consoleProfessionalService } from './professional-service.ts';
import { type ConsoleProgramService, consoleProgramService } from './program-service.ts';
import { type ConsoleService, consoleService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    console: ConsoleService & IncomeLimitConsole & AgencyConsole & ConsoleProgramService & ConsoleProfessionalService;
  }
}

export default fp(
  async (app) => {
    app.decorate('console', {
      ...consoleService({ db: app.db, accounts: app.accounts, catalogue: app.programs, search: app.siteSearch }),
      ...incomeLimitConsole({ db: app.db }),
      ...agencyConsole({
        db: app.db,
        documents: app.content.documents,
        previewToken: app.config.contentPreviewToken,
      }),
      ...consoleProgramService({ db: app.db, wizard: app.wizard }),
      ...consoleProfessionalService({
        db: app.db,
        accounts: app.accounts,
        professionals: app.professionals,
        booking: app.booking,
        calendars: app.calendars,
      }),
    });
  },
  {
    name: 'console',
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
