/** `npm start`: builds the web app when its sources changed since the last build, then serves. */
import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import module from 'node:module';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

// Node keeps the code it compiles between starts: a start on existing data loads some thousand
// modules, and compiling them again took a tenth of it.
module.enableCompileCache(path.join(root, 'node_modules/.cache/node-compile-cache'));
const builtIndex = path.join(root, 'apps/web/dist/index.html');
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/postcss.config.js',
  'packages/contract/src',
  'content',
];

async function newestChange(entry: string): Promise<number> {
  const info = await stat(entry).catch(() => undefined);
  if (!info) return 0;
  if (!info.isDirectory()) return info.mtimeMs;
  const children = await readdir(entry);
  const times = await Promise.all(children.map((child) => newestChange(path.join(entry, child))));
  return Math.max(info.mtimeMs, ...times);
}

const builtAt = (() => {
  try {
    return statSync(builtIndex).mtimeMs;
  } catch {
    return 0;
  }
})();
const changedAt = Math.max(...(await Promise.all(sources.map((source) => newestChange(path.join(root, source))))));
if (changedAt > builtAt) {
  console.log(builtAt === 0 ? 'Building the web app (first start)…' : 'The web app changed: building it…');
  const build = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../apps/api/src/server.ts');
