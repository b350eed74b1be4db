import { fromWallTime, slotStartsOn } from '@hbw/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, calendarConnections } from '../../src/db/schema/index.ts';
import { loadTokenKey, tokenVault } from '../../src/lib/token-vault.ts';
import { bearer, readLatestMail } from '../support/accounts.ts';
import { book, demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { type StandIns, signInThrough, startStandIns } from '../support/identity.ts';
import { createTestApp, eventually, type TestApp } from '../support/test-app.ts';

let standIns: StandIns;
let app: TestApp;
let lender: Awaited<ReturnType<typeof demoLender>>;

beforeAll(async () => {
  standIns = await startStandIns();
  app = await createTestApp(standIns.environment);
  lender = await demoLender(app);
  await app.jobs.boss.updateQueue('booking.confirm', { retryDelay: 1, retryBackoff: false });
});

async function buyerWithGoogleCalendar() {
  const buyer = await newBuyer(app, 'calendar');
  const connect = await signInThrough(app, 'google', 'calendar-buyer', { purpose: 'calendar', cookie: buyer.token });
  expect(connect.answer.statusCode).toBe(302);
  expect(connect.answer.headers.location).toBe('/profile');
  return buyer;
}

const meetingOf = (id: number) =>
  eventually(async () => {
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, id));
    if (!row?.meetLink) throw new Error('no meeting yet');
    return row;
  }, 60_000);

describe('connecting a calendar', () => {
  it('keeps the tokens sealed and reports the connection, never the tokens', async () => {
    const buyer = await buyerWithGoogleCalendar();
    const status = (
      await app.inject({ method: 'GET', url: '/api/appointment/get-refresh-token', headers: buyer.headers })
    ).json().data;
    expect(status.google).toMatchObject({ connected: true, email: 'buyer.calendar@gmail.example', broken: false });
    expect(Date.parse(status.google.expires_at)).toBeGreaterThan(Date.now());

    const disconnect = await app.inject({ method: 'DELETE', url: '/api/calendars/google', headers: buyer.headers });
    expect(disconnect.json().data.google.connected).toBe(false);
  });

  it.each(['redirect', 'popup'] as const)(
    'connects nothing when the provider’s answer is opened in a browser that did not start it (%s)',
    async (mode) => {
      // Buyer A starts connecting and sends the provider's address to a victim, who consents.
      const attacker = await newBuyer(app, 'calendar');
      const victim = await newBuyer(app, 'calendar');
      const connect = await signInThrough(app, 'google', 'calendar-lender', {
        purpose: 'calendar',
        mode,
        cookie: attacker.token,
        callbackCookie: victim.token,
        otherBrowser: true,
      });
      expect(connect.answer.statusCode).toBe(400);
      for (const buyer of [attacker, victim]) {
        const status = await app.inject({
          method: 'GET',
          url: '/api/appointment/get-refresh-token',
          headers: buyer.headers,
        });
        expect(status.json().data.google.connected).toBe(false);
      }
    },
  );

  it('connects nothing when someone else is signed in at the callback', async () => {
    const starter = await newBuyer(app, 'calendar');
    const other = await newBuyer(app, 'calendar');
    const connect = await signInThrough(app, 'google', 'calendar-buyer', {
      purpose: 'calendar',
      cookie: starter.token,
      callbackCookie: other.token,
    });
    expect(connect.answer.statusCode).toBe(403);
    expect(connect.answer.body).toContain('Sign in as the account that started connecting this calendar');
    for (const buyer of [starter, other]) {
      const status = await app.inject({
        method: 'GET',
        url: '/api/appointment/get-refresh-token',
        headers: buyer.headers,
      });
      expect(status.json().data.google.connected).toBe(false);
    }
  });

  it('needs a signed-in person to connect a calendar', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/auth/google/start?purpose=calendar' });
    expect(response.statusCode).toBe(401);
  });
});

describe('the meeting of a booked call', () => {
  it('is a 15-minute Google event with a Meet link on the buyer’s calendar, and its retry makes no second event', async () => {
    const buyer = await buyerWithGoogleCalendar();
    standIns.calendars.failNext(1, 503);
    const booked = (await book(app, buyer.headers, { ...lender, date: upcoming(2), time: '10:00:00' })).json().data;
    const row = await meetingOf(booked.id);
    expect(row.calendarProvider).toBe('google');
    expect(row.meetLink).toMatch(/^https:\/\/meet\.google\.com\//);

    const events = standIns.calendars.events.filter((event) => event.id === row.uid);
    expect(events).toHaveLength(1);
    const body = events[0]?.body as {
      summary: string;
      start: { dateTime: string; timeZone: string };
      end: { dateTime: string };
      attendees: { email: string }[];
      reminders: { overrides: { minutes: number }[] };
      conferenceData: { createRequest: { requestId: string; conferenceSolutionKey: { type: string } } };
    };
    expect(body.summary).toBe('Homebuyer Appointment Call');
    expect(body.start).toEqual({
      dateTime: `${booked.appointment_date.slice(0, 10)}T10:00:00`,
      timeZone: 'America/New_York',
    });
    expect(body.end.dateTime).toBe(`${booked.appointment_date.slice(0, 10)}T10:15:00`);
    expect(body.attendees).toEqual([{ email: lender.email, displayName: 'Dana Whitfield' }]);
    expect(body.reminders.overrides).toEqual([{ method: 'popup', minutes: 30 }]);
    expect(body.conferenceData.createRequest).toEqual({
      requestId: row.uid,
      conferenceSolutionKey: { type: 'hangoutsMeet' },
    });

    const link = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/google/schedule_event',
      headers: buyer.headers,
      payload: { appointment_id: booked.id, summary: 'ignored', minutes: 15 },
    });
    expect(link.json().data.htmlLink).toBe(`https://calendar.google.com/calendar/event?eid=${row.uid}`);
    expect(standIns.calendars.events.filter((event) => event.id === row.uid)).toHaveLength(1);

    // Moved: the same event, at the new time, with the same Meet link.
    const day = booked.appointment_date.slice(0, 10);
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/appointment/reschedule',
      headers: buyer.headers,
      payload: { id: booked.id, appointment_date: `${day} 11:00:00` },
    });
    expect(moved.json().data.meet_link).toBe(row.meetLink);
    await eventually(async () => {
      const event = standIns.calendars.events.find((candidate) => candidate.id === row.uid);
      expect(event?.body).toMatchObject({
        start: { dateTime: `${day}T11:00:00`, timeZone: 'America/New_York' },
        end: { dateTime: `${day}T11:15:00` },
      });
    });
    expect(standIns.calendars.events.filter((event) => event.id === row.uid)).toHaveLength(1);

    await app.inject({ method: 'PUT', url: `/api/appointment/cancel?id=${booked.id}`, headers: buyer.headers });
    await eventually(async () => {
      if (!standIns.calendars.events.find((event) => event.id === row.uid)?.cancelled)
        throw new Error('not cancelled yet');
    });
  });

  it('is a 30-minute Teams meeting when the buyer signed in with Microsoft', async () => {
    const { session } = await signInThrough(app, 'microsoft', 'calendar-ms');
    const headers = bearer(session ?? '');
    const booked = (await book(app, headers, { ...lender, date: upcoming(3), time: '11:00:00' })).json().data;
    const row = await meetingOf(booked.id);
    expect(row.calendarProvider).toBe('microsoft');
    expect(row.meetLink).toMatch(/^https:\/\/teams\.microsoft\.com\/l\/meetup-join\//);
    expect(row.microsoftMeetingId).toBe(row.calendarEventId);
    const [event] = standIns.calendars.events.filter((candidate) => candidate.id === row.calendarEventId);
    expect(event?.body).toMatchObject({
      subject: 'Homebuyer Appointment Call',
      isOnlineMeeting: true,
      reminderMinutesBeforeStart: 30,
      transactionId: row.uid,
      end: { dateTime: `${booked.appointment_date.slice(0, 10)}T11:30:00`, timeZone: 'America/New_York' },
    });

    const day = booked.appointment_date.slice(0, 10);
    await app.inject({
      method: 'PUT',
      url: '/api/appointment/reschedule',
      headers,
      payload: { id: booked.id, appointment_date: `${day} 12:00:00` },
    });
    await eventually(async () => {
      const moved = standIns.calendars.events.find((candidate) => candidate.id === row.calendarEventId);
      expect(moved?.body).toMatchObject({
        start: { dateTime: `${day}T12:00:00`, timeZone: 'America/New_York' },
        end: { dateTime: `${day}T12:30:00` },
      });
    });
  });

  it('falls back to the meeting link and tells the buyer when their calendar refuses our access', async () => {
    const buyer = await buyerWithGoogleCalendar();
    const profile = (
      await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers: buyer.headers })
    ).json().data;
    const vault = tokenVault(await loadTokenKey(undefined, app.config.dataDir));
    // The provider no longer knows this refresh token, as after the person revoked our access.
    await app.db
      .update(calendarConnections)
      .set({ accessTokenExpiresAt: new Date(0), refreshTokenSealed: vault.seal('a-refresh-token-google-forgot') })
      .where(eq(calendarConnections.userId, profile.id));

    const booked = (await book(app, buyer.headers, { ...lender, date: upcoming(4), time: '12:00:00' })).json().data;
    const row = await meetingOf(booked.id);
    expect(row.calendarProvider).toBe('meeting-link');
    const mail = await readLatestMail(app, buyer.email, /no longer connected/);
    expect(mail.text).toContain('http://homebuyer.test/profile');
    const status = (
      await app.inject({ method: 'GET', url: '/api/appointment/get-refresh-token', headers: buyer.headers })
    ).json().data;
    expect(status.google).toMatchObject({ connected: false, broken: true });
    const [connection] = await app.db
      .select()
      .from(calendarConnections)
      .where(eq(calendarConnections.userId, profile.id));
    expect(connection?.refreshTokenSealed).toBeNull();
  });
});

/** The demo lender's Outlook calendar, as the stand-in Graph knows it. */
const LENDER_OUTLOOK = 'lender.calendar@outlook.example';

/**
 * The demo lender, signed in, with a calendar of this provider connected. Connecting Microsoft
 * disconnects Google first: the busy times of a professional with both are Google's.
 */
async function lenderWithCalendar(provider: 'google' | 'microsoft') {
  const token: string = (
    await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/login',
      payload: { email: lender.email, password: 'demo-lender-2026' },
    })
  ).json().data.token;
  const headers = bearer(token);
  if (provider === 'microsoft') await app.inject({ method: 'DELETE', url: '/api/calendars/google', headers });
  const login = provider === 'google' ? 'calendar-lender' : 'calendar-ms-lender';
  await signInThrough(app, provider, login, { purpose: 'calendar', cookie: token });
  return headers;
}

const slotGrid = async (date: string, headers: Record<string, string>) => {
  const grid: { time: string }[] = (
    await app.inject({
      method: 'GET',
      url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=${date}`,
      headers,
    })
  ).json().data;
  return (time: string) => grid.find((slot) => slot.time === time);
};

describe('busy times in connected calendars', () => {
  it('disables the professional’s busy slots and warns the buyer about their own', async () => {
    await lenderWithCalendar('google');
    const date = upcoming(5);
    // Busy times are read once a minute: set them before anyone looks at this day.
    const start = slotStartsOn(date).find((entry) => entry.slot.label === '10:00 AM')?.startsAt ?? new Date();
    standIns.calendars.busy.set('lender.calendar@gmail.example', [
      { start: start.toISOString(), end: new Date(start.getTime() + 60 * 60_000).toISOString() },
    ]);
    const buyer = await buyerWithGoogleCalendar();
    standIns.calendars.busy.set('buyer.calendar@gmail.example', [
      {
        start: new Date(start.getTime() + 2 * 3600_000).toISOString(),
        end: new Date(start.getTime() + 2.5 * 3600_000).toISOString(),
      },
    ]);

    const at = await slotGrid(date, buyer.headers);
    expect(at('10:00 AM')).toMatchObject({
      disabled: true,
      disabled_reason: 'calendar_busy',
      disabled_label: 'Busy in their calendar',
    });
    expect(at('10:30 AM')).toMatchObject({ disabled: true, disabled_reason: 'calendar_busy' });
    expect(at('11:00 AM')).toMatchObject({ disabled: false, busy_in_your_calendar: false });
    expect(at('12:00 PM')).toMatchObject({ disabled: false, busy_in_your_calendar: true });

    const refused = await book(app, buyer.headers, { ...lender, date, time: '10:00:00' });
    expect(refused.statusCode).toBe(409);
  });

  it('books around a meeting on the second page of the professional’s Microsoft calendar', async () => {
    await lenderWithCalendar('microsoft');
    const date = upcoming(1);
    const wall = (hour: number, minute = 0) => fromWallTime(date, hour, minute).toISOString();
    // 240 two-minute reminders before the working day: more than the 200 a page we ask Graph for,
    // so the meeting at 10 AM is on the second page.
    const reminders = Array.from({ length: 240 }, (_, index) => ({
      start: wall(Math.floor((index * 2) / 60), (index * 2) % 60),
      end: wall(Math.floor((index * 2) / 60), ((index * 2) % 60) + 1),
    }));
    standIns.calendars.busy.set(LENDER_OUTLOOK, [
      ...reminders,
      { start: wall(10), end: wall(11) },
      { start: wall(13), end: wall(14), showAs: 'free' },
      { start: wall(15), end: wall(16), isCancelled: true },
    ]);
    const buyer = await newBuyer(app, 'calendar');
    const askedBefore = standIns.calendars.asked.length;

    const at = await slotGrid(date, buyer.headers);
    expect(at('10:00 AM')).toMatchObject({ disabled: true, disabled_reason: 'calendar_busy' });
    expect(at('10:30 AM')).toMatchObject({ disabled: true, disabled_reason: 'calendar_busy' });
    expect(at('11:00 AM')).toMatchObject({ disabled: false });
    expect(at('01:00 PM')).toMatchObject({ disabled: false });
    expect(at('03:00 PM')).toMatchObject({ disabled: false });
    const pagesRead = standIns.calendars.asked
      .slice(askedBefore)
      .filter((call) => call.account === LENDER_OUTLOOK && call.path === '/v1.0/me/calendarView')
      .map((call) => new URLSearchParams(call.search).get('$skip'));
    expect(pagesRead).toEqual([null, '200']);

    const refused = await book(app, buyer.headers, { ...lender, date, time: '10:00:00' });
    expect(refused.statusCode).toBe(409);
    const around = await book(app, buyer.headers, { ...lender, date, time: '11:00:00' });
    expect(around.statusCode).toBe(201);
  });
});

describe('the stand-in Graph', () => {
  it('answers calendarView as Graph does: the window only, in pages of 10 unless asked, linked in full', async () => {
    const headers = await lenderWithCalendar('microsoft');
    const profile = (await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers })).json().data;
    const connection = await app.calendarConnections.find(profile.id, 'microsoft');
    if (!connection) throw new Error('The lender’s Microsoft calendar is not connected.');
    const token = await app.calendarConnections.accessToken(connection);
    const view = async (url: string, prefer?: string) => {
      const answer = await fetch(url, { headers: { authorization: `Bearer ${token}`, ...(prefer ? { prefer } : {}) } });
      return { status: answer.status, body: (await answer.json()) as { value: object[]; '@odata.nextLink'?: string } };
    };
    const hour = (hours: number) => new Date(Date.parse('2030-04-06T00:00:00Z') + hours * 3600_000).toISOString();
    standIns.calendars.busy.set(LENDER_OUTLOOK, [
      { start: hour(-1), end: hour(0) },
      { start: hour(-1), end: hour(0.5) },
      ...Array.from({ length: 11 }, (_, index) => ({ start: hour(index + 1), end: hour(index + 1.5) })),
      { start: hour(24), end: hour(25) },
      ...Array.from({ length: 1001 }, () => ({ start: hour(48), end: hour(49) })),
    ]);
    // No offset: the window is in UTC.
    const day = `${standIns.calendars.graphUrl}/me/calendarView?startDateTime=2030-04-06T00:00:00&endDateTime=2030-04-07T00:00:00`;

    expect((await view(`${standIns.calendars.graphUrl}/me/calendarView`)).status).toBe(400);
    const first = await view(day);
    expect(first.body.value).toHaveLength(10);
    expect(first.body.value[0]).toMatchObject({
      showAs: 'busy',
      isCancelled: false,
      start: { dateTime: '2030-04-05T23:00:00.0000000', timeZone: 'UTC' },
    });
    const nextLink = new URL(first.body['@odata.nextLink'] ?? '');
    expect(nextLink.href.startsWith(`${standIns.calendars.graphUrl}/me/calendarView?`)).toBe(true);
    expect(Object.fromEntries(nextLink.searchParams)).toEqual({
      startDateTime: '2030-04-06T00:00:00',
      endDateTime: '2030-04-07T00:00:00',
      $top: '10',
      $skip: '10',
    });
    const second = await view(nextLink.href);
    expect(second.body.value).toHaveLength(2);
    expect(second.body['@odata.nextLink']).toBeUndefined();

    const chosen = await view(`${day}&$top=5&$select=start,end&$orderby=start/dateTime`);
    expect(chosen.body.value).toHaveLength(5);
    expect(Object.keys(chosen.body.value[0] ?? {})).toEqual(['id', 'start', 'end']);
    expect(new URL(chosen.body['@odata.nextLink'] ?? '').searchParams.get('$skip')).toBe('5');
    expect((await view(day, 'outlook.timezone="UTC", odata.maxpagesize=4')).body.value).toHaveLength(4);
    expect((await view(`${day}&$top=0`)).status).toBe(400);

    const crowded = `${standIns.calendars.graphUrl}/me/calendarView?startDateTime=2030-04-08T00:00:00Z&endDateTime=2030-04-08T01:00:00Z&$top=5000`;
    const most = await view(crowded);
    expect(most.body.value).toHaveLength(1000);
    expect(new URL(most.body['@odata.nextLink'] ?? '').searchParams.get('$top')).toBe('1000');
  });
});
