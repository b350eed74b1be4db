/** The income limits module's front door: what other modules may use of it. */
export { HOUSEHOLD_SIZES, type HouseholdSize, hudTable, limitFromVeryLow } from './hud-method.ts';
export type { CountyIncomeLimit, IncomeLimitsReader } from './repository.ts';
