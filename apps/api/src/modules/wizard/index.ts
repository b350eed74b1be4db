/** The wallet wizard's front door: what other modules may use of it (`app.wizard` at run time). */
/** A catalogue program as the engine reads it, for the console's preview of a draft. */
export { type EngineProgram, engineProgramOf } from './eligibility.ts';
export type { WizardService } from './service.ts';
