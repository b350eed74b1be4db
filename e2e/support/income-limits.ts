/** Files in the shape of HUD's Section 8 income limits file, for the journeys that import one. */
import { type HudCounty, hudFileOf, hudRow, seededCounties } from '../../test/support/hud-file.ts';

export { type HudCounty, seededCounties };

/** Bibb County, Alabama, which no table of the seed data holds. */
export const bibbCounty: HudCounty = {
  fips: '01007',
  name: 'Bibb County',
  code: 'METRO13820MM1000',
  area: 'Birmingham-Hoover, AL HUD Metro FMR Area',
  metro: '1',
  median: 70_000,
};

/**
 * HUD's FY2025 file with one row per county. An import replaces the whole year, so a journey's file
 * keeps the seeded counties for the journeys of its worker that read them.
 */
export function hudFile(counties: HudCounty[]): string {
  return hudFileOf(counties.map((county) => hudRow(`${county.fips}99999`, {}, county)));
}
