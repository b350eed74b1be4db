/**
 * Gives the servers measured one core and the load generator (this process, which runs autocannon)
 * another while a share of bare Fastify is taken. Left to the scheduler on two cores, a server and
 * autocannon sometimes share a core and sometimes not: bare Fastify moved between 50 and 70 thousand
 * requests a second from one 2 s round to the next, and held within 2 % when pinned
 * (docs/decisions/014-throughput-shares-on-cores-of-their-own.md). Pinned, a share compares what
 * each server costs per request on the same core.
 */
import { execFile } from 'node:child_process';
import os from 'node:os';
import { promisify } from 'node:util';

const run = promisify(execFile);
// Every core of the machine: availableParallelism() would count only those this process may use now.
const cores = os.cpus().length;
const generatorCore = '0';
const serverCore = String(cores - 1);
const anyCore = `0-${cores - 1}`;

/** Every thread of the process `pid` on `cpuList` (taskset's list, `0-1` say). */
async function pin(pid: number, cpuList: string): Promise<void> {
  await run('taskset', ['--all-tasks', '--cpu-list', '--pid', cpuList, String(pid)]);
}

let pinning: Promise<boolean> | undefined;
/** Whether this machine can pin: two cores or more, and util-linux's taskset. Said once when it cannot. */
function canPin(): Promise<boolean> {
  pinning ??= (async () => {
    if (cores < 2) {
      console.warn('bench: one core only; the servers and the load generator share it.');
      return false;
    }
    try {
      await pin(process.pid, anyCore);
      return true;
    } catch {
      console.warn('bench: taskset (util-linux) is missing; shares are taken without pinning, and move more.');
      return false;
    }
  })();
  return pinning;
}

/** Runs `measure` with the `servers` (process ids) on the last core and this process on the first. */
export async function onCoresOfTheirOwn<T>(servers: number[], measure: () => Promise<T>): Promise<T> {
  if (!(await canPin())) return measure();
  await Promise.all([pin(process.pid, generatorCore), ...servers.map((pid) => pin(pid, serverCore))]);
  try {
    return await measure();
  } finally {
    await Promise.all([process.pid, ...servers].map((pid) => pin(pid, anyCore)));
  }
}
