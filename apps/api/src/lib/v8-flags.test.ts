import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);

describe("the server's V8 settings", () => {
  // V8 ignores a flag it does not know, saying so only on the console: a Node upgrade that drops
  // one would otherwise slow the server without a word.
  it('are all known to this Node', async () => {
    const flags = new URL('./v8-flags.ts', import.meta.url).href;
    const { stdout, stderr } = await run(process.execPath, [
      '--input-type=module',
      '--eval',
      `await import('${flags}')`,
    ]);
    expect(`${stdout}${stderr}`).toBe('');
  });
});
