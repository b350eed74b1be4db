/**
 * The app imports Mantine's stylesheets one component at a time (`styles.ts` for the first load, a
 * screen's own for the rest), so a component used without its stylesheet renders unstyled: Radio
 * labels under their circles, a navigation as plain text. This reads which stylesheets each Mantine
 * component needs from Mantine's own build (every `X.module.mjs` it reaches is `styles/X.css`) and
 * checks that every file using a component loads them: itself, through what it imports, or through
 * `styles.ts`, which the entry loads first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const sourceRoot = path.resolve(import.meta.dirname, '..');
const mantineEntry = createRequire(import.meta.url).resolve('@mantine/core');
const mantineRoot = path.join(
  mantineEntry.slice(0, mantineEntry.lastIndexOf(`@mantine${path.sep}core`)),
  '@mantine/core/esm',
);

/** Named imports of a module specifier, leaving out type-only ones. */
function namedImports(source: string, from: string): string[] {
  const names: string[] = [];
  for (const match of source.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]([^'"]+)['"]/g)) {
    if (match[1] || match[3] !== from) continue;
    for (const part of (match[2] ?? '').split(',')) {
      const name = part.trim();
      if (name && !name.startsWith('type ')) names.push(name.split(/\s+as\s+/)[0] as string);
    }
  }
  return names;
}

/** Every module specifier a source file imports statically (lazy `import()` loads later, on its own). */
const staticImports = (source: string) =>
  [...source.matchAll(/^\s*import\s+(?:[^'"]*?\s+from\s+)?['"]([^'"]+)['"]/gm)].map((match) => match[1] as string);

/** Where Mantine's index takes each export from. */
const mantineExports = new Map<string, string>();
for (const match of readFileSync(path.join(mantineRoot, 'index.mjs'), 'utf8').matchAll(
  /import \{([^}]*)\} from "([^"]+)"/g,
)) {
  for (const name of (match[1] ?? '').split(',')) {
    mantineExports.set(name.trim().split(/\s+as\s+/)[0] as string, path.join(mantineRoot, match[2] as string));
  }
}

/** The stylesheets a Mantine module needs: those of the CSS modules it reaches through its imports. */
function stylesheetsOf(file: string, seen = new Set<string>()): Set<string> {
  const sheets = new Set<string>();
  if (seen.has(file)) return sheets;
  seen.add(file);
  const cssModule = /([^/\\]+)\.module\.mjs$/.exec(file);
  if (cssModule) sheets.add(`@mantine/core/styles/${cssModule[1]}.css`);
  for (const match of readFileSync(file, 'utf8').matchAll(/from "(\.[^"]+)"/g)) {
    for (const sheet of stylesheetsOf(path.join(path.dirname(file), match[1] as string), seen)) sheets.add(sheet);
  }
  return sheets;
}

/**
 * Stylesheets that Mantine's code of a component reaches but that only a part we would have to ask
 * for by name shows: the sheet is needed once the file's source names that part.
 */
const shownOnlyWhenNamed: Record<string, Record<string, string>> = {
  Radio: { RadioCard: 'Radio.Card', RadioIndicator: 'Radio.Indicator' },
  // A modal scrolls natively unless given `scrollAreaComponent={ScrollArea.Autosize}`.
  Modal: { ScrollArea: 'ScrollArea' },
  Table: { ScrollArea: 'Table.ScrollContainer' },
};

const needed = (component: string, sheet: string, source: string) => {
  const name = /styles\/(\w+)\.css$/.exec(sheet)?.[1] ?? '';
  const part = shownOnlyWhenNamed[component]?.[name];
  return part === undefined || source.includes(part);
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The file an app import names, or undefined for a package. */
function resolveApp(from: string, specifier: string): string | undefined {
  const base = specifier.startsWith('@/')
    ? path.join(sourceRoot, specifier.slice(2))
    : specifier.startsWith('.')
      ? path.resolve(path.dirname(from), specifier)
      : undefined;
  if (base === undefined) return undefined;
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts'), path.join(base, 'index.tsx')].find(
    (candidate) => existsSync(candidate) && /\.tsx?$/.test(candidate),
  );
}

/** The stylesheets a file loads: its own CSS imports and those of every app module it imports statically. */
function loadedStylesheets(file: string, seen = new Set<string>()): Set<string> {
  const sheets = new Set<string>();
  if (seen.has(file)) return sheets;
  seen.add(file);
  for (const specifier of staticImports(readFileSync(file, 'utf8'))) {
    if (specifier.endsWith('.css')) sheets.add(specifier);
    const imported = resolveApp(file, specifier);
    if (imported) for (const sheet of loadedStylesheets(imported, seen)) sheets.add(sheet);
  }
  return sheets;
}

describe('Mantine stylesheets', () => {
  const firstLoad = loadedStylesheets(path.join(sourceRoot, 'app/styles.ts'));
  const files = sourceFiles(sourceRoot);

  it('knows where Mantine keeps the styles of its components', () => {
    expect([...stylesheetsOf(mantineExports.get('Radio') as string)]).toContain('@mantine/core/styles/InlineInput.css');
  });

  it('are loaded by every file that uses a Mantine component', () => {
    const missing: string[] = [];
    for (const file of files) {
      const source = readFileSync(file, 'utf8');
      const used = namedImports(source, '@mantine/core').filter((name) => /^[A-Z]/.test(name));
      if (used.length === 0) continue;
      const loaded = new Set([...firstLoad, ...loadedStylesheets(file)]);
      for (const component of used) {
        const module = mantineExports.get(component);
        if (module === undefined) continue;
        for (const sheet of stylesheetsOf(module)) {
          if (!loaded.has(sheet) && needed(component, sheet, source))
            missing.push(`${path.relative(sourceRoot, file)}: ${component} needs ${sheet}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
