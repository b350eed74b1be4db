/** The professionals module's front door: what other modules may use of it (`app.professionals` at run time). */
export type { ProfessionalHours } from './repository.ts';
export type { ProfessionalsService } from './service.ts';
export { type NewProfessional, weekdaysNineToFive } from './service.ts';
