/**
 * The income-limit figures we have from published sources, kept as data files in
 * `db/seed-data/income-limits/` (each with its source and date) and loaded at start: agencies' own
 * tables by county (one JSON file each), and HUD's FY2026 limits of every county (`HUD_COUNTY_FILE`,
 * a CSV), the starting data until console staff import HUD's own file. A file names each county as
 * well as its code, so that a wrong code is caught here, not by a buyer.
 */
import { readdir, readFile } from 'node:fs/promises';
import { countiesOf, countyByFips, usStateCodes } from '@hbw/contract';
import { parse } from 'csv-parse/sync';
import { z } from 'zod';
import type { AreaMedianRow, IncomeLimitRow } from './hud-file.ts';
import { HOUSEHOLD_SIZES, type HouseholdSize, hudTable, PUBLISHED_PERCENTS } from './hud-method.ts';

const fips = z.string().regex(/^\d{5}$/);
const common = {
  fiscalYear: z.number().int().min(2000).max(2100),
  source: z.string().min(1),
  sourceDate: z.string().min(4),
  note: z.string().optional(),
};
const sizes = z
  .string()
  .regex(/^[1-8](-[1-8])?$/)
  .transform((text) => {
    const [from, to = from] = text.split('-').map(Number) as [number, number?];
    return HOUSEHOLD_SIZES.filter((size) => size >= from && size <= (to as number));
  });
const limits = z.array(z.object({ sizes, maxIncome: z.number().int().positive() })).min(1);

export const publishedFileSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('agency_table'),
    table: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
    title: z.string().min(1),
    amiPercent: z.number().int().positive().nullable(),
    ...common,
    counties: z
      .array(
        z.union([
          z.object({ fips, name: z.string(), limits }),
          /** Every county of the state that the file does not list. */
          z.object({ otherCountiesOf: z.enum(usStateCodes), limits }),
        ]),
      )
      .min(1),
  }),
]);
export type PublishedFile = z.infer<typeof publishedFileSchema>;

function checkCounty(code: string, name: string): void {
  const county = countyByFips(code);
  if (county?.name !== name) {
    throw new Error(`County ${code} is ${county ? `${county.name}, ${county.state}` : 'unknown'}, not ${name}.`);
  }
}

/** The rows of an agency's file, checked: every code is the county it names, no county twice. */
export function rowsOfPublishedFile(file: PublishedFile): IncomeLimitRow[] {
  const { fiscalYear, source } = file;
  const listed = new Set<string>();
  const rows: IncomeLimitRow[] = [];
  const add = (countyFips: string, entries: { sizes: HouseholdSize[]; maxIncome: number }[]) => {
    if (listed.has(countyFips)) throw new Error(`County ${countyFips} is twice in ${file.table}.`);
    listed.add(countyFips);
    for (const { sizes: group, maxIncome } of entries) {
      for (const householdSize of group) {
        rows.push({
          table: file.table,
          countyFips,
          fiscalYear,
          householdSize,
          amiPercent: file.amiPercent,
          maxIncome,
          derived: false,
          source,
        });
      }
    }
  };
  for (const entry of file.counties) {
    if ('fips' in entry) {
      checkCounty(entry.fips, entry.name);
      add(entry.fips, entry.limits);
    }
  }
  for (const entry of file.counties) {
    if ('otherCountiesOf' in entry) {
      for (const county of countiesOf(entry.otherCountiesOf)) {
        if (!listed.has(county.fips)) add(county.fips, entry.limits);
      }
    }
  }
  const sizesSeen = new Set(rows.map((row) => `${row.countyFips}/${row.householdSize}`));
  if (sizesSeen.size !== rows.length) throw new Error(`A household size has two limits in ${file.table}.`);
  return rows;
}

/** HUD's limits of every county for FY2026, with its source in README.md beside it. */
export const HUD_COUNTY_FILE = 'hud-fy2026-by-county.csv';
const HUD_COUNTY_SOURCE =
  'HUD Section 8 income limits FY2026 (Section8-FY26, effective 2026-05-01), as published in PolicyEngine US, commit 8914f89da05465871c6bb62855853a85b244cd1e';
/** HUD's column prefix of each published percentage, as in HUD's own file (ELI = extremely low income). */
const HUD_PREFIXES = { 30: 'ELI_', 50: 'l50_', 80: 'l80_' } as const;
/**
 * Rows of HUD's county file that are no county of the questionnaire's list, left out: the
 * territories other than Puerto Rico, which the questionnaire does not offer, and HUD's "Sullivan
 * part" of Missouri (29056), a piece of the town of Sullivan that HUD counts in the St. Louis area
 * under a code of its own, which is no Census county.
 */
const NOT_COUNTIES = { states: new Set(['VI', 'GU', 'AS', 'MP']), codes: new Set(['29056']) };
/** A name's letters alone: HUD writes "La Salle" and "Dona Ana" where the Census writes "LaSalle" and "Doña Ana". */
const lettersOf = (name: string) =>
  name
    .normalize('NFD')
    .replace(/[^A-Za-z]/g, '')
    .toLowerCase();

/**
 * HUD's limits of every county, published (30%, 50% and 80% of the median for 1 to 8 people) and
 * checked: every code is a county of the list with the name HUD gives it, or a row left out on
 * purpose. In New England HUD publishes by town: where a county's towns belong to several HUD
 * areas, the file holds the median of the towns' figures, so those rows are marked derived.
 */
export function rowsOfHudCountyFile(text: string): { medians: AreaMedianRow[]; limits: IncomeLimitRow[] } {
  const records = parse(text, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
  const medianColumn = Object.keys(records[0] ?? {}).find((name) => /^median\d{4}$/.test(name));
  if (!medianColumn) throw new Error('The file has no median<year> column.');
  const fiscalYear = Number(medianColumn.slice(-4));
  const dollars = (record: Record<string, string>, column: string) => {
    const amount = Number(record[column]);
    if (!Number.isInteger(amount) || amount <= 0) throw new Error(`${record.fips}: ${column} is “${record[column]}”.`);
    return amount;
  };
  const medians: AreaMedianRow[] = [];
  const limits: IncomeLimitRow[] = [];
  const listed = new Set<string>();
  for (const record of records) {
    const { fips = '', stusps = '', county_name: name = '' } = record;
    const county = countyByFips(fips);
    if (!county && (NOT_COUNTIES.states.has(stusps) || NOT_COUNTIES.codes.has(fips))) continue;
    // HUD adds the kind the list leaves out in Alaska ("Chugach Census Area").
    if (county?.state !== stusps || !lettersOf(name).startsWith(lettersOf(county.label))) {
      throw new Error(
        `County ${fips} is ${county ? `${county.label}, ${county.state}` : 'unknown'}, not ${name}, ${stusps}.`,
      );
    }
    if (listed.has(fips)) throw new Error(`County ${fips} is twice.`);
    listed.add(fips);
    const areas = Number(record.n_hud_areas_in_county_fy25);
    const derived = areas > 1;
    const source = derived
      ? `${HUD_COUNTY_SOURCE}. ${name} spans ${areas} HUD areas: each figure is the median of its towns' figures, approximate.`
      : HUD_COUNTY_SOURCE;
    medians.push({
      countyFips: fips,
      fiscalYear,
      hudAreaName: derived ? null : (record.hud_area_name_fy25 ?? null),
      medianFamilyIncome: dollars(record, medianColumn),
      source,
    });
    for (const percent of PUBLISHED_PERCENTS) {
      for (const householdSize of HOUSEHOLD_SIZES) {
        limits.push({
          table: hudTable(percent),
          countyFips: fips,
          fiscalYear,
          householdSize,
          amiPercent: percent,
          maxIncome: dollars(record, HUD_PREFIXES[percent] + householdSize),
          derived,
          source,
        });
      }
    }
  }
  return { medians, limits };
}

export const publishedFilesDirectory = new URL('../../db/seed-data/income-limits/', import.meta.url);

const isDataFile = (name: string) => name.endsWith('.json') || name === HUD_COUNTY_FILE;

/** The data files' names and texts, unread: what says whether they changed. */
export async function publishedFileTexts(directory: URL = publishedFilesDirectory) {
  const names = (await readdir(directory)).filter(isDataFile).sort();
  return Promise.all(names.map(async (name) => ({ name, text: await readFile(new URL(name, directory), 'utf8') })));
}

/** Every data file, parsed and checked, by file name; a wrong file stops the start with its name. */
export async function readPublishedFiles(directory: URL = publishedFilesDirectory) {
  return (await publishedFileTexts(directory)).map(({ name, text }) => {
    try {
      if (name === HUD_COUNTY_FILE) return { name, ...rowsOfHudCountyFile(text) };
      const parsed = publishedFileSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error(z.prettifyError(parsed.error));
      return { name, medians: [], limits: rowsOfPublishedFile(parsed.data) };
    } catch (error) {
      throw new Error(`${name}: ${error instanceof Error ? error.message : error}`);
    }
  });
}
