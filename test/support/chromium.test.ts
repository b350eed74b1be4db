import { execFile } from 'node:child_process';
import { chmod, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** Runs a script of ours with exactly `env` (and Node's own PATH entry), and says how it ended. */
async function ended(script: string, env: Record<string, string>) {
  const nodeFolder = path.dirname(process.execPath);
  return run(process.execPath, [path.join(root, script)], {
    cwd: root,
    env: { PATH: nodeFolder, ...env },
  }).then(
    ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
    (failure: { code: number; stdout: string; stderr: string }) => failure,
  );
}

describe('where the tests and CI find Chromium', () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'hbw-chromium-'));
    await writeFile(path.join(folder, 'chromium'), '#!/bin/sh\n');
    await chmod(path.join(folder, 'chromium'), 0o755);
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));

  it('takes the chromium on PATH, as `command -v` would', async () => {
    const found = await ended('test/support/chromium.ts', { PATH: `${folder}:${path.dirname(process.execPath)}` });
    expect(found).toMatchObject({ code: 0, stdout: `${path.join(folder, 'chromium')}\n` });
  });

  it('takes CHROMIUM_PATH before anything on PATH, and says so when nothing is there', async () => {
    const found = await ended('test/support/chromium.ts', { CHROMIUM_PATH: path.join(folder, 'missing') });
    expect(found.code).toBe(1);
    expect(found.stderr).toContain(`No Chromium at ${path.join(folder, 'missing')}`);
  });

  it.each(['true', '1', 'github-actions', 'TRUE'])(
    'fails the browser tests without a browser when CI=%s',
    async (ci) => {
      const outcome = await ended('e2e/run.ts', { CI: ci, CHROMIUM_PATH: path.join(folder, 'missing') });
      expect(outcome.code).toBe(1);
      expect(outcome.stderr).toContain('The browser tests cannot run.');
    },
  );

  it.each(['', 'false', '0'])('skips them loudly, outside CI (CI=%j)', async (ci) => {
    const outcome = await ended('e2e/run.ts', { CI: ci, CHROMIUM_PATH: path.join(folder, 'missing') });
    expect(outcome.code).toBe(0);
    expect(outcome.stderr).toContain('THE BROWSER TESTS WERE SKIPPED');
  });
});
