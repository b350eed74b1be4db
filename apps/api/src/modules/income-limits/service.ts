/**
 * Loading income limits: HUD's yearly file, imported from the console or the command line
 * (`npm run admin -- import-income-limits <csv>`), all of it or nothing; and the published tables of
 * the data files, loaded at start.
 */
import { createHash } from 'node:crypto';
import type { Database } from '../../db/database.ts';
import { type HudFile, hudCountyRows, readHudFile } from './hud-file.ts';
import { publishedFileTexts, readPublishedFiles } from './published-tables.ts';
import { type CountyFigures, incomeLimitsRepository } from './repository.ts';

export type HudImport = Omit<HudFile, 'counties'> & {
  /** Counties whose limits were imported; 0 when a row was refused, as nothing then is. */
  countiesImported: number;
  rowsImported: number;
};

/**
 * Imports HUD's file: the fiscal year's HUD limits become the file's, or, when any row is
 * refused (or the header is not HUD's: `HudFileError`), nothing changes.
 */
export async function importHudIncomeLimits(db: Database, text: string, source: string): Promise<HudImport> {
  const { counties, ...file } = readHudFile(text);
  if (file.refused.length > 0) return { ...file, countiesImported: 0, rowsImported: 0 };
  const rowsImported = await db.transaction((tx) => replaceHudYear(tx, { ...file, counties }, source));
  return { ...file, countiesImported: counties.length, rowsImported };
}

/** The file's fiscal year of HUD limits becomes the file's; call it in a transaction. Answers the limits written. */
export async function replaceHudYear(db: Database, file: HudFile, source: string): Promise<number> {
  const rows = file.counties.map((county) => hudCountyRows(county, file.fiscalYear, source));
  const limits = rows.flatMap((row) => row.limits);
  await incomeLimitsRepository(db).replaceHudYear(
    file.fiscalYear,
    rows.map((row) => row.median),
    limits,
  );
  return limits.length;
}

/** The printed report of an import: counts, then each refused and left-out line. */
export function describeHudImport(report: HudImport): string {
  const rows = (count: number) => `${count} ${count === 1 ? 'row' : 'rows'}`;
  const lines = [`Read ${rows(report.rowsRead)} of HUD's FY${report.fiscalYear} income limits.`];
  if (report.refused.length > 0) {
    lines.push(`Refused ${rows(report.refused.length)}, so nothing was imported:`);
    lines.push(...report.refused.map((note) => `  line ${note.line}: ${note.reason}`));
  } else {
    lines.push(`Imported the limits of ${report.countiesImported} counties (${report.rowsImported} limits).`);
  }
  if (report.leftOut.length > 0) {
    lines.push(`Left out ${rows(report.leftOut.length)} that we cannot key by county:`);
    lines.push(...report.leftOut.map((note) => `  line ${note.line}: ${note.reason}`));
  }
  return lines.join('\n');
}

/** A seed name that changes with the data files, so that a corrected file is loaded at the next start. */
export async function publishedTablesVersion(): Promise<string> {
  const hash = createHash('sha256');
  for (const { name, text } of await publishedFileTexts()) hash.update(name).update(text);
  return hash.digest('hex').slice(0, 12);
}

/**
 * Every figure of the data files by county, as the start-up seed loads them and a wallet reads them
 * (`figuresOfCounty`): for the engine's tables of cases and its benchmark, without a database.
 */
export async function publishedCountyFigures(): Promise<ReadonlyMap<string, CountyFigures>> {
  const byCounty = new Map<string, CountyFigures>();
  const figuresOf = (fips: string) => {
    let figures = byCounty.get(fips);
    if (!figures) {
      figures = { limits: [], median: null };
      byCounty.set(fips, figures);
    }
    return figures;
  };
  for (const file of await readPublishedFiles()) {
    for (const { countyFips, ...limit } of file.limits) figuresOf(countyFips).limits.push(limit);
    for (const { countyFips, medianFamilyIncome, fiscalYear } of file.medians) {
      const figures = figuresOf(countyFips);
      if (!figures.median || figures.median.fiscalYear < fiscalYear) {
        figures.median = { median: medianFamilyIncome, fiscalYear };
      }
    }
  }
  return byCounty;
}

/** Loads every data file; running it again changes nothing. */
export async function loadPublishedIncomeLimits(db: Database): Promise<number> {
  const files = await readPublishedFiles();
  const repository = incomeLimitsRepository(db);
  await repository.savePublished(
    files.flatMap((file) => file.medians),
    files.flatMap((file) => file.limits),
  );
  return files.reduce((sum, file) => sum + file.limits.length, 0);
}
