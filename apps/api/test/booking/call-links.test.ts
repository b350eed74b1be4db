import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, callLinks, devMailbox } from '../../src/db/schema/index.ts';
import { bearer, readLatestMail, signIn } from '../support/accounts.ts';
import { book, demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { createTestApp, createTestAppOn, eventually, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let lender: Awaited<ReturnType<typeof demoLender>>;
let pro: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  lender = await demoLender(app);
  pro = bearer((await signIn(app, lender.email, 'demo-lender-2026')).json().data.token);
});

/** The address after a label of a mail ("Reschedule: …"), and the token in its fragment. */
function linkIn(text: string | null, label: string) {
  const url = new RegExp(`${label}: (\\S+)`).exec(text ?? '')?.[1];
  if (!url) throw new Error(`No ${label} link in:\n${text}`);
  return { url, token: url.slice(url.indexOf('#') + 1) };
}

const withLink = (token: string) => ({ 'call-link': token });

const linkedCall = (id: number, token: string, purpose: string) =>
  app.inject({ method: 'GET', url: `/api/call-link/${id}?purpose=${purpose}`, headers: withLink(token) });
const rescheduleByLink = (id: number, token: string, appointmentDate: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/call-link/${id}/reschedule`,
    headers: withLink(token),
    payload: { appointment_date: appointmentDate },
  });
const cancelByLink = (id: number, token: string) =>
  app.inject({ method: 'PUT', url: `/api/call-link/${id}/cancel`, headers: withLink(token) });

/** A booked call and the links of its buyer's confirmation. */
async function bookedWithLinks(name: string, date: string, time: string) {
  const buyer = await newBuyer(app, name);
  const booked = await book(app, buyer.headers, { ...lender, date, time });
  expect(booked.statusCode, booked.body).toBe(201);
  const mail = await readLatestMail(app, buyer.email, /is booked$/);
  return {
    buyer,
    id: booked.json().data.id as number,
    mail,
    reschedule: linkIn(mail.text, 'Reschedule'),
    cancel: linkIn(mail.text, 'Cancel'),
  };
}

describe('the Reschedule and Cancel links of a call’s emails', () => {
  it('are in the buyer’s confirmation beside the calendar links, and move the call once, without signing in', async () => {
    const date = upcoming(2);
    const { id, buyer, mail, reschedule } = await bookedWithLinks('linked', date, '10:00:00');
    expect(mail.text).toContain('Add to Google Calendar: https://calendar.google.com/');
    expect(mail.text).toContain('Add to Outlook: https://outlook.live.com/');
    expect(reschedule.url).toMatch(new RegExp(`/call/${id}/reschedule#`));

    // The professional's confirmation sends them to the call's page in the portal instead, signed in.
    await eventually(async () => {
      const toProfessional = await app.db
        .select({ subject: devMailbox.subject, text: devMailbox.text })
        .from(devMailbox)
        .where(and(sql`${devMailbox.to} ? ${lender.email}`, sql`${devMailbox.text} like ${`%/pro/calls/${id}\n%`}`));
      expect(toProfessional.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^New call booked/)]);
      expect(toProfessional[0]?.text).not.toContain('/call/');
    });

    const shown = await linkedCall(id, reschedule.token, 'reschedule');
    expect(shown.statusCode, shown.body).toBe(200);
    expect(shown.json().data).toMatchObject({ purpose: 'reschedule', call: { id, status: 'booked' }, proposal: null });
    const days = await app.inject({
      method: 'GET',
      url: `/api/call-link/${id}/days?month=${date.slice(0, 7)}`,
      headers: withLink(reschedule.token),
    });
    expect(days.json().data.find((day: { date: string }) => day.date === date)).toMatchObject({ bookable: true });
    const slots = await app.inject({
      method: 'GET',
      url: `/api/call-link/${id}/slots?date=${date}`,
      headers: withLink(reschedule.token),
    });
    expect(slots.json().data.find((slot: { time: string }) => slot.time === '10:00 AM')).toMatchObject({
      disabled: true,
    });

    const moved = await rescheduleByLink(id, reschedule.token, `${date} 11:30:00`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ id, appointment_date: `${date} 11:30:00`, status: 'booked' });
    const movedMail = await readLatestMail(app, buyer.email, /^Moved: /);
    expect(movedMail.raw).toContain('SEQUENCE:1');
    expect(movedMail.text).toContain('Reschedule: ');

    const again = await rescheduleByLink(id, reschedule.token, `${date} 12:00:00`);
    expect(again.statusCode).toBe(410);
    expect(again.json().message).toBe('You already used this link. Sign in to see your call as it is now.');
  });

  it('are kept only as hashes', async () => {
    const { id, reschedule, cancel } = await bookedWithLinks('hashed', upcoming(2), '10:30:00');
    const rows = await app.db.select().from(callLinks).where(eq(callLinks.appointmentId, id));
    expect(rows.map((row) => row.purpose).sort()).toEqual(['cancel', 'reschedule']);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(reschedule.token);
    expect(stored).not.toContain(cancel.token);
  });

  it('never reach a log line, even when every request is logged', async () => {
    const lines: string[] = [];
    const logged = await createTestAppOn(
      app.databaseUrl,
      { LOG_LEVEL: 'debug' },
      { logStream: { write: (line) => lines.push(line) } },
    );
    const { id, reschedule } = await bookedWithLinks('unlogged', upcoming(2), '11:00:00');
    const shown = await logged.inject({
      method: 'GET',
      url: `/api/call-link/${id}?purpose=reschedule`,
      headers: withLink(reschedule.token),
    });
    expect(shown.statusCode).toBe(200);
    expect(lines.join('\n')).toContain(`/api/call-link/${id}`);
    expect(lines.join('\n')).not.toContain(reschedule.token);
  });

  it('are in the reminder too, and work', async () => {
    const date = upcoming(3);
    const { id, buyer } = await bookedWithLinks('reminded', date, '12:30:00');
    await eventually(async () => {
      const updated = await app.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'booking.remind' and data->>'appointmentId' = ${String(id)}`,
      );
      expect(updated.rowCount).toBe(1);
    });
    const reminder = await readLatestMail(app, buyer.email, /^Starting in 30 minutes/);
    expect(reminder.text).toContain('Add to Google Calendar: ');
    const moved = await rescheduleByLink(id, linkIn(reminder.text, 'Reschedule').token, `${date} 13:00:00`);
    expect(moved.statusCode, moved.body).toBe(200);
  });

  it('refuse another call’s link, a link for another purpose, and no link at all, and change nothing', async () => {
    const date = upcoming(2);
    const mine = await bookedWithLinks('mine', date, '13:00:00');
    const theirs = await bookedWithLinks('theirs', date, '13:30:00');
    const notValid = 'This link is not valid. Open the newest email about your call, or sign in to see it.';

    const anotherCall = await rescheduleByLink(theirs.id, mine.reschedule.token, `${date} 14:00:00`);
    expect(anotherCall.statusCode).toBe(404);
    expect(anotherCall.json().message).toBe(notValid);
    expect((await cancelByLink(theirs.id, mine.cancel.token)).statusCode).toBe(404);

    const wrongPurpose = await cancelByLink(mine.id, mine.reschedule.token);
    expect(wrongPurpose.statusCode).toBe(404);
    expect((await rescheduleByLink(mine.id, mine.cancel.token, `${date} 14:00:00`)).statusCode).toBe(404);
    expect((await linkedCall(mine.id, mine.cancel.token, 'reschedule')).statusCode).toBe(404);

    const none = await app.inject({ method: 'PUT', url: `/api/call-link/${mine.id}/cancel` });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors).toHaveProperty('call-link');

    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, theirs.id));
    expect(row).toMatchObject({ status: 'booked', sequence: 0 });
    // Both links of both calls still work for what they are for.
    expect((await linkedCall(mine.id, mine.cancel.token, 'cancel')).statusCode).toBe(200);
    expect((await linkedCall(theirs.id, theirs.reschedule.token, 'reschedule')).statusCode).toBe(200);
  });

  it('cancel the call once; after it is cancelled, its other links say so', async () => {
    const { id, reschedule, cancel } = await bookedWithLinks('canceller', upcoming(3), '09:00:00');
    const cancelled = await cancelByLink(id, cancel.token);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().data.status).toBe('cancelled');
    expect((await cancelByLink(id, cancel.token)).json().message).toBe(
      'You already used this link. Sign in to see your call as it is now.',
    );
    const refused = await linkedCall(id, reschedule.token, 'reschedule');
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe('This call was cancelled, so the links of its emails no longer work.');
  });

  it('refuse a call cancelled while signed in', async () => {
    const { id, buyer, reschedule } = await bookedWithLinks('signed', upcoming(3), '09:30:00');
    await app.inject({ method: 'PUT', url: `/api/appointment/cancel?id=${id}`, headers: buyer.headers });
    const refused = await rescheduleByLink(id, reschedule.token, `${upcoming(3)} 10:00:00`);
    expect(refused.statusCode).toBe(410);
    expect(refused.json().message).toBe('This call was cancelled, so the links of its emails no longer work.');
  });

  it('expire when the call begins', async () => {
    const { id, reschedule, cancel } = await bookedWithLinks('late', upcoming(3), '11:00:00');
    await app.db
      .update(appointments)
      .set({ startsAt: sql`now() - interval '1 minute'`, endsAt: sql`now() + interval '29 minutes'` })
      .where(eq(appointments.id, id));
    for (const answer of [await linkedCall(id, reschedule.token, 'reschedule'), await cancelByLink(id, cancel.token)]) {
      expect(answer.statusCode).toBe(410);
      expect(answer.json().message).toBe('This link expired when the call began.');
    }
  });

  it('of an older email stop working once the call moved, and the email about the move has new ones', async () => {
    const date = upcoming(4);
    const { id, buyer, cancel } = await bookedWithLinks('moved', date, '10:00:00');
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/appointment/reschedule',
      headers: buyer.headers,
      payload: { id, appointment_date: `${date} 10:30:00` },
    });
    expect(moved.statusCode).toBe(200);
    const old = await cancelByLink(id, cancel.token);
    expect(old.statusCode).toBe(410);
    expect(old.json().message).toBe(
      'This call was moved after this email was sent. Use the links in the newest email about it.',
    );
    const movedMail = await readLatestMail(app, buyer.email, /^Moved: /);
    const fresh = await cancelByLink(id, linkIn(movedMail.text, 'Cancel').token);
    expect(fresh.statusCode, fresh.body).toBe(200);
  });
});

const propose = (id: number, appointmentDate: string, headers = pro) =>
  app.inject({
    method: 'POST',
    url: `/api/pro/appointments/${id}/proposal`,
    headers,
    payload: { appointment_date: appointmentDate },
  });
const answerSignedIn = (headers: Record<string, string>, id: number, answer: string) =>
  app.inject({ method: 'PUT', url: `/api/appointment/${id}/proposal`, headers, payload: { answer } });
const proposalOf = async (headers: Record<string, string>, id: number) =>
  (await app.inject({ method: 'GET', url: `/api/appointment/${id}/proposal`, headers })).json().data;

describe('a time the professional proposes', () => {
  it('reaches the buyer by email, and one click on its link moves the call as the buyer moving it would', async () => {
    const date = upcoming(5);
    const { id, buyer } = await bookedWithLinks('accepting', date, '10:00:00');
    const proposed = await propose(id, `${date} 15:00:00`);
    expect(proposed.statusCode, proposed.body).toBe(201);
    expect(proposed.json().data).toMatchObject({ appointment_date: `${date} 15:00:00` });
    expect(await proposalOf(buyer.headers, id)).toMatchObject({ appointment_date: `${date} 15:00:00` });
    const proSees = await app.inject({ method: 'GET', url: `/api/pro/appointments/${id}/proposal`, headers: pro });
    expect(proSees.json().data).toMatchObject({ appointment_date: `${date} 15:00:00` });

    const mail = await readLatestMail(app, buyer.email, /proposes to move your call/);
    expect(mail.text).toContain('3:00 PM Eastern Time');
    const { url, token } = linkIn(mail.text, 'Accept or keep the current time, with one click');
    expect(url).toContain(`/call/${id}/proposal#`);
    expect((await linkedCall(id, token, 'proposal')).json().data).toMatchObject({
      purpose: 'proposal',
      proposal: { appointment_date: `${date} 15:00:00` },
    });

    const accepted = await app.inject({
      method: 'PUT',
      url: `/api/call-link/${id}/proposal`,
      headers: withLink(token),
      payload: { answer: 'accept' },
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().data).toMatchObject({ id, appointment_date: `${date} 15:00:00`, status: 'booked' });
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row?.sequence).toBe(1);
    const moved = await readLatestMail(app, buyer.email, /^Moved: /);
    expect(moved.raw).toContain(`UID:${row?.uid}`);
    expect(moved.text).toMatch(/^You accepted the time Dana Whitfield proposed for the call about /m);
    // The professional's mailbox also holds the mails of the calls earlier tests moved: wait for this one.
    await eventually(async () => {
      const professionalTold = await readLatestMail(app, lender.email, /^Moved: /);
      expect(professionalTold.text).toMatch(/ accepted the time you proposed for the call about /);
    });
    expect(await proposalOf(buyer.headers, id)).toBeNull();
    const again = await linkedCall(id, token, 'proposal');
    expect(again.statusCode).toBe(410);
  });

  it('declined on the call’s page keeps the call and tells the professional', async () => {
    const date = upcoming(5);
    const { id, buyer } = await bookedWithLinks('declining', date, '10:30:00');
    expect((await propose(id, `${date} 15:30:00`)).statusCode).toBe(201);
    const declined = await answerSignedIn(buyer.headers, id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ appointment_date: `${date} 10:30:00` });
    expect(await proposalOf(buyer.headers, id)).toBeNull();
    const told = await readLatestMail(app, lender.email, /keeps the call at/);
    expect(told.text).toContain('3:30 PM Eastern Time');
    expect((await answerSignedIn(buyer.headers, id, 'accept')).statusCode).toBe(409);
  });

  it('accepted after another buyer took its time answers 409 and keeps the call and the proposal', async () => {
    const date = upcoming(5);
    const { id, buyer } = await bookedWithLinks('late-accepter', date, '11:00:00');
    expect((await propose(id, `${date} 16:00:00`)).statusCode).toBe(201);
    const other = await newBuyer(app, 'quicker');
    expect((await book(app, other.headers, { ...lender, date, time: '16:00:00' })).statusCode).toBe(201);
    const refused = await answerSignedIn(buyer.headers, id, 'accept');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This time was just taken' });
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, id));
    expect(row).toMatchObject({ status: 'booked', sequence: 0 });
    expect(await proposalOf(buyer.headers, id)).toMatchObject({ appointment_date: `${date} 16:00:00` });
  });

  it('lapses when its time comes', async () => {
    const date = upcoming(5);
    const { id, buyer } = await bookedWithLinks('lapsed', date, '11:30:00');
    expect((await propose(id, `${date} 16:30:00`)).statusCode).toBe(201);
    const { token } = linkIn(
      (await readLatestMail(app, buyer.email, /proposes to move your call/)).text,
      'Accept or keep the current time, with one click',
    );
    await app.db.execute(
      sql`update call_proposals set starts_at = now() - interval '1 minute' where appointment_id = ${id}`,
    );
    expect(await proposalOf(buyer.headers, id)).toBeNull();
    expect((await answerSignedIn(buyer.headers, id, 'accept')).statusCode).toBe(409);
    const viaLink = await linkedCall(id, token, 'proposal');
    expect(viaLink.statusCode).toBe(410);
    expect(viaLink.json().message).toBe('The proposed time has passed.');
  });

  it('is the professional’s own, for a time of their grid, and read only by the call’s buyer', async () => {
    const date = upcoming(5);
    const { id } = await bookedWithLinks('guarded', date, '12:00:00');
    const early = await propose(id, `${date} 06:00:00`);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors).toHaveProperty('appointment_date');
    const stranger = await newBuyer(app, 'nosy');
    expect((await propose(id, `${date} 14:30:00`, stranger.headers)).statusCode).toBe(403);
    expect(
      (await app.inject({ method: 'GET', url: `/api/appointment/${id}/proposal`, headers: stranger.headers }))
        .statusCode,
    ).toBe(404);
    expect((await answerSignedIn(stranger.headers, id, 'accept')).statusCode).toBe(404);
  });
});
