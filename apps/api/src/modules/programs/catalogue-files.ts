/**
 * Reads the program catalogue's data files (content/programs/*.json, decision 017) and validates each
 * against the contract's schema. Every problem is named by file, program and field, so that whoever
 * imports them can fix it; the files that pass are returned as they will be stored.
 */
import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { type CatalogueFile, catalogueFileSchema } from '@hbw/contract';
import type { z } from 'zod';

export const defaultCatalogueDir = path.resolve(import.meta.dirname, '../../../../../content/programs');

export type LoadedCatalogueFile = { file: string; catalogue: CatalogueFile };

/** Where an issue lies, in words: `programs[2] (tdhca-my-choice-texas-home) benefit.percent`. */
function issuePlace(issue: z.core.$ZodIssue, raw: unknown): string {
  const [first, index, ...rest] = issue.path;
  if (first === 'programs' && typeof index === 'number') {
    const programs = (raw as { programs?: { slug?: unknown }[] }).programs;
    const slug = programs?.[index]?.slug;
    const named = typeof slug === 'string' ? ` (${slug})` : '';
    return `program ${index + 1}${named}${rest.length ? ` field ${rest.join('.')}` : ''}`;
  }
  return issue.path.length ? `field ${issue.path.join('.')}` : 'the file';
}

/** One file, parsed and validated: the catalogue, or the sentences that say what is wrong. */
export function parseCatalogueFile(
  file: string,
  text: string,
): { catalogue: CatalogueFile; problems: [] } | { catalogue: undefined; problems: string[] } {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    return { catalogue: undefined, problems: [`${file}: not valid JSON (${(error as Error).message}).`] };
  }
  const parsed = catalogueFileSchema.safeParse(raw);
  if (parsed.success) return { catalogue: parsed.data, problems: [] };
  return {
    catalogue: undefined,
    problems: parsed.error.issues.map((issue) => `${file}: ${issuePlace(issue, raw)}: ${issue.message}`),
  };
}

/** The JSON files of a folder (sorted, so the import order never changes) or the one file given. */
async function catalogueFiles(target: string): Promise<string[]> {
  if (!(await stat(target)).isDirectory()) return [target];
  const names = (await readdir(target)).filter((name) => name.endsWith('.json')).sort();
  return names.map((name) => path.join(target, name));
}

/** Reads and validates every file of a folder, or one file. */
export async function readCatalogue(target: string): Promise<{ files: LoadedCatalogueFile[]; problems: string[] }> {
  const files: LoadedCatalogueFile[] = [];
  const problems: string[] = [];
  const found = await catalogueFiles(target).catch(() => undefined);
  if (!found) return { files, problems: [`${target}: there is no such file or folder.`] };
  if (found.length === 0) return { files, problems: [`${target}: there are no .json catalogue files in it.`] };
  for (const file of found) {
    const relative = path.relative(process.cwd(), file);
    const shown = relative && !relative.startsWith('..') ? relative : file;
    const result = parseCatalogueFile(shown, await readFile(file, 'utf8'));
    if (result.catalogue) files.push({ file: shown, catalogue: result.catalogue });
    else problems.push(...result.problems);
  }
  return { files, problems };
}
