/** Stand-ins for Google and Microsoft (sign-in and calendars) and an app configured to use them. */
import { afterAll } from 'vitest';
import { type CalendarApis, startCalendarApis } from '../../../../test/support/calendar-apis.ts';
import {
  completeSignIn,
  type StandInProvider,
  startIdentityProvider,
} from '../../../../test/support/identity-provider.ts';
import { readLatestMail } from './accounts.ts';
import type { TestApp } from './test-app.ts';

export const APP_URL = 'http://homebuyer.test';

export type StandIns = {
  google: StandInProvider;
  microsoft: StandInProvider;
  calendars: CalendarApis;
  environment: Record<string, string>;
};

export async function startStandIns(photo?: Buffer): Promise<StandIns> {
  const google = await startIdentityProvider({
    name: 'google',
    appUrl: APP_URL,
    accounts: [
      {
        login: 'gina',
        claims: {
          sub: 'g-1001',
          email: 'gina.google@example.com',
          email_verified: true,
          given_name: 'Gina',
          family_name: 'Garcia',
        },
      },
      {
        login: 'unverified',
        claims: { sub: 'g-1002', email: 'taken.unverified@example.com', email_verified: false, name: 'Una Verified' },
      },
      {
        login: 'squatter',
        claims: { sub: 'g-1004', email: 'owner.later.g@example.com', email_verified: false, name: 'Not The Owner' },
      },
      {
        login: 'joiner',
        claims: {
          sub: 'g-1003',
          email: 'joiner@example.com',
          email_verified: true,
          given_name: 'Jo',
          family_name: 'Iner',
        },
      },
      {
        login: 'calendar-buyer',
        claims: { sub: 'g-2001', email: 'buyer.calendar@gmail.example', email_verified: true },
      },
      {
        login: 'calendar-lender',
        claims: { sub: 'g-2002', email: 'lender.calendar@gmail.example', email_verified: true },
      },
    ],
  });
  const microsoft = await startIdentityProvider({
    name: 'microsoft',
    appUrl: APP_URL,
    accounts: [
      {
        login: 'mo',
        claims: {
          sub: 'pairwise-1',
          tid: 'tenant-1',
          oid: 'object-1',
          email: 'mo.microsoft@example.com',
          preferred_username: 'mo.microsoft@example.com',
          given_name: 'Mo',
          family_name: 'Ahmed',
        },
      },
      {
        login: 'clash',
        claims: {
          sub: 'pairwise-2',
          tid: 'tenant-1',
          oid: 'object-2',
          email: 'existing.ms@example.com',
          name: 'Existing Person',
        },
      },
      {
        login: 'squatter',
        claims: {
          sub: 'pairwise-4',
          tid: 'tenant-evil',
          oid: 'object-4',
          email: 'owner.later@example.com',
          preferred_username: 'owner.later@example.com',
          name: 'Not The Owner',
        },
      },
      {
        login: 'calendar-ms',
        claims: {
          sub: 'pairwise-3',
          tid: 'tenant-2',
          oid: 'object-3',
          email: 'ms.calendar@outlook.example',
          name: 'Teams Buyer',
        },
      },
      {
        login: 'calendar-ms-lender',
        claims: {
          sub: 'pairwise-5',
          tid: 'tenant-3',
          oid: 'object-5',
          email: 'lender.calendar@outlook.example',
          name: 'Dana Whitfield',
        },
      },
    ],
  });
  const calendars = await startCalendarApis({ google: google.issuer, microsoft: microsoft.issuer }, photo);
  afterAll(async () => {
    await Promise.all([google.close(), microsoft.close(), calendars.close()]);
  });
  return {
    google,
    microsoft,
    calendars,
    environment: {
      GOOGLE_CLIENT_ID: google.clientId,
      GOOGLE_CLIENT_SECRET: google.clientSecret,
      GOOGLE_ISSUER: google.issuer,
      GOOGLE_CALENDAR_API_URL: calendars.googleUrl,
      MICROSOFT_CLIENT_ID: microsoft.clientId,
      MICROSOFT_CLIENT_SECRET: microsoft.clientSecret,
      MICROSOFT_ISSUER: microsoft.issuer,
      MICROSOFT_GRAPH_API_URL: calendars.graphUrl,
    },
  };
}

/** The cookie that binds a flow to the browser that started it, as `app.inject` takes cookies. */
export const FLOW_COOKIE = 'hbw_flow';

/** The code a provider sign-in mailed to prove its email, read from the mailbox as its owner would. */
export async function identityCode(app: TestApp, email: string): Promise<string> {
  const mail = await readLatestMail(app, email, /is your Homebuyer Wizard code$/);
  if (!mail.text?.includes('does not confirm to us'))
    throw new Error(`Not a code for a provider sign-in: ${mail.text}`);
  return /^(\d{6}) /.exec(mail.subject)?.[1] ?? '';
}

/**
 * Starts a flow at the app, signs in at the stand-in, and hands the callback back to the app, in
 * the browser that started it (its flow cookie) unless `otherBrowser`. A sign-in whose email the
 * provider did not verify then waits for our code; unless `proveEmail` is false, the code is read
 * from the mailbox and typed, as the address's owner would.
 */
export async function signInThrough(
  app: TestApp,
  provider: 'google' | 'microsoft',
  login: string,
  options: {
    purpose?: 'sign_in' | 'calendar';
    mode?: 'popup' | 'redirect';
    cookie?: string;
    /** The session of whoever's browser the callback opens in, when it is not the starter's. */
    callbackCookie?: string;
    otherBrowser?: boolean;
    proveEmail?: boolean;
  } = {},
) {
  const start = await app.inject({
    method: 'GET',
    url: `/api/auth/${provider}/start?purpose=${options.purpose ?? 'sign_in'}&mode=${options.mode ?? 'redirect'}`,
    ...(options.cookie ? { cookies: { hbw_session: options.cookie } } : {}),
  });
  if (start.statusCode !== 302) throw new Error(`start answered ${start.statusCode}: ${start.body}`);
  const flowSecret = start.cookies.find((cookie) => cookie.name === FLOW_COOKIE)?.value;
  if (!flowSecret) throw new Error('start set no flow cookie');
  const callback = await completeSignIn(String(start.headers.location), login);
  const session = options.callbackCookie ?? options.cookie;
  const answer = await app.inject({
    method: 'GET',
    url: `${callback.pathname}${callback.search}`,
    cookies: {
      ...(options.otherBrowser ? {} : { [FLOW_COOKIE]: flowSecret }),
      ...(session ? { hbw_session: session } : {}),
    },
  });
  const sessionOf = (response: typeof answer) =>
    response.cookies.find((cookie) => cookie.name === 'hbw_session' && cookie.value !== '')?.value;
  const waiting = answer.cookies.find((cookie) => cookie.name === FLOW_COOKIE && cookie.value !== '')?.value;
  if (!waiting || options.proveEmail === false)
    return { callback, answer, session: sessionOf(answer), confirmationSecret: waiting };

  const { email } = (
    await app.inject({ method: 'GET', url: '/api/auth/confirmation', cookies: { [FLOW_COOKIE]: waiting } })
  ).json().data;
  const confirmed = await app.inject({
    method: 'POST',
    url: '/api/auth/confirmation',
    cookies: { [FLOW_COOKIE]: waiting },
    payload: { otp: await identityCode(app, email) },
  });
  if (confirmed.statusCode !== 200) throw new Error(`confirmation answered ${confirmed.statusCode}: ${confirmed.body}`);
  return { callback, answer, session: sessionOf(confirmed), confirmationSecret: waiting };
}
