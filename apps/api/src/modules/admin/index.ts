/** The admin module's front door: what other modules may use of it (`app.admin` at run time). */
export type { Actor } from './audit.ts';
export type { AdminProfessionalService } from './professional-service.ts';
export type { AdminProgramService } from './program-service.ts';
export type { AdminService } from './service.ts';
