import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const run = promisify(execFile);
const flags = new URL('./v8-flags.ts', import.meta.url).href;

/** V8's `%GetOptimizationStatus` bit of a function running optimised code. */
const OPTIMIZED = 16;

/**
 * In a new Node process, with or without the server's settings: a property access that has met ten
 * kinds of object, more than V8's default four and fewer than the server's sixteen, is optimised;
 * then it meets an eleventh kind. Kept specialised, the optimised code checks the kinds it knows and
 * is thrown away for the new one; megamorphic, it looks the property up whatever the kind and stays.
 */
async function accessAfterANewKind(withSettings: boolean): Promise<{ before: number; after: number }> {
  const source = `
    ${withSettings ? `await import('${flags}');` : ''}
    const kinds = Array.from({ length: 10 }, (_, index) => ({ ['own' + index]: index, x: index }));
    function read(object) { return object.x; }
    %PrepareFunctionForOptimization(read);
    for (let round = 0; round < 100; round++) for (const object of kinds) read(object);
    %OptimizeFunctionOnNextCall(read);
    read(kinds[0]);
    const before = %GetOptimizationStatus(read);
    read({ another: 1, x: 2 });
    console.log(JSON.stringify({ before, after: %GetOptimizationStatus(read) }));
  `;
  const { stdout, stderr } = await run(process.execPath, [
    '--allow-natives-syntax',
    '--input-type=module',
    '--eval',
    source,
  ]);
  // V8 ignores a flag it does not know, saying so only on the console.
  expect(stderr).toBe('');
  return JSON.parse(stdout);
}

describe("the server's V8 settings", () => {
  it('keep a property access met by ten kinds of object specialised to them', async () => {
    const { before, after } = await accessAfterANewKind(true);
    expect(before & OPTIMIZED).toBe(OPTIMIZED);
    expect(after & OPTIMIZED).toBe(0);
  });

  // Without them the same access is megamorphic: the probe above tells the two apart on this Node.
  it('differ from V8’s default, under which the same access is megamorphic', async () => {
    const { before, after } = await accessAfterANewKind(false);
    expect(before & OPTIMIZED).toBe(OPTIMIZED);
    expect(after & OPTIMIZED).toBe(OPTIMIZED);
  });
});
