/**
 * A county's figures as a wallet reads them once the app has started: what the start-up seed loads
 * (HUD's FY2026 limits and medians of every county, and the agencies' published tables), read from
 * the same data files. The engine's tables of cases judge households with them without a database,
 * on the figures a buyer gets.
 */
import type { CountyFigures } from '../../apps/api/src/modules/income-limits/index.ts';
import { readPublishedFiles } from '../../apps/api/src/modules/income-limits/published-tables.ts';

const files = await readPublishedFiles();
const byCounty = new Map<string, CountyFigures>();
const figuresOf = (fips: string) => {
  let figures = byCounty.get(fips);
  if (!figures) {
    figures = { limits: [], median: null };
    byCounty.set(fips, figures);
  }
  return figures;
};
for (const file of files) {
  for (const { countyFips, ...limit } of file.limits) figuresOf(countyFips).limits.push(limit);
  for (const median of file.medians) {
    const figures = figuresOf(median.countyFips);
    if (!figures.median || figures.median.fiscalYear < median.fiscalYear) {
      figures.median = { median: median.medianFamilyIncome, fiscalYear: median.fiscalYear };
    }
  }
}

/** Everything a wallet reads of a county: HUD's figures and every agency table that lists it. */
export function countyFigures(fips: string): CountyFigures {
  return byCounty.get(fips) ?? { limits: [], median: null };
}
