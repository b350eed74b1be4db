/**
 * How many health checks a second the app answers, as a share of what bare Fastify answers on the
 * same machine in the same run: a ratio holds on a noisy machine where a raw count would not. The
 * helpers here take every such share the same way (`shareOfBare`).
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import autocannon from 'autocannon';
import { onCoresOfTheirOwn } from '../cores.ts';
import type { Measurement, Server } from '../measurement.ts';

const load = { connections: 10, warmUpSeconds: 2, roundSeconds: 2, pairs: 7 };

/** How a share of bare Fastify was taken, for the names of the rows that report it. */
export const shareSetting = `${load.connections} connections, ${load.pairs} pairs of ${load.roundSeconds} s rounds, a core each`;

const apiThroughput: Measurement = {
  async measure({ app }) {
    const bare = await startBareServer();
    try {
      const health = await shareOfBare(app, '/api/health', bare);
      return [
        { measurement: `GET /api/health on the app (${shareSetting})`, value: Math.round(health.rate), unit: 'req/s' },
        {
          measurement: `GET /api/health on bare Fastify (${shareSetting})`,
          value: Math.round(health.bareRate),
          unit: 'req/s',
        },
        {
          measurement: 'GET /api/health throughput, app ÷ bare Fastify (median of pairs)',
          value: round2(health.share),
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

type Request = Pick<autocannon.Options, 'method' | 'headers' | 'body' | 'requests'>;

/** What a browser says it accepts: the app answers as it would answer one, compressed where it compresses. */
const asBrowsersAsk = { 'accept-encoding': 'br, gzip' };

/**
 * Autocannon's result for `url` under load, asking for compression as a browser does; `request` adds
 * a method, headers and a body, or `requests` that set each request up in turn.
 */
export async function underLoad(url: string, seconds: number, request: Request = {}): Promise<autocannon.Result> {
  const headers = { ...asBrowsersAsk, ...request.headers };
  const result = await autocannon({ url, connections: load.connections, duration: seconds, ...request, headers });
  // A rate made of errors or refusals measures nothing: a failed request is a failed measurement.
  if (result.errors > 0 || result.non2xx > 0) {
    throw new Error(`${url} answered ${result.non2xx} non-2xx responses and ${result.errors} errors under load.`);
  }
  return result;
}

export const round2 = (value: number) => Math.round(value * 100) / 100;

export type Share = {
  /** The mean rate of the call over its rounds, and bare Fastify's over theirs. */
  rate: number;
  bareRate: number;
  /** The median over the pairs of rounds of the call's rate ÷ bare Fastify's. */
  share: number;
  /** The worst p99 latency of the call's rounds, in ms. */
  p99: number;
};

/**
 * The rate of a call (`path` on `server`) as a share of bare Fastify's health route (`bare`, from
 * `startBareServer`), with both servers on one core and the load on another (`onCoresOfTheirOwn`).
 * After a warm-up of each, short rounds of the two alternate in pairs: the machine's speed drifts
 * within seconds, so each pair is a ratio taken at one moment, and the median sets aside a pair that
 * other work fell on.
 */
export async function shareOfBare(server: Server, path: string, bare: Server, request: Request = {}): Promise<Share> {
  const url = `${server.url}${path}`;
  const bareHealth = `${bare.url}/api/health`;
  return onCoresOfTheirOwn([server.pid, bare.pid], async () => {
    await underLoad(url, load.warmUpSeconds, request);
    await underLoad(bareHealth, load.warmUpSeconds);
    const shares: number[] = [];
    let rate = 0;
    let bareRate = 0;
    let p99 = 0;
    for (let pair = 0; pair < load.pairs; pair++) {
      const call = await underLoad(url, load.roundSeconds, request);
      const bareRound = await underLoad(bareHealth, load.roundSeconds);
      shares.push(call.requests.average / bareRound.requests.average);
      rate += call.requests.average / load.pairs;
      bareRate += bareRound.requests.average / load.pairs;
      p99 = Math.max(p99, call.latency.p99);
    }
    shares.sort((a, b) => a - b);
    return { rate, bareRate, share: shares[Math.floor(shares.length / 2)] as number, p99 };
  });
}

/** Requests per second on `url` under autocannon's load. */
export async function requestsPerSecond(url: string, seconds: number, request: Request = {}): Promise<number> {
  return (await underLoad(url, seconds, request)).requests.average;
}

/** Bare Fastify answering the health check, in its own process: the yardstick of throughput ratios. */
export async function startBareServer(): Promise<Server & { stop(): Promise<void> }> {
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
  if (child.pid === undefined) throw new Error('The bare Fastify server listens, but its process has no id.');
  return {
    url: `http://localhost:${port}`,
    pid: child.pid,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}
