/** The income limits module's front door: what other modules may use of it. */

/** What the console does with them, on its transaction. */
export { incomeLimitOperations } from './console-operations.ts';
/** Importing HUD's yearly file (`import-income-limits`) and the published tables (the start-up seed). */
export { HudFileError } from './hud-file.ts';
export { HOUSEHOLD_SIZES, type HouseholdSize, hudTable, limitFromVeryLow } from './hud-method.ts';
export type { CountyFigures, CountyIncomeLimit, IncomeLimitsReader } from './repository.ts';
export {
  describeHudImport,
  importHudIncomeLimits,
  loadPublishedIncomeLimits,
  publishedCountyFigures,
  publishedTablesVersion,
} from './service.ts';
