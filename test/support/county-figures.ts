/**
 * A county's figures as a wallet reads them once the app has started: HUD's FY2026 limits and median
 * from the seed's copy of HUD's file, and the agencies' published tables. The engine's tables of
 * cases judge households with them without a database, on the same figures a buyer gets.
 */
import { readFileSync } from 'node:fs';
import type { CountyFigures, CountyIncomeLimit } from '../../apps/api/src/modules/income-limits/index.ts';
import { readPublishedFiles } from '../../apps/api/src/modules/income-limits/published-tables.ts';

const hudFile = new URL('../../apps/api/src/db/seed-data/income-limits/hud-fy2026-by-county.csv', import.meta.url);
const HUD_YEAR = 2026;

/** The fields of a CSV line; HUD's area names are quoted and hold commas. */
function fields(line: string): string[] {
  return [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((match) => match[2] ?? match[1] ?? '');
}

function hudFigures(): Map<string, CountyFigures> {
  const [header, ...lines] = readFileSync(hudFile, 'utf8').trim().split('\n');
  const columns = fields(header ?? '');
  const at = (row: string[], name: string) => Number(row[columns.indexOf(name)]);
  const counties = new Map<string, CountyFigures>();
  for (const line of lines) {
    const row = fields(line);
    const fips = row[columns.indexOf('fips')] as string;
    const limits: CountyIncomeLimit[] = [];
    for (const [table, column] of [
      ['hud-30', 'ELI'],
      ['hud-50', 'l50'],
      ['hud-80', 'l80'],
    ] as const) {
      for (let size = 1; size <= 8; size++) {
        limits.push({
          table,
          fiscalYear: HUD_YEAR,
          householdSize: size,
          amiPercent: null,
          maxIncome: at(row, `${column}_${size}`),
          derived: false,
          source: "HUD's FY2026 income limits",
        });
      }
    }
    counties.set(fips, { limits, median: { median: at(row, 'median2026'), fiscalYear: HUD_YEAR } });
  }
  return counties;
}

const hud = hudFigures();
const agencies = (await readPublishedFiles()).flatMap((file) => file.limits);

/** Everything a wallet reads of a county: HUD's figures and every agency table that lists it. */
export function countyFigures(fips: string): CountyFigures {
  const own = hud.get(fips) ?? { limits: [], median: null };
  const tables: CountyIncomeLimit[] = agencies
    .filter((row) => row.countyFips === fips && !row.table.startsWith('hud-'))
    .map(({ countyFips: _, ...row }) => row);
  return { limits: [...own.limits, ...tables], median: own.median };
}
