/**
 * The identity journeys' worker app: the shared fixtures, with oidc-provider standing in for Google
 * and for Microsoft (two issuers) and a local server answering the Google Calendar and Microsoft
 * Graph calls. The stand-ins must know the app's address before it starts and the app theirs, so
 * the browser reaches the app through a small TCP relay whose address is fixed first; the app's
 * public URL is the relay's, as it would be behind a load balancer.
 */
import net from 'node:net';
import type { Page } from '@playwright/test';
import { startAppServer } from '../../../test/support/app-server.ts';
import { type CalendarApis, startCalendarApis } from '../../../test/support/calendar-apis.ts';
import { type StandInProvider, startIdentityProvider } from '../../../test/support/identity-provider.ts';
import { startSmtpSink } from '../../../test/support/smtp-sink.ts';
import { type App, test as base } from '../../fixtures.ts';

export { expect, expectAccessible } from '../../fixtures.ts';

export type StandIns = { google: StandInProvider; microsoft: StandInProvider; calendars: CalendarApis };

type Relay = { url: string; pointAt(port: number): void; close(): Promise<void> };

/** Listens on a free port and pipes each connection to the port it is pointed at. */
async function startRelay(): Promise<Relay> {
  let target = 0;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((incoming) => {
    const outgoing = net.connect(target, '127.0.0.1');
    for (const socket of [incoming, outgoing]) {
      sockets.add(socket);
      socket.on('close', () => sockets.delete(socket));
      socket.on('error', () => {
        incoming.destroy();
        outgoing.destroy();
      });
    }
    incoming.pipe(outgoing).pipe(incoming);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  return {
    url: `http://localhost:${port}`,
    pointAt: (port) => {
      target = port;
    },
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

export const test = base.extend<
  { providerPages: undefined },
  { standIns: StandIns; relay: Relay; botCheck: 'off' | 'altcha' }
>({
  /** The bot check the worker's app asks for: off, as in development, unless a file uses `altcha`. */
  botCheck: ['off', { scope: 'worker', option: true }],

  relay: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const relay = await startRelay();
      try {
        await use(relay);
      } finally {
        await relay.close();
      }
    },
    { scope: 'worker' },
  ],

  standIns: [
    async ({ relay }, use) => {
      const google = await startIdentityProvider({ name: 'google', appUrl: relay.url, accounts: [] });
      const microsoft = await startIdentityProvider({ name: 'microsoft', appUrl: relay.url, accounts: [] });
      const calendars = await startCalendarApis({ google: google.issuer, microsoft: microsoft.issuer });
      try {
        await use({ google, microsoft, calendars });
      } finally {
        await Promise.all([google.close(), microsoft.close(), calendars.close()]);
      }
    },
    { scope: 'worker' },
  ],

  app: [
    async ({ relay, standIns, botCheck }, use) => {
      const { google, microsoft, calendars } = standIns;
      const mail = await startSmtpSink();
      try {
        const server = await startAppServer({
          smtpUrl: mail.url,
          environment: {
            PUBLIC_URL: relay.url,
            GOOGLE_CLIENT_ID: google.clientId,
            GOOGLE_CLIENT_SECRET: google.clientSecret,
            GOOGLE_ISSUER: google.issuer,
            GOOGLE_CALENDAR_API_URL: calendars.googleUrl,
            MICROSOFT_CLIENT_ID: microsoft.clientId,
            MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
            MICROSOFT_ISSUER: microsoft.issuer,
            MICROSOFT_GRAPH_API_URL: calendars.graphUrl,
            ...(botCheck === 'altcha'
              ? { BOT_CHECK: 'altcha', ALTCHA_HMAC_KEY: 'identity-journeys-altcha-hmac-key-2026-11' }
              : {}),
          },
        });
        try {
          relay.pointAt(Number(new URL(server.url).port));
          const app: App = { url: relay.url, mail, output: server.output, admin: server.admin };
          await use(app);
        } finally {
          await server.stop();
        }
      } finally {
        await mail.close();
      }
    },
    { scope: 'worker', timeout: 180_000 },
  ],

  // The stand-ins' pages load a web font from Google, which the test machines cannot reach: an
  // empty style sheet keeps that failure out of the console.
  providerPages: [
    async ({ context }, use) => {
      await context.route('https://fonts.googleapis.com/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/css', body: '' }),
      );
      await use(undefined);
    },
    { auto: true },
  ],
});

let accountCount = 0;

/** Adds a person to a stand-in provider; `login` is what they type on its sign-in page. */
export function addProviderAccount(
  provider: StandInProvider,
  claims: Record<string, unknown> & { email: string },
): string {
  accountCount += 1;
  const login = `person-${accountCount}-${Date.now().toString(36)}`;
  provider.accounts.set(login, { login, claims: { sub: login, ...claims } });
  return login;
}

/** Signs in on a stand-in's own pages (oidc-provider's development forms), as the person would. */
export async function signInAtProvider(page: Page, login: string): Promise<void> {
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill('any password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}
