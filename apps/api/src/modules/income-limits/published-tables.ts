/**
 * The income-limit figures we have from published sources, kept as data files in
 * `db/seed-data/income-limits/` (one per table, each with its source and date) and loaded at start:
 * agencies' own tables by county, and HUD medians of counties whose HUD file we have not imported.
 * A file names each county as well as its code, so that a wrong code is caught here, not by a buyer.
 */
import { readdir, readFile } from 'node:fs/promises';
import { countiesOf, countyByFips, usStateCodes } from '@hbw/contract';
import { z } from 'zod';
import type { AreaMedianRow, IncomeLimitRow } from './hud-file.ts';
import { DERIVED_PERCENTS, HOUSEHOLD_SIZES, type HouseholdSize, hudTable, limitFromMedian } from './hud-method.ts';

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
  z.object({
    kind: z.literal('hud_medians'),
    ...common,
    counties: z.array(z.object({ fips, name: z.string(), median: z.number().int().positive() })).min(1),
  }),
]);
export type PublishedFile = z.infer<typeof publishedFileSchema>;

function checkCounty(code: string, name: string): void {
  const county = countyByFips(code);
  if (county?.name !== name) {
    throw new Error(`County ${code} is ${county ? `${county.name}, ${county.state}` : 'unknown'}, not ${name}.`);
  }
}

/** The rows of one file, checked: every code is the county it names, no county twice. */
export function rowsOfPublishedFile(file: PublishedFile): { medians: AreaMedianRow[]; limits: IncomeLimitRow[] } {
  const { fiscalYear, source } = file;
  if (file.kind === 'hud_medians') {
    const derivedSource = `${source}. Derived from the median by HUD's household-size adjustment.`;
    return {
      medians: file.counties.map((county) => {
        checkCounty(county.fips, county.name);
        return { countyFips: county.fips, fiscalYear, hudAreaName: null, medianFamilyIncome: county.median, source };
      }),
      limits: file.counties.flatMap((county) =>
        [50, 80, ...DERIVED_PERCENTS].flatMap((percent) =>
          HOUSEHOLD_SIZES.map((size) => ({
            table: hudTable(percent),
            countyFips: county.fips,
            fiscalYear,
            householdSize: size,
            amiPercent: percent,
            maxIncome: limitFromMedian(county.median, percent, size),
            derived: true,
            source: derivedSource,
          })),
        ),
      ),
    };
  }
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
  return { medians: [], limits: rows };
}

export const publishedFilesDirectory = new URL('../../db/seed-data/income-limits/', import.meta.url);

/** Every data file, parsed and checked, by file name; a wrong file stops the start with its name. */
export async function readPublishedFiles(directory: URL = publishedFilesDirectory) {
  const names = (await readdir(directory)).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(
    names.map(async (name) => {
      const text = await readFile(new URL(name, directory), 'utf8');
      const parsed = publishedFileSchema.safeParse(JSON.parse(text));
      if (!parsed.success) throw new Error(`${name}: ${z.prettifyError(parsed.error)}`);
      try {
        return { name, text, file: parsed.data, ...rowsOfPublishedFile(parsed.data) };
      } catch (error) {
        throw new Error(`${name}: ${error instanceof Error ? error.message : error}`);
      }
    }),
  );
}
