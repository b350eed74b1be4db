/**
 * The change feed's two halves, written in two languages, agree: every trigger announces a topic of
 * db/change-topics.ts that something in the app listens to, and every topic listened to has a
 * trigger. A trigger nobody hears only costs writes; a listener no trigger serves keeps stale rows.
 */
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { announceEverythingChanged, CHANGE_CHANNEL, changeTopics } from '../../src/db/change-topics.ts';
import { appointments, users } from '../../src/db/schema/index.ts';
import { book, demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { createTestApp, eventually, type TestApp } from '../support/test-app.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

/** The topics each trigger that calls notify_data_changed announces, read from PostgreSQL's catalogue. */
async function triggerTopics(): Promise<Map<string, string[]>> {
  const { rows } = await app.db.execute<{ trigger: string; args: string }>(sql`
    select tgname as trigger, encode(tgargs, 'escape') as args
    from pg_trigger join pg_proc on pg_proc.oid = pg_trigger.tgfoid
    where pg_proc.proname = 'notify_data_changed' and not tgisinternal`);
  // The arguments are stored NUL-terminated, in pairs: a topic, then its id column.
  const topicsOf = (args: string) =>
    args
      .split('\\000')
      .slice(0, -1)
      .filter((_, index) => index % 2 === 0);
  return new Map(rows.map((row) => [row.trigger, topicsOf(row.args)]));
}

describe('the change feed (issue 17)', () => {
  it('has a trigger for every topic, and a topic of ours for every trigger', async () => {
    const topics = await triggerTopics();
    expect(topics.size).toBeGreaterThan(0);
    const known = new Set<string>(Object.values(changeTopics));
    for (const [trigger, announced] of topics) {
      expect(announced.length, `trigger ${trigger} announces a topic`).toBeGreaterThan(0);
      for (const topic of announced) expect(known, `trigger ${trigger} announces ${topic}`).toContain(topic);
    }
    expect(new Set([...topics.values()].flat())).toEqual(known);
  });

  it('listens to exactly the topics the triggers announce', async () => {
    const announced = new Set([...(await triggerTopics()).values()].flat());
    expect(new Set(app.changes.listenedTopics())).toEqual(announced);
  });

  it('announces a booked call and its cancellation to both its sides in one notification each', async () => {
    const buyer = await newBuyer(app);
    const { professionalId, programId } = await demoLender(app);
    const listening = new pg.Client({ connectionString: app.databaseUrl });
    await listening.connect();
    const heard: string[] = [];
    listening.on('notification', (message) => {
      if (message.channel === CHANGE_CHANNEL && message.payload) heard.push(message.payload);
    });
    // Every notification about the call names both its sides; the confirmation job may update the
    // call again afterwards, which announces it once more in the same way.
    const aboutTheCall = (sides: string) =>
      heard.filter((payload) => payload.split(' ').some((change) => sides.split(' ').includes(change)));
    try {
      await listening.query(`listen ${CHANGE_CHANNEL}`);
      const booked = await book(app, buyer.headers, { professionalId, programId, date: upcoming(), time: '10:00:00' });
      expect(booked.statusCode).toBe(201);
      const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, buyer.email));
      const sides = `professional-calls:${professionalId} buyer:${user?.id}`;
      await eventually(async () => expect(aboutTheCall(sides).length).toBeGreaterThan(0));
      expect(new Set(aboutTheCall(sides))).toEqual(new Set([sides]));
      const beforeCancelling = aboutTheCall(sides).length;

      const cancelled = await app.inject({
        method: 'PUT',
        url: `/api/appointment/cancel?id=${booked.json().data.id}`,
        headers: buyer.headers,
      });
      expect(cancelled.statusCode).toBe(200);
      await eventually(async () => expect(aboutTheCall(sides).length).toBeGreaterThan(beforeCancelling));
      expect(new Set(aboutTheCall(sides))).toEqual(new Set([sides]));
    } finally {
      await listening.end();
    }
  });

  it('makes every cache of a topic forget all it holds when the whole topic is announced, as after a restore', async () => {
    const buyer = await newBuyer(app);
    const { professionalId, programId } = await demoLender(app);
    const date = upcoming(4);
    const booked = await book(app, buyer.headers, { professionalId, programId, date, time: '11:00:00' });
    expect(booked.statusCode).toBe(201);
    const id: number = booked.json().data.id;
    // The confirmation job writes the meeting into the call, which announces it: that happens first.
    await eventually(async () => {
      const [call] = await app.db.select().from(appointments).where(eq(appointments.id, id));
      expect(call?.meetLink).toBeTruthy();
    });
    const bookedTimes = async () => {
      const answer = await app.inject({
        url: `/api/appointment/slots?professional_detail_id=${professionalId}&date=${date}`,
        headers: buyer.headers,
      });
      const slots = answer.json().data as { time: string; disabled_reason: string | null }[];
      return slots.filter((slot) => slot.disabled_reason === 'booked').map((slot) => slot.time);
    };
    expect(await bookedTimes()).toEqual(['11:00 AM']);

    // Removed as a restore writes, without triggers: nothing announces it, and the kept day still shows the call.
    const client = new pg.Client({ connectionString: app.databaseUrl });
    await client.connect();
    try {
      await client.query('set session_replication_role = replica');
      await client.query('delete from appointments where id = $1', [id]);
      await client.query('set session_replication_role = origin');
      expect(await bookedTimes()).toEqual(['11:00 AM']);

      await announceEverythingChanged(client, [changeTopics.professionalCalls, changeTopics.buyerCalls]);
      await eventually(async () => expect(await bookedTimes()).toEqual([]));
    } finally {
      await client.end();
    }
  });
});
