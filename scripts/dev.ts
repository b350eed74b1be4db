/**
 * `npm run dev`: the API restarting on every change, and Vite serving the web app with hot reload
 * at http://localhost:5173, passing /api and /dev to the API.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const apiPort = process.env.PORT ?? '3000';
const environment = { ...process.env, PORT: apiPort, PUBLIC_URL: process.env.PUBLIC_URL ?? 'http://localhost:5173' };

const children = [
  spawn(
    process.execPath,
    ['--watch-path=apps/api/src', '--watch-path=packages/contract/src', 'apps/api/src/server.ts'],
    {
      cwd: root,
      env: environment,
      stdio: 'inherit',
    },
  ),
  spawn('npm', ['run', 'dev', '--workspace', '@hbw/web'], {
    cwd: root,
    env: { ...environment, API_PORT: apiPort },
    stdio: 'inherit',
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGINT');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  });
