/** The leads module's front door: what other modules may use of it (`app.leads` at run time). */
export type { LeadsService } from './service.ts';
