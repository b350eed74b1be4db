/** The console module's front door: what other modules may use of it (`app.console` at run time). */
export type { Actor } from './audit.ts';
export type { ConsoleProfessionalService } from './professional-service.ts';
export type { ConsoleProgramService } from './program-service.ts';
export type { ConsoleService } from './service.ts';
