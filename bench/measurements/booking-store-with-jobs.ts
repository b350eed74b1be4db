/**
 * The store as the app runs by default (issue 40): its jobs worked in the same process (`RUN_JOBS`
 * unset), at a million appointments. `booking-at-scale` measures bookings with their jobs queued
 * but not worked; here each booking's confirmation (the meeting, the notices, the reminder queued)
 * and the two mails it queues are worked by the process that takes the bookings, while it takes
 * them. Bookings per second is the budget; how long the jobs of the measured bookings took to be
 * done, from the first booking, says whether they kept up or were left for later.
 */
import { performance } from 'node:perf_hooks';
import type pg from 'pg';
import { answerADayOfCalls, registerBuyer } from '../a-day-of-calls.ts';
import {
  addAppointments,
  addDays,
  bookingsPerSecond,
  freeSlots,
  onAppOfItsOwn,
  todayInNewYork,
} from '../booking-data.ts';
import type { Measurement } from '../measurement.ts';

const load = {
  appointments: 1_000_000,
  connections: 10,
  bookings: 1_000,
  /** Untimed, as in `booking-at-scale`; their jobs are done before the measured bookings start. */
  warmUpBookings: 1_000,
  bookingBuyers: 20,
  /** How long the jobs may take to be done after the last booking before the measurement gives up. */
  jobsTimeoutMs: 300_000,
};

/** Jobs due now and not yet done: the reminders, due before each call, are not counted. */
async function jobsDue(db: pg.Client): Promise<number> {
  const { rows } = await db.query<{ due: number }>(
    `select count(*)::int as due from pgboss.job where state in ('created', 'retry', 'active') and start_after <= now()`,
  );
  return rows[0]?.due ?? 0;
}

/** Resolves once no job is due, polling every 100 ms. */
async function jobsDone(db: pg.Client): Promise<void> {
  const deadline = performance.now() + load.jobsTimeoutMs;
  for (let due = await jobsDue(db); due > 0; due = await jobsDue(db)) {
    if (performance.now() > deadline) throw new Error(`${due} jobs were still due ${load.jobsTimeoutMs} ms on.`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const bookingStoreWithJobs: Measurement = {
  measure: ({ mailUrl }) =>
    onAppOfItsOwn(mailUrl, {}, async ({ app, db }) => {
      const firstDay = addDays(todayInNewYork(), 1);
      const { token: reader } = await registerBuyer(app.url);
      const bookers = await Promise.all(
        Array.from({ length: load.bookingBuyers }, async () => (await registerBuyer(app.url)).token),
      );
      const bookable = await freeSlots(app.url, db, reader, firstDay);
      const needed = load.warmUpBookings + load.bookings;
      if (bookable.length < needed) {
        throw new Error(`Only ${bookable.length} free times to book; the measurement needs ${needed}.`);
      }
      await addAppointments(db, 0, load.appointments, firstDay);
      await answerADayOfCalls(app.url);
      await bookingsPerSecond(app.url, bookers, bookable.slice(0, load.warmUpBookings), load.connections);
      await jobsDone(db);

      const started = performance.now();
      const rate = await bookingsPerSecond(
        app.url,
        bookers,
        bookable.slice(load.warmUpBookings, needed),
        load.connections,
      );
      await jobsDone(db);
      const withJobs = load.bookings / ((performance.now() - started) / 1000);
      const setting = `${load.bookings} bookings after ${load.warmUpBookings} of warm-up, ${load.connections} connections`;
      return [
        {
          measurement: `POST /api/appointment/store at 1 million appointments, its jobs worked in the same process as by default (${setting})`,
          value: Math.round(rate),
          unit: 'bookings/s',
          budget: { atLeast: 500 },
        },
        {
          measurement: `POST /api/appointment/store at 1 million appointments, the same bookings with their jobs done (confirmation, meeting, two mails), from the first booking until the last job`,
          value: Math.round(withJobs),
          unit: 'bookings/s',
        },
      ];
    }),
};

export default bookingStoreWithJobs;
