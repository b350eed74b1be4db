/** The program catalogue's front door: what other modules may use of it (`app.programs` at run time). */
export type { ProgramsCatalogue } from './plugin.ts';
