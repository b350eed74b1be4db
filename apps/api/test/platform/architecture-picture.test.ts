/**
 * The picture of which API module uses which, in docs/architecture.md, is the code's: this test reads
 * the imports of every file of apps/api/src/modules/<module>/ from other modules' front doors
 * (`../<other>/index.ts`, the only way lint lets a module reach another), and fails on a picture
 * that says otherwise, with the picture to paste in its place. The modules' uses have no cycle: a
 * module that needs a port of another's defines the port itself (identity's `CalendarGrants`).
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { sourceFiles } from '../support/source-files.ts';

const root = path.resolve(import.meta.dirname, '../../../..');
const modulesFolder = path.join(root, 'apps/api/src/modules');
const architecture = path.join(root, 'docs/architecture.md');
const START = '<!-- module imports: checked by apps/api/test/platform/architecture-picture.test.ts -->';
const END = '<!-- end of module imports -->';

/** Each module with the modules whose front doors its files import, by name. */
async function moduleImports(): Promise<Map<string, Set<string>>> {
  const graph = new Map<string, Set<string>>();
  const modules = (await readdir(modulesFolder, { withFileTypes: true })).filter((entry) => entry.isDirectory());
  for (const { name } of modules.sort((a, b) => a.name.localeCompare(b.name))) {
    const used = new Set<string>();
    for (const file of await sourceFiles(path.join(modulesFolder, name))) {
      const text = await readFile(path.join(modulesFolder, name, file), 'utf8');
      for (const [, other] of text.matchAll(/['"]\.\.\/([\w-]+)\/index\.ts['"]/g)) if (other) used.add(other);
    }
    graph.set(name, used);
  }
  return graph;
}

/** The picture as docs/architecture.md shows it, between its two markers. */
function picture(graph: Map<string, Set<string>>): string {
  const width = Math.max(...[...graph.keys()].map((name) => name.length)) + 2;
  const lines = [...graph].map(([name, used]) =>
    `${name.padEnd(width)}${used.size ? [...used].sort().join(', ') : '-'}`.trimEnd(),
  );
  return [START, '```', `${'module'.padEnd(width)}uses the front doors of`, ...lines, '```', END].join('\n');
}

describe('the architecture picture', () => {
  it("shows which modules each API module imports, as the code's imports say", async () => {
    const expected = picture(await moduleImports());
    const text = await readFile(architecture, 'utf8');
    const start = text.indexOf(START);
    const end = text.indexOf(END);
    const shown = start >= 0 && end > start ? text.slice(start, end + END.length) : '(no picture)';
    expect(
      shown,
      `docs/architecture.md's picture of the modules' imports is not the code's; paste this in its place:\n\n${expected}\n`,
    ).toBe(expected);
  });

  it('has no cycle: no module uses, through others, a module that uses it', async () => {
    const graph = await moduleImports();
    const cycles: string[] = [];
    const reach = (from: string, path: string[]) => {
      for (const next of graph.get(from) ?? []) {
        if (next === path[0]) cycles.push([...path, next].join(' → '));
        else if (!path.includes(next)) reach(next, [...path, next]);
      }
    };
    for (const name of graph.keys()) reach(name, [name]);
    expect(cycles).toEqual([]);
  });
});
