/**
 * The lint rule that keeps features apart bites: Biome, with the repository's own configuration, reports
 * each file of test/lint-fixtures that breaks it, and none that keeps it. The fixtures sit at the paths
 * they pretend to have (apps/web/src/...) below their own root, which the main lint leaves out.
 */
import { execFile } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const fixtures = path.resolve(import.meta.dirname, '../test/lint-fixtures');
const biome = createRequire(import.meta.url).resolve('@biomejs/biome/bin/biome');

type Diagnostic = { category: string; location: { path: string } };

async function lintFixtures(): Promise<Diagnostic[]> {
  const run = promisify(execFile)(
    process.execPath,
    [biome, 'lint', '--config-path=biome.json', '--reporter=json', 'apps'],
    {
      cwd: fixtures,
    },
  );
  // Biome exits 1 when it reports errors, which is what the fixtures are for: read its report either way.
  const { stdout } = await run.catch((failure: { stdout: string }) => failure);
  return (JSON.parse(stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}

const restricted = 'lint/style/noRestrictedImports';

const breakingTheRule = [
  'apps/web/src/features/wallet/components/wallet-imports-programs.tsx',
  'apps/web/src/features/wallet/components/wallet-climbs-to-programs.tsx',
  'apps/web/src/features/wallet/wallet-climbs-from-its-top.ts',
  'apps/web/src/lib/lib-imports-app.ts',
  'apps/web/src/components/component-imports-feature.tsx',
];
const keepingTheRule = [
  'apps/web/src/features/wallet/components/wallet-imports-its-own-and-shared.tsx',
  'apps/web/src/app/routes/route-composes-features.tsx',
];

describe('features never import each other, and shared code never imports features or the app', () => {
  let reported: Map<string, string[]>;
  beforeAll(async () => {
    reported = new Map();
    for (const diagnostic of await lintFixtures()) {
      const categories = reported.get(diagnostic.location.path) ?? [];
      reported.set(diagnostic.location.path, [...categories, diagnostic.category]);
    }
  });

  it.each(breakingTheRule)('reports %s', (fixture) => {
    expect(reported.get(fixture)).toEqual([restricted]);
  });

  it.each(keepingTheRule)('lets %s be', (fixture) => {
    expect(reported.get(fixture)).toBeUndefined();
  });

  it('has a case for every fixture', () => {
    const files = readdirSync(path.join(fixtures, 'apps'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(fixtures, path.join(entry.parentPath, entry.name)));
    expect(files.sort()).toEqual([...breakingTheRule, ...keepingTheRule].sort());
  });
});
