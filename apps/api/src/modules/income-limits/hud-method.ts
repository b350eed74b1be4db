/**
 * HUD's arithmetic for income limits, as its Section 8 income-limit documentation describes it
 * (decision 018 quotes the sources): a limit is set for 4 people, other household sizes get a
 * share of it (70% for 1 person … 132% for 8), and every limit is rounded up to a multiple of $50.
 * HUD publishes the 30%, 50% and 80% limits; a limit at another percentage of the area median is
 * the published 50% ("very low income") limit times percent / 50, HUD's advice for such limits
 * (120% = 2.4 × the very-low-income limit), because HUD's 50% limit already carries its
 * adjustments for high housing costs, state floors and yearly caps.
 */

/** The household sizes HUD publishes; a larger household uses the 8-person limit. */
export const HOUSEHOLD_SIZES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
export type HouseholdSize = (typeof HOUSEHOLD_SIZES)[number];

/** The percentages of the area median we keep: HUD's published three and the ones programs cite. */
export const PUBLISHED_PERCENTS = [30, 50, 80] as const;
export const DERIVED_PERCENTS = [100, 115, 120, 140] as const;

/** HUD's household-size adjustment, in percent of the 4-person limit. */
export const HOUSEHOLD_SIZE_PERCENT: Record<HouseholdSize, number> = {
  1: 70,
  2: 80,
  3: 90,
  4: 100,
  5: 108,
  6: 116,
  7: 124,
  8: 132,
};

/** The name under which HUD's limits at a percentage of the median are kept: `hud-80`. */
export function hudTable(percent: number): string {
  return `hud-${percent}`;
}

/** Whole dollars, rounded up to the next multiple of $50, in integers (no floating point drift). */
function upTo50(numerator: number, denominator: number): number {
  return Math.ceil(numerator / (denominator * 50)) * 50;
}

/** The limit at `percent` of the median for a household, from HUD's published 4-person 50% limit. */
export function limitFromVeryLow(veryLowFourPerson: number, percent: number, size: HouseholdSize): number {
  return upTo50(veryLowFourPerson * percent * HOUSEHOLD_SIZE_PERCENT[size], 50 * 100);
}
