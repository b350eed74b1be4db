import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const json = async (file: string) => JSON.parse(await readFile(path.join(root, file), 'utf8'));

// npm 11 prints a warning for every dependency whose install script the project has not reviewed,
// and npm 12 skips such scripts: the embedded PostgreSQL would then start without its libraries.
describe('the install scripts the project allows', () => {
  it('covers every package of the lock that has one, so an install prints no warning', async () => {
    const lock = await json('package-lock.json');
    const { allowScripts } = await json('package.json');
    const withScripts = Object.entries(lock.packages as Record<string, { hasInstallScript?: boolean }>)
      .filter(([, entry]) => entry.hasInstallScript)
      .map(([where]) => where.split('node_modules/').at(-1));
    expect(withScripts.length).toBeGreaterThan(0);
    expect(withScripts.filter((name) => name && allowScripts[name] !== true)).toEqual([]);
  });

  it('allows the script of the Node 24 that README.md and .ci/run bring into .tools/node', async () => {
    expect((await json('.tools/node/package.json')).allowScripts).toEqual({ node: true });
  });
});
