/** The wallet wizard's front door: what other modules may use of it (`app.wizard` at run time). */
export type { EngineProgram } from './eligibility.ts';
export type { WizardService } from './service.ts';
