/**
 * The calls a day of use brings, for an app to answer before its throughput is measured. V8
 * compiles the code that every call runs through (our hooks, Fastify's routing and replies) for the
 * objects it has met; once it has met many kinds it stops specialising, and every call pays. A
 * process in production has met them all, so one that has only answered the call being measured
 * flatters it: by about a tenth on the slot list (decision 015).
 */
import { randomUUID } from 'node:crypto';

/**
 * A buyer made for a measurement, and the session token its registration answered. Registered as the
 * sign-up form registers: with the zone of the machine's clock, which the measuring browser shares.
 */
export async function registerBuyer(appUrl: string): Promise<{ email: string; password: string; token: string }> {
  const email = `bench-${randomUUID()}@example.com`;
  const password = 'a bench that measures the app';
  const time_zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const answer = await fetch(`${appUrl}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, password_confirmation: password, time_zone }),
  });
  if (!answer.ok) throw new Error(`Registering a bench buyer answered ${answer.status}: ${await answer.text()}`);
  const { data } = (await answer.json()) as { data: { token: string } };
  return { email, password, token: data.token };
}

const rounds = 40;

/**
 * Rounds of pages, reads signed in and signed out, refusals (404, 401, 422, a wrong password) and
 * the metrics page, each answered before the next is asked.
 */
export async function answerADayOfCalls(appUrl: string): Promise<void> {
  const buyer = await registerBuyer(appUrl);
  const signedIn = { authorization: `Bearer ${buyer.token}` };
  const json = { 'content-type': 'application/json' };
  const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const calls: [string, RequestInit][] = [
    ...[
      '/',
      '/app/appointments-list',
      '/metrics',
      '/api/health',
      '/api/programs',
      '/api/programs?page=2',
      '/api/programs/1',
      '/api/programs/999999',
      '/api/professionals',
      '/api/auth/providers',
      '/api/content/docs',
      '/api/no-such-call',
      '/api/wizard-tool/profile',
    ].map((url): [string, RequestInit] => [url, {}]),
    ...[
      '/api/wizard-tool/profile',
      '/api/appointment',
      '/api/appointment?page=2',
      '/api/wallet',
      '/api/favorites',
      '/api/calendars',
      '/api/appointment/get-refresh-token',
      '/api/wizard/results',
      `/api/appointment/slots?professional_detail_id=none&date=${tomorrow}`,
    ].map((url): [string, RequestInit] => [url, { headers: signedIn }]),
    ['/api/appointment/store', { method: 'POST', headers: { ...signedIn, ...json }, body: '{}' }],
    [
      '/api/wizard-tool/login',
      { method: 'POST', headers: json, body: JSON.stringify({ email: buyer.email, password: 'not the password' }) },
    ],
  ];
  for (let round = 0; round < rounds; round++) {
    for (const [url, init] of calls) {
      const answer = await fetch(`${appUrl}${url}`, init);
      await answer.arrayBuffer();
      if (answer.status >= 500) throw new Error(`${url} answered ${answer.status} while the app was warmed.`);
    }
  }
}
