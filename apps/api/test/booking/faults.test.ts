/**
 * Booking under load and faults (docs/security.md 23, 25 and 26): real app processes on one database,
 * a calendar that fails, and a server killed between the booking and its jobs.
 */
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../../src/db/database.ts';
import { freePort } from '../../src/db/embedded.ts';
import { appointmentNotices, appointments, devMailbox } from '../../src/db/schema/index.ts';
import type { CalendarProvider } from '../../src/modules/calendars/index.ts';
import { bearer } from '../support/accounts.ts';
import { book, demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { type Started, startProcess } from '../support/process.ts';
import { createTestApp, createTestDatabase, eventually } from '../support/test-app.ts';

const running: Started[] = [];
afterAll(async () => {
  for (const server of running) server.child.kill('SIGKILL');
});

async function startServer(databaseUrl: string, environment: Record<string, string> = {}) {
  const port = await freePort();
  const server = startProcess('server.ts', [], {
    DATABASE_URL: databaseUrl,
    PORT: String(port),
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    NODE_ENV: 'test',
    RATE_LIMIT_MAX: '100000',
    STRICT_RATE_LIMIT_MAX: '100000',
    ...environment,
  });
  running.push(server);
  await server.waitForOutput('is ready at');
  return { server, url: `http://127.0.0.1:${port}` };
}

async function call(url: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) {
  const response = await fetch(`${url}${path}`, {
    method: init.method ?? 'GET',
    headers: { 'content-type': 'application/json', ...(init.token ? bearer(init.token) : {}) },
    ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }),
  });
  return {
    status: response.status,
    body: (await response.json()) as { data: { token: string; id: number }; message?: string },
  };
}

async function registerBuyer(url: string, index: number): Promise<string> {
  const email = `racer.${index}.${Date.now()}@example.com`;
  const password = 'racing for the same slot';
  const response = await call(url, '/api/register', {
    method: 'POST',
    body: { email, password, password_confirmation: password },
  });
  return response.body.data.token;
}

describe('50 buyers, one slot, two app processes (docs/security.md 23)', () => {
  it('gives the slot to exactly one of them: one 201, 49 times 409, one row', async () => {
    const databaseUrl = await createTestDatabase();
    const [first, second] = await Promise.all([startServer(databaseUrl), startServer(databaseUrl)]);
    const servers = [first.url, second.url];
    const tokens = await Promise.all(
      Array.from({ length: 50 }, (_, index) => registerBuyer(servers[index % 2] ?? '', index)),
    );

    const connection = connectDatabase(databaseUrl);
    const app = { db: connection.db } as Parameters<typeof demoLender>[0];
    const lender = await demoLender(app);
    const date = upcoming(3);
    const answers = await Promise.all(
      tokens.map((token, index) =>
        call(servers[index % 2] ?? '', '/api/appointment/store', {
          method: 'POST',
          token,
          body: {
            program_administrative_information_id: lender.programId,
            professional_detail_id: lender.professionalId,
            appointment_date: `${date} 11:00:00`,
          },
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409)).toHaveLength(49);
    expect(answers.find((answer) => answer.status === 409)?.body).toEqual({ message: 'This time was just taken' });
    const rows = await connection.db
      .select()
      .from(appointments)
      .where(
        and(
          eq(appointments.professionalId, lender.professionalId),
          sql`${appointments.startsAt} = ${`${date}T16:00:00Z`}::timestamptz`,
        ),
      );
    expect(rows).toHaveLength(1);
    await connection.close();
  });
});

describe('cancel and re-book racing (docs/security.md 25)', () => {
  it('ends with one consistent winner, whatever the order', async () => {
    const app = await createTestApp();
    const lender = await demoLender(app);
    for (let round = 0; round < 5; round++) {
      const owner = await newBuyer(app, 'owner');
      const challenger = await newBuyer(app, 'challenger');
      const date = upcoming(4);
      const time = `${String(9 + round).padStart(2, '0')}:00:00`;
      const booked = (await book(app, owner.headers, { ...lender, date, time })).json().data;
      const [cancel, rebook] = await Promise.all([
        app.inject({ method: 'PUT', url: `/api/appointment/cancel?id=${booked.id}`, headers: owner.headers }),
        book(app, challenger.headers, { ...lender, date, time }),
      ]);
      expect(cancel.statusCode).toBe(200);
      expect([201, 409]).toContain(rebook.statusCode);
      const active = await app.db
        .select()
        .from(appointments)
        .where(
          and(
            eq(appointments.professionalId, lender.professionalId),
            eq(appointments.status, 'booked'),
            sql`${appointments.startsAt} = ${booked.starts_at}::timestamptz`,
          ),
        );
      expect(active).toHaveLength(rebook.statusCode === 201 ? 1 : 0);
      if (rebook.statusCode === 201) expect(active[0]?.id).toBe(rebook.json().data.id);
    }
  });
});

describe('a calendar that fails (docs/security.md 26)', () => {
  it('keeps the booking, retries, and in the end creates exactly one event', async () => {
    const events = new Map<string, number>();
    let failuresLeft = 2;
    const flakyCalendar: CalendarProvider = {
      name: 'flaky',
      async createEvent(event) {
        if (failuresLeft > 0) {
          failuresLeft -= 1;
          if (failuresLeft === 1) throw new Error('The calendar answered 500.');
          await new Promise((resolve) => setTimeout(resolve, 50));
          throw new Error('The calendar timed out.');
        }
        events.set(event.uid, (events.get(event.uid) ?? 0) + 1);
        return {
          eventId: `event-${event.uid}`,
          joinUrl: `https://calendar.example/${event.uid}`,
          microsoftMeetingId: null,
        };
      },
      async cancelEvent() {},
      async moveEvent() {},
      async updateAttendees() {},
    };
    const flaky = await createTestApp({}, { booking: { calendarProvider: flakyCalendar } });
    await flaky.jobs.boss.updateQueue('booking.confirm', { retryDelay: 1, retryBackoff: false });
    const lender = await demoLender(flaky);
    const buyer = await newBuyer(flaky);
    const response = await book(flaky, buyer.headers, { ...lender, date: upcoming(2), time: '12:00:00' });
    expect(response.statusCode).toBe(201);

    const stored = await eventually(async () => {
      const [row] = await flaky.db.select().from(appointments).where(eq(appointments.id, response.json().data.id));
      if (!row?.meetLink) throw new Error('no event yet');
      return row;
    }, 60_000);
    expect(stored.status).toBe('booked');
    expect(stored.meetLink).toBe(`https://calendar.example/${stored.uid}`);
    expect([...events.values()]).toEqual([1]);
    // Each attempt of the confirmation queued the reminder; there is one.
    const reminders = await flaky.db.execute(
      sql`select id from pgboss.job where name = 'booking.remind' and data->>'appointmentId' = ${String(stored.id)}`,
    );
    expect(reminders.rows).toHaveLength(1);
  });
});

describe('a server killed between the booking and its jobs (docs/security.md 26)', () => {
  /** A call booked on a server that runs no jobs, which is then killed: its confirmation is queued, never run. */
  async function bookedOnAKilledServer(buyer: number, when: string) {
    const databaseUrl = await createTestDatabase();
    const quiet = await startServer(databaseUrl, { RUN_JOBS: 'false' });
    const token = await registerBuyer(quiet.url, buyer);
    const connection = connectDatabase(databaseUrl);
    const lender = await demoLender({ db: connection.db } as Parameters<typeof demoLender>[0]);
    const booked = await call(quiet.url, '/api/appointment/store', {
      method: 'POST',
      token,
      body: {
        program_administrative_information_id: lender.programId,
        professional_detail_id: lender.professionalId,
        appointment_date: when,
      },
    });
    expect(booked.status).toBe(201);
    quiet.server.child.kill('SIGKILL');
    await quiet.server.exited;
    return { databaseUrl, connection, appointmentId: booked.body.data.id };
  }

  const confirmationMails = (connection: ReturnType<typeof connectDatabase>, timeoutMs: number) =>
    eventually(async () => {
      const rows = await connection.db
        .select()
        .from(devMailbox)
        .where(sql`${devMailbox.subject} like 'Your call with % is booked'`);
      if (rows.length < 1) throw new Error('no mail yet');
      return rows;
    }, timeoutMs);

  const noticesOf = (connection: ReturnType<typeof connectDatabase>, appointmentId: number) =>
    connection.db.select().from(appointmentNotices).where(eq(appointmentNotices.appointmentId, appointmentId));

  it('loses nothing: after a restart the confirmation goes out once', async () => {
    const { databaseUrl, connection, appointmentId } = await bookedOnAKilledServer(0, `${upcoming(2)} 14:30:00`);

    await startServer(databaseUrl);
    const notices = await eventually(async () => {
      const rows = await noticesOf(connection, appointmentId);
      if (rows.length < 2) throw new Error('not confirmed yet');
      return rows;
    }, 60_000);
    expect(notices.map((notice) => notice.kind)).toEqual(['confirmation', 'confirmation']);
    const mails = await confirmationMails(connection, 20_000);
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    expect(
      await connection.db.select().from(devMailbox).where(sql`${devMailbox.subject} like 'Your call with % is booked'`),
    ).toHaveLength(mails.length);
    expect(mails).toHaveLength(1);
    await connection.close();
  });

  it('picks up a confirmation whose worker was killed while it ran, and sends it once', async () => {
    const { databaseUrl, connection, appointmentId } = await bookedOnAKilledServer(1, `${upcoming(3)} 11:00:00`);
    // What a worker killed in the middle of the job leaves behind: the job claimed, its heartbeat
    // fresh, and nothing sent.
    const claimed = await connection.db.execute(
      sql`update pgboss.job set state = 'active', started_on = now(), heartbeat_on = now()
          where name = 'booking.confirm' and state = 'created' returning heartbeat_seconds, expire_seconds`,
    );
    expect(claimed.rows).toEqual([{ heartbeat_seconds: 10, expire_seconds: 120 }]);

    await startServer(databaseUrl);
    // Once the heartbeat is seen to have stopped, the job is retried: well within a minute, where
    // pg-boss's default expiry would have waited fifteen.
    expect(await confirmationMails(connection, 60_000)).toHaveLength(1);
    const notices = await noticesOf(connection, appointmentId);
    expect(notices.map((notice) => notice.kind)).toEqual(['confirmation', 'confirmation']);
    await connection.close();
  }, 90_000);
});
