/** The income limits module's front door: what other modules may use of it. */
export { HOUSEHOLD_SIZES, type HouseholdSize, hudTable, limitFromVeryLow } from './hud-method.ts';
export type { IncomeLimitsReader } from './plugin.ts';
export type { CountyIncomeLimit } from './repository.ts';
