/**
 * Where each row of the research tables of local programs went (content/programs/research, decision
 * 053): a program of the catalogue, or the reason it is not one, so that the next engineer knows
 * what is left.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defaultCatalogueDir, readCatalogue } from '../../src/modules/programs/index.ts';

const researchFolder = path.resolve(defaultCatalogueDir, 'research');
const rowSchema = z.union([
  z.object({ table: z.string(), place: z.string(), program: z.string(), slug: z.string() }).strict(),
  z.object({ table: z.string(), place: z.string(), program: z.string(), notListed: z.string().min(1) }).strict(),
]);
const listSchema = z.object({
  tables: z.array(z.object({ file: z.string(), rows: z.number().int().positive() })),
  rows: z.array(rowSchema),
});
const list = listSchema.parse(JSON.parse(readFileSync(path.join(researchFolder, 'programs-local.json'), 'utf8')));

/** The research tables, beside the repository where the engineers keep them. */
const researchTables = path.resolve(defaultCatalogueDir, '../../../shared/research');

/** A table's rows as the list names them: the first two cells of each row of a program. */
function tableRows(file: string): string[] {
  return readFileSync(path.join(researchTables, file), 'utf8')
    .split('\n')
    .filter((line) => line.startsWith('| ') && !line.startsWith('| City') && !line.startsWith('|---'))
    .map((line) => {
      const [place, program] = line
        .slice(1)
        .split('|')
        .map((cell) => cell.trim());
      return `${place} · ${program}`;
    });
}

describe('the rows of the research tables of local programs', () => {
  it('lists as many rows of each table as the table has, each saying where it went', () => {
    for (const table of list.tables) {
      expect(list.rows.filter((row) => row.table === table.file)).toHaveLength(table.rows);
    }
    expect(list.rows.length).toBe(list.tables.reduce((sum, table) => sum + table.rows, 0));
  });

  it('names only programs the catalogue has, each once', async () => {
    const { files } = await readCatalogue(defaultCatalogueDir);
    const slugs = new Set(files.flatMap(({ catalogue }) => catalogue.programs.map((program) => program.slug)));
    const listed = list.rows.flatMap((row) => ('slug' in row ? [row.slug] : []));
    expect(listed.filter((slug) => !slugs.has(slug))).toEqual([]);
    expect(new Set(listed).size).toBe(listed.length);
  });

  it.skipIf(!existsSync(researchTables))('lists every row of the tables, by place and program', () => {
    for (const table of list.tables) {
      const listed = list.rows.filter((row) => row.table === table.file).map((row) => `${row.place} · ${row.program}`);
      expect(listed).toEqual(tableRows(table.file));
    }
  });
});
