/**
 * Accounts under load. Sign-in is slow on purpose (Argon2id with 19 MiB and 2 passes makes guessing
 * passwords expensive), so its rate is reported with the time of one hash, which bounds it, and has
 * no budget. Reading the signed-in profile finds the session by its hash and loads the user: its rate
 * is a share of bare Fastify's in the same run, like the health check's.
 */
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../../apps/api/src/modules/accounts/password.ts';
import { registerBuyer } from '../a-day-of-calls.ts';
import type { Measurement } from '../measurement.ts';
import { requestsPerSecond, round2, shareOfBare, shareSetting, startBareServer } from './api-throughput.ts';

const load = { warmUpSeconds: 2, signInSeconds: 6, hashes: 10 };

async function medianHashMilliseconds(password: string): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < load.hashes; run++) {
    const start = performance.now();
    await hashPassword(password);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

const accountsThroughput: Measurement = {
  async measure({ app }) {
    const buyer = await registerBuyer(app.url);

    const login = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: buyer.email, password: buyer.password }),
    };
    const loginUrl = `${app.url}/api/wizard-tool/login`;
    await requestsPerSecond(loginUrl, load.warmUpSeconds, login);
    const signInRate = await requestsPerSecond(loginUrl, load.signInSeconds, login);
    const hashMs = await medianHashMilliseconds(buyer.password);

    const bare = await startBareServer();
    try {
      const profile = await shareOfBare(app, '/api/wizard-tool/profile', bare, {
        headers: { authorization: `Bearer ${buyer.token}` },
      });
      return [
        {
          measurement: `POST /api/wizard-tool/login, right password (10 connections, ${load.signInSeconds} s)`,
          value: Math.round(signInRate),
          unit: 'req/s',
        },
        {
          measurement: `Argon2id hash of one password (19 MiB, 2 passes), median of ${load.hashes}`,
          value: Math.round(hashMs),
          unit: 'ms',
        },
        {
          measurement: `GET /api/wizard-tool/profile on the app (${shareSetting})`,
          value: Math.round(profile.rate),
          unit: 'req/s',
        },
        {
          measurement: `GET /api/health on bare Fastify (${shareSetting})`,
          value: Math.round(profile.bareRate),
          unit: 'req/s',
        },
        {
          measurement: 'GET /api/wizard-tool/profile throughput, app ÷ bare Fastify (median of pairs)',
          value: round2(profile.share),
          unit: '',
          budget: { atLeast: 0.4 },
        },
      ];
    } finally {
      await bare.stop();
    }
  },
};

export default accountsThroughput;
