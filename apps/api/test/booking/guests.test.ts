import { formatAppointmentDate } from '@hbw/contract';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments } from '../../src/db/schema/index.ts';
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
  // A guest added before the call's meeting exists is invited once it does: retried at once here.
  await app.jobs.boss.updateQueue('booking.guest-invited', { retryDelay: 1, retryBackoff: false });
});

type Headers = Record<string, string>;

const addGuest = (headers: Headers, guest: { appointment_id: number; name: string; email: string }) =>
  app.inject({ method: 'POST', url: '/api/microsoft.json', headers, payload: [guest] });

const removeGuest = (headers: Headers, appointmentId: number, email: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/microsoft.json?appointment_id=${appointmentId}&email=${encodeURIComponent(email)}`,
    headers,
  });

const guestsOf = async (headers: Headers, appointmentId: number) =>
  (await app.inject({ method: 'GET', url: `/api/microsoft.json?appointment_id=${appointmentId}`, headers })).json()
    .data as { name: string; email: string }[];

const search = (headers: Headers, name: string, remoteAddress = '127.0.0.1') =>
  app.inject({
    method: 'GET',
    url: `/api/search-microsoft.json?name=${encodeURIComponent(name)}`,
    headers,
    remoteAddress,
  });

let calls = 0;
/** A call of the buyer's own, each on a weekday of its own, once its meeting exists. */
async function callOf(headers: Headers) {
  calls += 1;
  const date = upcoming(1 + (calls % 5), 2 + 7 * Math.floor(calls / 5));
  const booked = await book(app, headers, { ...lender, date, time: '10:00:00' });
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json().data.id as number;
  return eventually(async () => {
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, id));
    if (!row?.meetLink) throw new Error('no meeting yet');
    return row;
  }, 60_000);
}

const guestAddress = (name: string) => `${name}.${Date.now()}@guests.example`;

describe('adding a guest to a call', () => {
  it('invites them: listed on the call, and mailed the invitation with the link and the .ics naming them', async () => {
    const buyer = await newBuyer(app, 'host');
    const call = await callOf(buyer.headers);
    const email = guestAddress('partner');

    const added = await addGuest(buyer.headers, { appointment_id: call.id, name: 'Pat Partner', email });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject([{ name: 'Pat Partner', email }]);
    expect(await guestsOf(buyer.headers, call.id)).toMatchObject([{ name: 'Pat Partner', email }]);

    const invitation = await readLatestMail(app, email, /invited you to a call with/);
    expect(invitation.text).toContain(`Join the call: ${call.meetLink}`);
    expect(invitation.text).toContain('Eastern Time');
    expect(invitation.raw).toContain('invite.ics');
    expect(invitation.raw).toContain(`UID:${call.uid}@homebuyerwizard`);
    expect(invitation.raw.replace(/\r\n[ \t]/g, '').toLowerCase()).toContain(`mailto:${email}`);
  });

  it('refuses another buyer’s call as a missing one, and adds no one to it', async () => {
    const owner = await newBuyer(app, 'owner');
    const stranger = await newBuyer(app, 'stranger');
    const call = await callOf(owner.headers);
    const refused = await addGuest(stranger.headers, {
      appointment_id: call.id,
      name: 'Intruder',
      email: guestAddress('intruder'),
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({ message: 'There is no such appointment.' });
    expect((await removeGuest(stranger.headers, call.id, 'anyone@example.com')).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/microsoft.json?appointment_id=${call.id}`,
          headers: stranger.headers,
        })
      ).statusCode,
    ).toBe(404);
    expect(await guestsOf(owner.headers, call.id)).toEqual([]);
  });

  it('takes at most 3 guests, each address once, and neither side of the call', async () => {
    const buyer = await newBuyer(app, 'crowded');
    const call = await callOf(buyer.headers);
    const first = guestAddress('first');
    for (const name of ['first', 'second', 'third']) {
      const email = name === 'first' ? first : guestAddress(name);
      expect((await addGuest(buyer.headers, { appointment_id: call.id, name, email })).statusCode).toBe(200);
    }
    const fourth = await addGuest(buyer.headers, { appointment_id: call.id, name: 'Fourth', email: guestAddress('4') });
    expect(fourth.statusCode).toBe(422);
    expect(fourth.json()).toEqual({
      message: 'A call can have at most 3 guests: remove one to add another.',
      errors: { '0.email': ['A call can have at most 3 guests: remove one to add another.'] },
    });

    expect((await removeGuest(buyer.headers, call.id, first)).statusCode).toBe(200);
    const twice = await addGuest(buyer.headers, {
      appointment_id: call.id,
      name: 'Again',
      email: (await guestsOf(buyer.headers, call.id))[0]?.email.toUpperCase() ?? '',
    });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors['0.email'][0]).toMatch(/is already a guest of this call\.$/);
    const theLender = await addGuest(buyer.headers, { appointment_id: call.id, name: 'Lender', email: lender.email });
    expect(theLender.json().errors['0.email']).toEqual([`${lender.email} is already on this call.`]);
    expect(await guestsOf(buyer.headers, call.id)).toHaveLength(2);
  });

  it('counts guests added at the same moment one after the other', async () => {
    const buyer = await newBuyer(app, 'rush');
    const call = await callOf(buyer.headers);
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, index) =>
        addGuest(buyer.headers, { appointment_id: call.id, name: `Rusher ${index}`, email: guestAddress(`r${index}`) }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 200, 200, 422, 422, 422]);
    expect(await guestsOf(buyer.headers, call.id)).toHaveLength(3);
  });

  it('refuses a cancelled call and a call that has begun', async () => {
    const buyer = await newBuyer(app, 'late');
    const cancelled = await callOf(buyer.headers);
    await app.inject({ method: 'PUT', url: `/api/appointment/cancel?id=${cancelled.id}`, headers: buyer.headers });
    const onCancelled = await addGuest(buyer.headers, {
      appointment_id: cancelled.id,
      name: 'A',
      email: guestAddress('a'),
    });
    expect(onCancelled.statusCode).toBe(409);
    expect(onCancelled.json()).toEqual({ message: 'This call is not booked any more.' });

    const begun = await callOf(buyer.headers);
    await app.db
      .update(appointments)
      .set({ startsAt: sql`now() - interval '10 minutes'`, endsAt: sql`now() + interval '20 minutes'` })
      .where(eq(appointments.id, begun.id));
    const onBegun = await addGuest(buyer.headers, { appointment_id: begun.id, name: 'B', email: guestAddress('b') });
    expect(onBegun.statusCode).toBe(409);
    expect(onBegun.json()).toEqual({ message: 'This call has already started.' });
  });

  it('refuses a body that is not one guest, with the fields in error', async () => {
    const buyer = await newBuyer(app, 'sloppy');
    const call = await callOf(buyer.headers);
    const two = await app.inject({
      method: 'POST',
      url: '/api/microsoft.json',
      headers: buyer.headers,
      payload: [
        { appointment_id: call.id, name: 'One', email: guestAddress('one') },
        { appointment_id: call.id, name: 'Two', email: guestAddress('two') },
      ],
    });
    expect(two.statusCode).toBe(422);
    const bad = await addGuest(buyer.headers, { appointment_id: call.id, name: '', email: 'not an address' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['0.email', '0.name']);
    expect(await guestsOf(buyer.headers, call.id)).toEqual([]);
  });
});

describe('a guest’s call changing', () => {
  it('tells guests of a move and of a cancellation, and a removed guest of their removal only', async () => {
    const buyer = await newBuyer(app, 'changer');
    const call = await callOf(buyer.headers);
    const staying = guestAddress('staying');
    const leaving = guestAddress('leaving');
    await addGuest(buyer.headers, { appointment_id: call.id, name: 'Stay', email: staying });
    await addGuest(buyer.headers, { appointment_id: call.id, name: 'Leave', email: leaving });
    await readLatestMail(app, leaving, /invited you to a call/);

    const removed = await removeGuest(buyer.headers, call.id, leaving);
    expect(removed.json().data).toMatchObject([{ email: staying }]);
    const removal = await readLatestMail(app, leaving, /^You are no longer invited/);
    expect(removal.raw).toContain('cancel.ics');
    expect(removal.raw).toContain('METHOD:CANCEL');
    expect((await removeGuest(buyer.headers, call.id, leaving)).statusCode).toBe(404);

    const day = formatAppointmentDate(call.startsAt).slice(0, 10);
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/appointment/reschedule',
      headers: buyer.headers,
      payload: { id: call.id, appointment_date: `${day} 16:30:00` },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const move = await readLatestMail(app, staying, /^Moved: /);
    expect(move.text).toContain('4:30 PM Eastern Time');
    expect(move.raw).toContain('SEQUENCE:1');

    await app.inject({ method: 'PUT', url: `/api/appointment/cancel?id=${call.id}`, headers: buyer.headers });
    const cancellation = await readLatestMail(app, staying, /^Cancelled: /);
    expect(cancellation.raw).toContain('METHOD:CANCEL');
    const leavingMails = await app.db.execute<{ subject: string }>(
      sql`select subject from dev_mailbox where "to" ? ${leaving} order by id`,
    );
    expect(leavingMails.rows.map((row) => row.subject)).toEqual([
      expect.stringMatching(/invited you to a call/),
      expect.stringMatching(/^You are no longer invited/),
    ]);
  });
});

describe('finding people to invite', () => {
  it('finds the buyer’s home team by a part of a name', async () => {
    const buyer = await newBuyer(app, 'teamed');
    await app.inject({
      method: 'PUT',
      url: '/api/home-team/lender',
      headers: buyer.headers,
      payload: { professional_detail_id: lender.professionalId },
    });
    const [lenderName] = (
      await app.db.execute<{ name: string }>(sql`select first_name as name from users where email = ${lender.email}`)
    ).rows;
    const found = await search(buyer.headers, lenderName?.name.slice(0, 3) ?? '');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual([expect.objectContaining({ email: lender.email, source: 'home_team' })]);
    expect((await search(buyer.headers, 'zzqx')).json().data).toEqual([]);
  });

  it('finds the buyer’s Microsoft contacts through Graph’s people search, never showing the token', async () => {
    standIns.calendars.people.set('ms.calendar@outlook.example', [
      { displayName: 'Sam Partner', address: 'Sam.Partner@outlook.example' },
      { displayName: 'Samira Cousin', address: 'samira@outlook.example' },
      { displayName: 'Alex Other', address: 'alex@outlook.example' },
    ]);
    const { session } = await signInThrough(app, 'microsoft', 'calendar-ms');
    const headers = bearer(session ?? '');
    const found = await search(headers, 'sam');
    expect(found.statusCode, found.body).toBe(200);
    expect(found.json().data).toEqual([
      { name: 'Sam Partner', email: 'sam.partner@outlook.example', source: 'microsoft' },
      { name: 'Samira Cousin', email: 'samira@outlook.example', source: 'microsoft' },
    ]);
    expect(found.body).not.toMatch(/access|token/i);
  });

  it('puts a Microsoft guest on the call’s Teams event, and takes them off when removed', async () => {
    const { session } = await signInThrough(app, 'microsoft', 'calendar-ms');
    const headers = bearer(session ?? '');
    const call = await callOf(headers);
    expect(call.calendarProvider).toBe('microsoft');
    const email = guestAddress('teams');
    await addGuest(headers, { appointment_id: call.id, name: 'Teams Guest', email });
    const attendees = () =>
      (
        (standIns.calendars.events.find((event) => event.id === call.calendarEventId)?.body.attendees ?? []) as {
          emailAddress: { address: string };
        }[]
      ).map((attendee) => attendee.emailAddress.address);
    await eventually(async () => expect(attendees()).toEqual([lender.email, email]));
    await removeGuest(headers, call.id, email);
    await eventually(async () => expect(attendees()).toEqual([lender.email]));
  });

  it('asks for at least 2 letters', async () => {
    const buyer = await newBuyer(app, 'brief');
    const short = await search(buyer.headers, ' a ');
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ name: ['Type at least 2 letters of a name.'] });
    expect((await app.inject({ method: 'GET', url: '/api/search-microsoft.json?name=ann' })).statusCode).toBe(401);
  });

  it('is rate limited', async () => {
    const buyer = await newBuyer(app, 'eager');
    const answers = [];
    for (let count = 0; count < 61; count++)
      answers.push((await search(buyer.headers, 'someone', '192.0.2.61')).statusCode);
    expect(answers.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(answers[60]).toBe(429);
  });
});
