/**
 * HUD's yearly Section 8 income limits file (huduser.gov, "Section8-FY25", saved as CSV), read into
 * the rows we keep, with every row that cannot be used refused by line number and reason. Pure: the
 * text comes in, rows and a report go out; the command and the database are elsewhere.
 *
 * One row per HUD area piece: `fips` is the county's 5-digit FIPS code and a 5-digit county
 * subdivision, 99999 outside New England, where HUD publishes limits by town. A town row is kept
 * for its county only when every town of the county has the same limits; otherwise the county is
 * left out and a lender checks its limits.
 */
import { countyByFips, usStates } from '@hbw/contract';
import { parse } from 'csv-parse/sync';
import {
  DERIVED_PERCENTS,
  HOUSEHOLD_SIZES,
  type HouseholdSize,
  hudTable,
  limitFromVeryLow,
  PUBLISHED_PERCENTS,
} from './hud-method.ts';

/** HUD's column prefix of each published percentage (ELI = extremely low income, 30%). */
const PREFIXES = { 30: 'ELI_', 50: 'l50_', 80: 'l80_' } as const satisfies Record<
  (typeof PUBLISHED_PERCENTS)[number],
  string
>;
const limitColumns = PUBLISHED_PERCENTS.flatMap((percent) => HOUSEHOLD_SIZES.map((size) => PREFIXES[percent] + size));
/** The columns we read; `median<year>` (median2025) also says the fiscal year. */
const REQUIRED = ['fips', 'stusps', 'County_Name', 'hud_area_name', ...limitColumns];
/** Columns HUD's file has that we do not need. */
const KNOWN = ['state', 'county', 'hud_area_code', 'county_town_name', 'metro', 'cbsasub', 'msa', 'State_Name'];

export class HudFileError extends Error {
  override name = 'HudFileError';
}

export type LineNote = { line: number; reason: string };

export type HudCounty = {
  line: number;
  countyFips: string;
  state: string;
  countyName: string;
  hudAreaName: string;
  median: number;
  /** By percentage, the limits for 1 to 8 people. */
  limits: Record<(typeof PUBLISHED_PERCENTS)[number], number[]>;
};

export type HudFile = {
  fiscalYear: number;
  rowsRead: number;
  counties: HudCounty[];
  /** Rows that are wrong: while there is one, nothing is imported. */
  refused: LineNote[];
  /** Rows that are right but that we cannot key by county (territories, towns that differ). */
  leftOut: LineNote[];
};

export type IncomeLimitRow = {
  table: string;
  countyFips: string;
  fiscalYear: number;
  householdSize: HouseholdSize;
  amiPercent: number | null;
  maxIncome: number;
  derived: boolean;
  source: string;
};

export type AreaMedianRow = {
  countyFips: string;
  fiscalYear: number;
  hudAreaName: string | null;
  medianFamilyIncome: number;
  source: string;
};

const stateCodes = new Set<string>(usStates.map((state) => state.code));

function checkHeader(header: string[]): { column: (name: string) => number; medianColumn: string; fiscalYear: number } {
  const position = new Map(header.map((name, index) => [name.trim().toLowerCase(), index]));
  const medians = header.filter((name) => /^median\d{4}$/i.test(name.trim()));
  if (medians.length !== 1) {
    throw new HudFileError(
      medians.length === 0
        ? 'The header has no median column (median2025 in HUD’s FY2025 file): is this HUD’s Section 8 income limits file?'
        : `The header has ${medians.length} median columns (${medians.join(', ')}); HUD’s file has one.`,
    );
  }
  const medianColumn = (medians[0] as string).trim();
  const missing = REQUIRED.filter((name) => !position.has(name.toLowerCase()));
  if (missing.length > 0) {
    throw new HudFileError(`The header lacks the column${missing.length > 1 ? 's' : ''} ${missing.join(', ')}.`);
  }
  const expected = new Set([...REQUIRED, ...KNOWN, medianColumn].map((name) => name.toLowerCase()));
  const unknown = header.filter((name) => !expected.has(name.trim().toLowerCase()));
  if (unknown.length > 0) {
    throw new HudFileError(
      `The header has the column${unknown.length > 1 ? 's' : ''} ${unknown.join(', ')}, which HUD’s file does not: check that this is HUD’s Section 8 income limits file as published.`,
    );
  }
  return {
    column: (name) => position.get(name.toLowerCase()) as number,
    medianColumn,
    fiscalYear: Number(medianColumn.slice(-4)),
  };
}

/** A whole number of dollars ("41,800" and "$41,800" are fine), or a reason. */
function dollars(text: string, column: string): number | string {
  const digits = text.trim().replace(/^\$/, '').replace(/,/g, '');
  if (!/^\d+$/.test(digits) || Number(digits) === 0) {
    return `${column} is ${text.trim() === '' ? 'empty' : `“${text.trim()}”`}, not a whole number of dollars.`;
  }
  return Number(digits);
}

/** The rows of a file, or a `HudFileError` when it is not HUD's file (its header says so). */
export function readHudFile(text: string): HudFile {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    throw new HudFileError(`The file is not readable as CSV: ${error instanceof Error ? error.message : error}`);
  }
  const [header, ...rows] = records;
  if (!header) throw new HudFileError('The file is empty.');
  const { column, medianColumn, fiscalYear } = checkHeader(header.record);
  const cell = (row: string[], name: string) => (row[column(name)] ?? '').trim();

  const refused: LineNote[] = [];
  const leftOut: LineNote[] = [];
  const counties: HudCounty[] = [];
  const countyLines = new Map<string, number>();
  const towns = new Map<string, HudCounty[]>();

  for (const { record, info } of rows) {
    const line = info.lines;
    const refuse = (reason: string) => refused.push({ line, reason });
    if (record.length !== header.record.length) {
      refuse(`The row has ${record.length} cells; the header has ${header.record.length}.`);
      continue;
    }
    const fips = cell(record, 'fips');
    const state = cell(record, 'stusps').toUpperCase();
    if (!/^\d{10}$/.test(fips)) {
      refuse(`fips is “${fips}”: HUD’s code has 10 digits, the county’s 5 and a subdivision’s 5.`);
      continue;
    }
    if (!stateCodes.has(state)) {
      leftOut.push({ line, reason: `${state || 'No state'} is not a state the questionnaire offers.` });
      continue;
    }
    const countyFips = fips.slice(0, 5);
    const known = countyByFips(countyFips);
    if (known && known.state !== state) {
      refuse(`fips ${fips} is a county of ${known.state}, but stusps says ${state}.`);
      continue;
    }
    const median = dollars(cell(record, medianColumn), medianColumn);
    const reasons: string[] = typeof median === 'string' ? [median] : [];
    const limits = {} as HudCounty['limits'];
    for (const percent of PUBLISHED_PERCENTS) {
      limits[percent] = HOUSEHOLD_SIZES.map((size) => {
        const amount = dollars(cell(record, PREFIXES[percent] + size), PREFIXES[percent] + size);
        if (typeof amount === 'string') reasons.push(amount);
        return typeof amount === 'number' ? amount : 0;
      });
    }
    if (reasons.length === 0) {
      for (const size of HOUSEHOLD_SIZES) {
        const [extremelyLow, veryLow, low] = PUBLISHED_PERCENTS.map((percent) => limits[percent][size - 1]) as [
          number,
          number,
          number,
        ];
        if (!(extremelyLow <= veryLow && veryLow <= low)) {
          reasons.push(
            `The limits for ${size} ${size === 1 ? 'person' : 'people'} do not rise from ELI_${size} to l50_${size} to l80_${size} (${extremelyLow}, ${veryLow}, ${low}).`,
          );
        }
      }
    }
    if (reasons.length > 0) {
      refuse(reasons.join(' '));
      continue;
    }
    const county: HudCounty = {
      line,
      countyFips,
      state,
      countyName: cell(record, 'County_Name'),
      hudAreaName: cell(record, 'hud_area_name'),
      median: median as number,
      limits,
    };
    if (fips.endsWith('99999')) {
      const first = countyLines.get(countyFips);
      if (first !== undefined) {
        refuse(`County ${countyFips} is already on line ${first}.`);
        continue;
      }
      countyLines.set(countyFips, line);
      counties.push(county);
    } else {
      towns.set(countyFips, [...(towns.get(countyFips) ?? []), county]);
    }
  }

  for (const [countyFips, pieces] of towns) {
    const [first] = pieces as [HudCounty];
    const same = (piece: HudCounty) =>
      piece.median === first.median && JSON.stringify(piece.limits) === JSON.stringify(first.limits);
    if (countyLines.has(countyFips)) {
      refused.push({
        line: first.line,
        reason: `County ${countyFips} is already on line ${countyLines.get(countyFips)}.`,
      });
    } else if (pieces.every(same)) {
      counties.push(first);
    } else {
      leftOut.push({
        line: first.line,
        reason: `The ${pieces.length} towns of ${first.countyName}, ${first.state} (${countyFips}) have different limits: a lender checks them.`,
      });
    }
  }

  refused.sort((a, b) => a.line - b.line);
  leftOut.sort((a, b) => a.line - b.line);
  return { fiscalYear, rowsRead: rows.length, counties, refused, leftOut };
}

/**
 * What we keep of a county: its median, HUD's published limits, and the limits at the other
 * percentages programs cite, derived from the published 50% limit by HUD's method.
 */
export function hudCountyRows(
  county: HudCounty,
  fiscalYear: number,
  source: string,
): { median: AreaMedianRow; limits: IncomeLimitRow[] } {
  const row = (percent: number, size: HouseholdSize, maxIncome: number, derived: boolean): IncomeLimitRow => ({
    table: hudTable(percent),
    countyFips: county.countyFips,
    fiscalYear,
    householdSize: size,
    amiPercent: percent,
    maxIncome,
    derived,
    source,
  });
  const veryLowFourPerson = county.limits[50][3] as number;
  return {
    median: {
      countyFips: county.countyFips,
      fiscalYear,
      hudAreaName: county.hudAreaName,
      medianFamilyIncome: county.median,
      source,
    },
    limits: [
      ...PUBLISHED_PERCENTS.flatMap((percent) =>
        HOUSEHOLD_SIZES.map((size) => row(percent, size, county.limits[percent][size - 1] as number, false)),
      ),
      ...DERIVED_PERCENTS.flatMap((percent) =>
        HOUSEHOLD_SIZES.map((size) => row(percent, size, limitFromVeryLow(veryLowFourPerson, percent, size), true)),
      ),
    ],
  };
}
