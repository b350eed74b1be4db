/**
 * Accounts under load. Sign-in is slow on purpose (Argon2id with 19 MiB and 2 passes makes guessing
 * passwords expensive), so its rate is reported with the time of one hash, which bounds it, and has
 * no budget. Reading the signed-in profile finds the session by its hash and loads the user: its rate
 * is a share of bare Fastify's in the same run, like the health check's.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { hashPassword } from '../../apps/api/src/modules/accounts/password.ts';
import type { Measurement } from '../measurement.ts';
import { requestsPerSecond, startBareServer } from './api-throughput.ts';

const load = { warmUpSeconds: 2, roundSeconds: 3, rounds: 2, hashes: 10 };

/** A buyer made for the measurement, and the session token its registration answered. */
async function registerBuyer(appUrl: string): Promise<{ email: string; password: string; token: string }> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = 'a bench that measures sign-in';
  const answer = await fetch(`${appUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, password_confirmation: password }),
  });
  if (!answer.ok) throw new Error(`Registering the bench's buyer answered ${answer.status}: ${await answer.text()}`);
  const { data } = (await answer.json()) as { data: { token: string } };
  return { email, password, token: data.token };
}

async function medianHashMilliseconds(): Promise<number> {
  const times: number[] = [];
  for (let run = 0; run < load.hashes; run++) {
    const start = performance.now();
    await hashPassword('a bench that measures sign-in');
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)] as number;
}

/** The mean rate over alternating rounds, after a warm-up of each. */
async function alternatingRates(measures: (() => Promise<number>)[], warmUps: (() => Promise<number>)[]) {
  for (const warmUp of warmUps) await warmUp();
  const totals = measures.map(() => 0);
  for (let round = 0; round < load.rounds; round++) {
    for (const [index, measure] of measures.entries()) totals[index] = (totals[index] ?? 0) + (await measure());
  }
  return totals.map((total) => total / load.rounds);
}

const accountsThroughput: Measurement = {
  async measure({ app }) {
    const buyer = await registerBuyer(app.url);
    const setting = `10 connections, ${load.rounds} × ${load.roundSeconds} s`;

    const login = {
      method: 'POST' as const,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: buyer.email, password: buyer.password }),
    };
    const loginUrl = `${app.url}/api/wizard-tool/login`;
    const [signInRate = 0] = await alternatingRates(
      [() => requestsPerSecond(loginUrl, load.roundSeconds, login)],
      [() => requestsPerSecond(loginUrl, load.warmUpSeconds, login)],
    );
    const hashMs = await medianHashMilliseconds();

    const bare = await startBareServer();
    try {
      const profileUrl = `${app.url}/api/wizard-tool/profile`;
      const bareUrl = `${bare.url}/api/health`;
      const signedIn = { headers: { authorization: `Bearer ${buyer.token}` } };
      const [profileRate = 0, bareRate = 0] = await alternatingRates(
        [
          () => requestsPerSecond(profileUrl, load.roundSeconds, signedIn),
          () => requestsPerSecond(bareUrl, load.roundSeconds),
        ],
        [
          () => requestsPerSecond(profileUrl, load.warmUpSeconds, signedIn),
          () => requestsPerSecond(bareUrl, load.warmUpSeconds),
        ],
      );
      return [
        {
          measurement: `POST /api/wizard-tool/login, right password (${setting})`,
          value: Math.round(signInRate),
          unit: 'req/s',
        },
        {
          measurement: `Argon2id hash of one password (19 MiB, 2 passes), median of ${load.hashes}`,
          value: Math.round(hashMs),
          unit: 'ms',
        },
        {
          measurement: `GET /api/wizard-tool/profile on the app (${setting})`,
          value: Math.round(profileRate),
          unit: 'req/s',
        },
        { measurement: `GET /api/health on bare Fastify (${setting})`, value: Math.round(bareRate), unit: 'req/s' },
        {
          measurement: 'GET /api/wizard-tool/profile throughput, app ÷ bare Fastify',
          value: Math.round((profileRate / bareRate) * 100) / 100,
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
