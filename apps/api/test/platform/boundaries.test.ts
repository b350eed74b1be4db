/**
 * The lint rules that keep the API's layers apart (biome.json's overrides, issue 17) bite: a module
 * reaching into another module's files, and lib/ reaching up into a module, are errors of
 * `npm run lint`, while the same import through the module's front door passes. Each case is a
 * file written for a moment where such code would live, linted by Biome, and removed.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { BOUNDARY_FIXTURE_PREFIX } from '../support/source-files.ts';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../../../..');
const biome = path.join(root, 'node_modules/.bin/biome');

async function lint(folder: string, source: string): Promise<{ failed: boolean; output: string }> {
  const file = path.join(root, folder, `${BOUNDARY_FIXTURE_PREFIX}${randomUUID()}.ts`);
  await writeFile(file, source);
  try {
    const { stdout, stderr } = await run(biome, ['lint', '--colors=off', file], { cwd: root });
    return { failed: false, output: `${stdout}${stderr}` };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { failed: true, output: `${stdout}${stderr}` };
  } finally {
    await rm(file, { force: true });
  }
}

describe('the boundaries between the API’s modules and layers (issue 17)', () => {
  it('refuses a module importing another module’s internals', async () => {
    const { failed, output } = await lint(
      'apps/api/src/modules/booking',
      "import { signedIn } from '../accounts/session.ts';\nexport const used = signedIn;\n",
    );
    expect(failed).toBe(true);
    expect(output).toContain('through its front door only');
  });

  it('lets a module use another through its front door', async () => {
    const { failed, output } = await lint(
      'apps/api/src/modules/booking',
      "import { signedIn } from '../accounts/index.ts';\nexport const used = signedIn;\n",
    );
    expect(output).not.toContain('front door');
    expect(failed).toBe(false);
  });

  it('refuses lib/ importing a module', async () => {
    const { failed, output } = await lint(
      'apps/api/src/lib',
      "import { signedIn } from '../modules/accounts/index.ts';\nexport const used = signedIn;\n",
    );
    expect(failed).toBe(true);
    expect(output).toContain('never import them');
  });
});
