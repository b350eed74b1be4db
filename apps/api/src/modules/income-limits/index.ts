/** The income limits module's front door: what other modules may use of it. */

/** Importing HUD's yearly file (`import-income-limits`) and the published tables (the start-up seed). */
export { HudFileError } from './hud-file.ts';
export { HOUSEHOLD_SIZES, type HouseholdSize, hudTable, limitFromVeryLow } from './hud-method.ts';
/** What the operators' console does with them, on its transaction. */
export { incomeLimitOperations } from './operators.ts';
export type { CountyFigures, CountyIncomeLimit, IncomeLimitsReader } from './repository.ts';
export {
  describeHudImport,
  importHudIncomeLimits,
  loadPublishedIncomeLimits,
  publishedCountyFigures,
  publishedTablesVersion,
} from './service.ts';
