/** The app's own entry points (server.ts, admin.ts), run as real processes from apps/api. */
import path from 'node:path';
import * as processes from '../../../../test/support/process.ts';

export type { Started } from '../../../../test/support/process.ts';

const apiRoot = path.resolve(import.meta.dirname, '../..');
const entry = (name: string) => path.join(apiRoot, 'src', name);
const quiet = { LOG_LEVEL: 'warn' };

export const startProcess = (name: string, args: string[], environment: Record<string, string>) =>
  processes.startProcess(entry(name), args, { ...quiet, ...environment }, apiRoot);

export const runProcess = (name: string, args: string[], environment: Record<string, string>) =>
  processes.runProcess(entry(name), args, { ...quiet, ...environment }, apiRoot);
