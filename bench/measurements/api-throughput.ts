/**
 * How many health checks a second the app answers, as a share of what bare Fastify answers on the
 * same machine in the same run: a ratio holds on a noisy machine where a raw count would not. Rounds
 * alternate between the two so that a slow spell of the machine falls on both.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import type { Measurement } from '../measurement.ts';

const load = { connections: 10, warmUpSeconds: 3, roundSeconds: 5, rounds: 2 };

const apiThroughput: Measurement = {
  async measure({ app }) {
    const bare = await startBareServer();
    try {
      const appHealth = `${app.url}/api/health`;
      const bareHealth = `${bare.url}/api/health`;
      await requestsPerSecond(appHealth, load.warmUpSeconds);
      await requestsPerSecond(bareHealth, load.warmUpSeconds);
      let appTotal = 0;
      let bareTotal = 0;
      for (let round = 0; round < load.rounds; round++) {
        appTotal += await requestsPerSecond(appHealth, load.roundSeconds);
        bareTotal += await requestsPerSecond(bareHealth, load.roundSeconds);
      }
      const appRate = appTotal / load.rounds;
      const bareRate = bareTotal / load.rounds;
      const setting = `${load.connections} connections, ${load.rounds} × ${load.roundSeconds} s`;
      return [
        { measurement: `GET /api/health on the app (${setting})`, value: Math.round(appRate), unit: 'req/s' },
        { measurement: `GET /api/health on bare Fastify (${setting})`, value: Math.round(bareRate), unit: 'req/s' },
        {
          measurement: 'GET /api/health throughput, app ÷ bare Fastify',
          value: Math.round((appRate / bareRate) * 100) / 100,
          unit: '',
          budget: { atLeast: 0.5 },
        },
      ];
    } finally {
      await bare.stop();
    }
  },
};

export default apiThroughput;

type Request = Pick<autocannon.Options, 'method' | 'headers' | 'body'>;

/** Autocannon's result for `url` under load; `request` adds a method, headers and a body. */
export async function underLoad(url: string, seconds: number, request: Request = {}): Promise<autocannon.Result> {
  const result = await autocannon({ url, connections: load.connections, duration: seconds, ...request });
  // A rate made of errors or refusals measures nothing: a failed request is a failed measurement.
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url} answered ${result.non2xx} non-2xx responses and ${result.errors} errors under load.`);
  }
  return result;
}

/** Requests per second on `url` under autocannon's load. */
export async function requestsPerSecond(url: string, seconds: number, request: Request = {}): Promise<number> {
  return (await underLoad(url, seconds, request)).requests.average;
}

/** Bare Fastify answering the health check, in its own process: the yardstick of throughput ratios. */
export async function startBareServer(): Promise<{ url: string; stop(): Promise<void> }> {
  const child = spawn(process.execPath, [path.join(import.meta.dirname, '../bare-server.ts')], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const port = await new Promise<string>((resolve, reject) => {
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const ready = /ready on port (\d+)/.exec(output);
      if (ready?.[1]) resolve(ready[1]);
    });
    void exited.then(() => reject(new Error(`The bare Fastify server ended before it listened: ${output}`)));
  });
  return {
    url: `http://localhost:${port}`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
