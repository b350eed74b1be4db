/**
 * Booking with a million appointments in the table. The day's slot grid and the booked starts of a
 * professional are read on every visit to the booking page, so their rate is a share of bare
 * Fastify's in the same run, with their p99 latency; bookings are written one request each and
 * counted per second. Each figure is taken at 10 thousand appointments and again at a million, on
 * the same data for the day measured, to show that the indexes keep them flat.
 *
 * On an app and a database of its own (`booking-data.ts`), its jobs queued but not worked, so that
 * the bookings measured are the bookings and not the mail; `booking-store-with-jobs.ts` measures the
 * store with its jobs worked, as the app runs by default.
 */
import { answerADayOfCalls, registerBuyer } from '../a-day-of-calls.ts';
import {
  addAppointments,
  addDays,
  benchProfessionals,
  bookingsPerSecond,
  freeSlots,
  onAppOfItsOwn,
  todayInNewYork,
} from '../booking-data.ts';
import type { Measurement, Row } from '../measurement.ts';
import { round2, type Share, shareOfBare, shareSetting, startBareServer } from './api-throughput.ts';

const load = {
  connections: 10,
  /** Bookings sent in each phase, one request each. */
  bookings: 1_000,
  /**
   * Bookings sent once before the first phase, untimed, as autocannon warms up before a share. The
   * first few hundred bookings of a process are its code being compiled, the load generator's as much
   * as the app's (the client's CPU a booking falls by half), and PostgreSQL preparing each
   * connection's statements: measured on 2026-11-27, 450 bookings at a time on a quiet machine ran at
   * 696, 926, 1,046, then 1,200 a second.
   */
  warmUpBookings: 1_000,
  /** Buyers who make the measured bookings (a buyer cannot have two calls at one time). */
  bookingBuyers: 20,
};
const phases = [10_000, 1_000_000] as const;

type PhaseFigures = { slots: Share; check: Share; bookings: number };

const bookingAtScale: Measurement = {
  measure: ({ mailUrl }) =>
    onAppOfItsOwn(mailUrl, { RUN_JOBS: 'false' }, async ({ app, db }) => {
      const bare = await startBareServer();
      try {
        const measuredDay = addDays(todayInNewYork(), 1);
        const { token: reader } = await registerBuyer(app.url);
        const bookers = await Promise.all(
          Array.from({ length: load.bookingBuyers }, async () => (await registerBuyer(app.url)).token),
        );
        const bookable = await freeSlots(app.url, db, reader, measuredDay);
        const needed = load.warmUpBookings + load.bookings * phases.length;
        if (bookable.length < needed) {
          throw new Error(`Only ${bookable.length} free times to book; the measurement needs ${needed}.`);
        }
        const [measured] = await benchProfessionals(db);
        const slotsPath = `/api/appointment/slots?professional_detail_id=${measured}&date=${measuredDay}`;
        const checkPath = `/api/appointment/check?professional_detail_id=${measured}&appointment_date=${measuredDay}`;

        await answerADayOfCalls(app.url);
        await bookingsPerSecond(app.url, bookers, bookable.slice(0, load.warmUpBookings), load.connections);
        const measuredBookings = bookable.slice(load.warmUpBookings);
        const figures: PhaseFigures[] = [];
        let loaded = 0;
        for (const [index, count] of phases.entries()) {
          await addAppointments(db, loaded, count, measuredDay);
          loaded = count;
          const signedIn = { headers: { authorization: `Bearer ${reader}` } };
          figures.push({
            slots: await shareOfBare(app, slotsPath, bare, signedIn),
            check: await shareOfBare(app, checkPath, bare, signedIn),
            bookings: await bookingsPerSecond(
              app.url,
              bookers,
              measuredBookings.slice(index * load.bookings, (index + 1) * load.bookings),
              load.connections,
            ),
          });
        }
        return rowsOf(figures);
      } finally {
        await bare.stop();
      }
    }),
};

export default bookingAtScale;

function rowsOf(figures: PhaseFigures[]): Row[] {
  const [small, large] = figures as [PhaseFigures, PhaseFigures];
  const rows: Row[] = [];
  for (const [name, read] of [
    ['slots', 'GET /api/appointment/slots'],
    ['check', 'GET /api/appointment/check'],
  ] as const) {
    for (const [label, phase] of [
      ['10 thousand', small],
      ['1 million', large],
    ] as const) {
      const last = phase === large;
      rows.push(
        {
          measurement: `${read} at ${label} appointments (${shareSetting})`,
          value: Math.round(phase[name].rate),
          unit: 'req/s',
        },
        {
          measurement: `${read} throughput at ${label} appointments, app ÷ bare Fastify (median of pairs)`,
          value: round2(phase[name].share),
          unit: '',
          ...(last ? { budget: { atLeast: 0.4 } } : {}),
        },
        {
          measurement: `${read} p99 latency at ${label} appointments`,
          value: phase[name].p99,
          unit: 'ms',
          ...(last ? { budget: { atMost: 20 } } : {}),
        },
      );
    }
    rows.push({
      measurement: `${read} throughput, 1 million ÷ 10 thousand appointments`,
      value: round2(large[name].rate / small[name].rate),
      unit: '',
    });
  }
  rows.push(
    {
      measurement: `POST /api/appointment/store at 10 thousand appointments (${load.bookings} bookings after ${load.warmUpBookings} of warm-up, ${load.connections} connections)`,
      value: Math.round(small.bookings),
      unit: 'bookings/s',
    },
    {
      measurement: `POST /api/appointment/store at 1 million appointments (${load.bookings} bookings after ${load.warmUpBookings} of warm-up, ${load.connections} connections)`,
      value: Math.round(large.bookings),
      unit: 'bookings/s',
      budget: { atLeast: 500 },
    },
    {
      measurement: 'POST /api/appointment/store rate, 1 million ÷ 10 thousand appointments',
      value: round2(large.bookings / small.bookings),
      unit: '',
    },
    {
      measurement: `GET /api/health on bare Fastify at 1 million appointments (${shareSetting})`,
      value: Math.round((large.slots.bareRate + large.check.bareRate) / 2),
      unit: 'req/s',
    },
  );
  return rows;
}
