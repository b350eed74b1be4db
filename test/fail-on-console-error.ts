/** A test that makes something log an error fails, unless it expected that error (vi.spyOn first). */
import { afterEach, beforeEach, vi } from 'vitest';

let unexpected: unknown[][] = [];
let original: typeof console.error;

beforeEach(() => {
  unexpected = [];
  original = console.error;
  console.error = (...args: unknown[]) => {
    unexpected.push(args);
    original(...args);
  };
});

afterEach(() => {
  console.error = original;
  if (unexpected.length > 0) {
    throw new Error(
      `console.error was called during the test:\n${unexpected.map((args) => args.map(String).join(' ')).join('\n')}`,
    );
  }
});

vi.setConfig({ restoreMocks: true });
