import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, devMailbox } from '../../src/db/schema/index.ts';
import { readLatestMail } from '../support/accounts.ts';
import { book, demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { createTestApp, createTestAppOn, eventually, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let lender: Awaited<ReturnType<typeof demoLender>>;
beforeAll(async () => {
  app = await createTestApp();
  lender = await demoLender(app);
});

const reschedule = (on: TestApp, headers: Record<string, string>, id: number, appointmentDate: string) =>
  on.inject({
    method: 'PUT',
    url: '/api/appointment/reschedule',
    headers,
    payload: { id, appointment_date: appointmentDate },
  });

async function slotOf(headers: Record<string, string>, date: string, time: string) {
  const slots = (
    await app.inject({
      method: 'GET',
      url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=${date}`,
      headers,
    })
  ).json().data as { time: string; disabled: boolean; disabled_reason: string | null }[];
  return slots.find((slot) => slot.time === time);
}

describe('moving a call', () => {
  it('moves it to a free time: the old time is free, the new one taken, the same invitation raised, both sides told', async () => {
    const buyer = await newBuyer(app, 'mover');
    const other = await newBuyer(app, 'onlooker');
    const date = upcoming(2);
    const booked = (await book(app, buyer.headers, { ...lender, date, time: '10:00:00' })).json().data;
    const withLink = await eventually(async () => {
      const detail = (
        await app.inject({ method: 'GET', url: `/api/appointment/${booked.id}`, headers: buyer.headers })
      ).json().data;
      if (!detail.meet_link) throw new Error('no meeting yet');
      return detail;
    });

    const moved = await reschedule(app, buyer.headers, booked.id, `${date} 11:00:00`);
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({
      id: booked.id,
      appointment_date: `${date} 11:00:00`,
      status: 'booked',
      meet_link: withLink.meet_link,
    });
    expect(await slotOf(other.headers, date, '10:00 AM')).toMatchObject({ disabled: false });
    expect(await slotOf(other.headers, date, '11:00 AM')).toMatchObject({ disabled: true, disabled_reason: 'booked' });

    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, booked.id));
    for (const to of [buyer.email, lender.email]) {
      const mail = await readLatestMail(app, to, /^Moved: /);
      expect(mail.text).toContain('11:00 AM Eastern Time');
      expect(mail.raw).toContain(`UID:${row?.uid}`);
      expect(mail.raw).toContain('SEQUENCE:1');
    }
  });

  it('reminds both sides before the new time only', async () => {
    const buyer = await newBuyer(app, 'reminded');
    const date = upcoming(1);
    const booked = (await book(app, buyer.headers, { ...lender, date, time: '09:30:00' })).json().data;
    const reminders = async () =>
      (
        await app.db.execute<{ start_after: Date }>(
          sql`select start_after from pgboss.job where name = 'booking.remind' and data->>'appointmentId' = ${String(booked.id)}`,
        )
      ).rows.map((row) => new Date(row.start_after).getTime());
    await eventually(async () => expect(await reminders()).toHaveLength(1));
    const moved = (await reschedule(app, buyer.headers, booked.id, `${date} 16:00:00`)).json().data;
    const newReminder = new Date(moved.starts_at).getTime() - 30 * 60_000;
    await eventually(async () => expect(await reminders()).toContain(newReminder));

    await app.db.execute(
      sql`update pgboss.job set start_after = now() where name = 'booking.remind' and data->>'appointmentId' = ${String(booked.id)}`,
    );
    const reminder = await readLatestMail(app, buyer.email, /^Starting in 30 minutes/);
    expect(reminder.text).toContain('4:00 PM Eastern Time');
    await eventually(async () => {
      const states = (
        await app.db.execute<{ state: string }>(
          sql`select state from pgboss.job where name = 'booking.remind' and data->>'appointmentId' = ${String(booked.id)}`,
        )
      ).rows.map((row) => row.state);
      expect(states).toEqual(['completed', 'completed']);
    });
    const sent = await app.db
      .select({ id: devMailbox.id })
      .from(devMailbox)
      .where(and(sql`${devMailbox.to} ? ${buyer.email}`, sql`${devMailbox.subject} ~ '^Starting in 30 minutes'`));
    expect(sent).toHaveLength(1);
  });

  it('answers 409 when another buyer has the new time, and leaves the call where it was', async () => {
    const buyer = await newBuyer(app, 'blocked');
    const other = await newBuyer(app, 'holder');
    const date = upcoming(2);
    const mine = (await book(app, buyer.headers, { ...lender, date, time: '13:00:00' })).json().data;
    expect((await book(app, other.headers, { ...lender, date, time: '13:30:00' })).statusCode).toBe(201);
    const refused = await reschedule(app, buyer.headers, mine.id, `${date} 13:30:00`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: 'This time was just taken' });
    const still = (
      await app.inject({ method: 'GET', url: `/api/appointment/${mine.id}`, headers: buyer.headers })
    ).json().data;
    expect(still.appointment_date).toBe(`${date} 13:00:00`);
  });

  it('refuses another buyer’s call, a time outside the hours, the same time and a cancelled call', async () => {
    const buyer = await newBuyer(app, 'owner');
    const stranger = await newBuyer(app, 'stranger');
    const date = upcoming(2);
    const mine = (await book(app, buyer.headers, { ...lender, date, time: '14:00:00' })).json().data;
    expect((await reschedule(app, stranger.headers, mine.id, `${date} 14:30:00`)).statusCode).toBe(404);
    const early = await reschedule(app, buyer.headers, mine.id, `${date} 08:00:00`);
    expect(early.statusCode).toBe(422);
    expect(early.json().errors.appointment_date).toEqual(['Not offered on this day: choose another time.']);
    const same = await reschedule(app, buyer.headers, mine.id, `${date} 14:00:00`);
    expect(same.json().errors.appointment_date).toEqual(['Your call is already at this time: choose another one.']);
    await app.inject({ method: 'PUT', url: `/api/appointment/cancel?id=${mine.id}`, headers: buyer.headers });
    expect((await reschedule(app, buyer.headers, mine.id, `${date} 14:30:00`)).statusCode).toBe(409);
  });

  it('gives a contested time to exactly one of 50 moves and bookings at once across two processes, and loses no call', async () => {
    const second = await createTestAppOn(app.databaseUrl);
    const date = upcoming(4);
    const contested = `${date} 15:00:00`;
    // 25 buyers with a call each, on the contested day and the next, and 25 without one.
    const halfHours = (first: number, count: number) =>
      Array.from({ length: count }, (_, index) => {
        const minutes = first * 60 + index * 30;
        return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${minutes % 60 ? '30' : '00'}:00`;
      });
    const nextDay = upcoming(5);
    const callTimes = [
      ...halfHours(9, 16)
        .filter((time) => `${date} ${time}` !== contested)
        .map((time) => ({ date, time })),
      ...halfHours(9, 10).map((time) => ({ date: nextDay, time })),
    ];
    expect(callTimes).toHaveLength(25);
    const movers = await Promise.all(callTimes.map((_, index) => newBuyer(app, `racer${index}`)));
    const calls = await Promise.all(
      movers.map(async (mover, index) => {
        const answer = await book(app, mover.headers, { ...lender, ...(callTimes[index] ?? { date, time: '' }) });
        expect(answer.statusCode, answer.body).toBe(201);
        return answer.json().data.id as number;
      }),
    );
    const bookers = await Promise.all(Array.from({ length: 25 }, (_, index) => newBuyer(app, `booker${index}`)));
    const answers = await Promise.all([
      ...movers.map((mover, index) =>
        reschedule(index % 2 ? second : app, mover.headers, calls[index] ?? 0, contested),
      ),
      ...bookers.map((booker, index) =>
        (index % 2 ? second : app).inject({
          method: 'POST',
          url: '/api/appointment/store',
          headers: booker.headers,
          payload: {
            program_administrative_information_id: lender.programId,
            professional_detail_id: lender.professionalId,
            appointment_date: contested,
          },
        }),
      ),
    ]);
    const won = answers.filter((answer) => answer.statusCode === 200 || answer.statusCode === 201);
    expect(won).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(answers.length - 1);

    const rows = await app.db.select().from(appointments).where(eq(appointments.professionalId, lender.professionalId));
    const holders = rows.filter(
      (row) => row.status === 'booked' && row.startsAt.toISOString() === won[0]?.json().data.starts_at,
    );
    expect(holders).toHaveLength(1);
    // Every mover still has their call, at its old time or, for the winner, at the contested one.
    for (const id of calls) expect(rows.find((row) => row.id === id)?.status).toBe('booked');
  });
});
