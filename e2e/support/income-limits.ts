/** Files in the shape of HUD's Section 8 income limits file, for the journeys that import one. */

const sizes = [1, 2, 3, 4, 5, 6, 7, 8];
/** HUD's FY2025 household-size shares of the 4-person limit, in percent. */
const shares = [70, 80, 90, 100, 108, 116, 124, 132];
const roundedUp = (amount: number) => Math.ceil(amount / 50) * 50;

/** An Alabama county of the file: its 5-digit FIPS code, its name, HUD's area and the area's median. */
export type HudCounty = { fips: string; name: string; area: string; median: number };

/** Bibb County, Alabama, which no table of the seed data holds. */
export const bibbCounty: HudCounty = {
  fips: '01007',
  name: 'Bibb County',
  area: 'Birmingham-Hoover, AL HUD Metro FMR Area',
  median: 70_000,
};

/**
 * The three counties the seed data holds limits of (Autauga, Baldwin, Barbour), at their medians. An
 * import replaces the whole year, so a journey's file that keeps them leaves them to the journeys of
 * the worker that read them.
 */
export const seededCounties: HudCounty[] = [
  { fips: '01001', name: 'Autauga County', area: 'Montgomery, AL MSA', median: 83_600 },
  { fips: '01003', name: 'Baldwin County', area: 'Daphne-Fairhope-Foley, AL MSA', median: 93_000 },
  { fips: '01005', name: 'Barbour County', area: 'Barbour County, AL', median: 72_600 },
];

/** HUD's FY2025 file with one row per county, each county's limits computed from its median as HUD does. */
export function hudFile(counties: HudCounty[]): string {
  const header = [
    'fips',
    'state',
    'hud_area_code',
    'County_Name',
    'county_town_name',
    'stusps',
    'metro',
    'hud_area_name',
    'median2025',
    ...['ELI_', 'l50_', 'l80_'].flatMap((prefix) => sizes.map((size) => prefix + size)),
  ];
  const rows = counties.map((county) => {
    const limits = [30, 50, 80].flatMap((percent) =>
      shares.map((share) => roundedUp((county.median * percent * share) / 10_000)),
    );
    return [
      `${county.fips}99999`,
      '01',
      'METRO13820MM1000',
      county.name,
      county.name,
      'AL',
      '1',
      `"${county.area}"`,
      String(county.median),
      ...limits.map(String),
    ].join(',');
  });
  return `${header.join(',')}\n${rows.join('\n')}\n`;
}
