/**
 * The API's source files, as the tests that read the code (the architecture picture, the private
 * parts) see them: without the files the boundaries test writes for a moment to lint, which a test
 * running beside it would otherwise read, or fail to read once removed.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** How the boundaries test names the files it writes and removes. */
export const BOUNDARY_FIXTURE_PREFIX = 'boundary-fixture-';

/** The TypeScript files under `folder`, relative to it, with `/` between folders. */
export async function sourceFiles(folder: string): Promise<string[]> {
  return (await readdir(folder, { recursive: true }))
    .map((file) => file.split(path.sep).join('/'))
    .filter((file) => file.endsWith('.ts') && !path.basename(file).startsWith(BOUNDARY_FIXTURE_PREFIX));
}
