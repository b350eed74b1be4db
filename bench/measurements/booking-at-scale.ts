/**
 * Booking with a million appointments in the table. The day's slot grid and the booked starts of a
 * professional are read on every visit to the booking page, so their rate is a share of bare
 * Fastify's in the same run, with their p99 latency; bookings are written one request each and
 * counted per second. Each figure is taken at 10 thousand appointments and again at a million, on
 * the same data for the day measured, to show that the indexes keep them flat.
 *
 * The appointments are loaded with one `INSERT ... SELECT generate_series` each time, so this runs on
 * an app of its own, on an embedded PostgreSQL it can write to, and leaves the shared bench app alone.
 */
import { performance } from 'node:perf_hooks';
import { formatAppointmentDate, type Slot } from '@hbw/contract';
import pg from 'pg';
import { Pool } from 'undici';
import { startAppServer } from '../../test/support/app-server.ts';
import { answerADayOfCalls, registerBuyer } from '../a-day-of-calls.ts';
import { inProduction } from '../in-production.ts';
import type { Measurement, Row } from '../measurement.ts';
import { startOwnDatabase } from '../own-database.ts';
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
  /** Professionals and buyers the loaded appointments are shared among. */
  professionals: 200,
  buyers: 20_000,
  /** Buyers who make the measured bookings (a buyer cannot have two calls at one time). */
  bookingBuyers: 20,
};
const phases = [10_000, 1_000_000] as const;

/** The people the loaded appointments belong to: plain rows, as nobody signs in as them. */
async function addPeople(db: pg.Client): Promise<void> {
  await db.query(
    `insert into users (email) select 'bench-buyer-' || g || '@example.com' from generate_series(1, $1::int) g`,
    [load.buyers],
  );
  await db.query(
    `insert into users (email, role) select 'bench-pro-' || g || '@example.com', 'professional' from generate_series(1, $1::int) g`,
    [load.professionals],
  );
  await db.query(
    `insert into professionals (user_id, kind, company)
     select id, 'lender', 'Bench Lending ' || id from users where email like 'bench-pro-%' order by id`,
  );
}

/**
 * Appointments number `from` to `to - 1`. Number g goes to professional g mod 200 and buyer g mod
 * 20,000, at the (g div 200)th half-hour from the start of `firstDay` in New York: the 200 calls of
 * one start have 200 professionals and 200 buyers, so the partial unique indexes hold. The first
 * 10 thousand fill `firstDay` and the next, the measured days, with 50 half-hours per professional.
 */
async function addAppointments(db: pg.Client, from: number, to: number, firstDay: string): Promise<void> {
  // Loaded as a restore loads, without triggers: the change feed's would announce a million changes
  // to days nobody measures, and the app would still be hearing them during the measurement.
  await db.query('set session_replication_role = replica');
  await db.query(
    `insert into appointments (buyer_id, professional_id, program_id, starts_at, ends_at, uid)
     select buyer.first + g % $3::int, pro.first + g % $4::int, program.id, start, start + interval '30 minutes', 'bench-' || g
     from generate_series($1::int, $2::int - 1) g
     cross join lateral (select ($5::date::timestamp at time zone 'America/New_York')
       + (g / $4::int) * interval '30 minutes' as start) starts
     cross join (select min(id) as first from users where email like 'bench-buyer-%') buyer
     cross join (select min(p.id) as first from professionals p join users u on u.id = p.user_id
       where u.email like 'bench-pro-%') pro
     cross join (select min(id) as id from programs) program`,
    [from, to, load.buyers, load.professionals, firstDay],
  );
  await db.query('set session_replication_role = origin');
  // Then as after a restore: vacuumed, analysed, written out. Left to PostgreSQL, the vacuum of the
  // new rows and the writing of their pages ran during the first measurement that followed, on
  // whichever core, a database digesting a bulk load rather than one holding a million calls.
  await db.query('vacuum (analyze) appointments');
  await db.query('checkpoint');
}

async function getData<T>(url: string, token: string): Promise<T> {
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

type FreeSlot = { professionalId: number; programId: number; appointmentDate: string };

/**
 * Every free time of the seeded professionals (who take calls, and hold none of the loaded
 * appointments) over the coming weeks, ordered by time: what the measured bookings book.
 */
async function freeSlots(appUrl: string, db: pg.Client, token: string, firstDay: string): Promise<FreeSlot[]> {
  const { rows: professionals } = await db.query<{ id: number; program_id: number }>(
    `select p.id, min(pp.program_id) as program_id from professionals p
     join professional_programs pp on pp.professional_id = p.id where p.is_demo group by p.id`,
  );
  const days = Array.from({ length: 84 }, (_, index) => addDays(firstDay, index + 1));
  const found: (FreeSlot & { startsAt: string })[] = [];
  for (const day of days) {
    const grids = await Promise.all(
      professionals.map(async (professional) => ({
        professional,
        slots: await getData<Slot[]>(
          `${appUrl}/api/appointment/slots?professional_detail_id=${professional.id}&date=${day}`,
          token,
        ),
      })),
    );
    for (const { professional, slots } of grids) {
      for (const slot of slots.filter((candidate) => !candidate.disabled)) {
        found.push({
          professionalId: professional.id,
          programId: professional.program_id,
          appointmentDate: formatAppointmentDate(new Date(slot.starts_at)),
          startsAt: slot.starts_at,
        });
      }
    }
  }
  return found.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}

function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/**
 * Books `slots` one request each over `load.connections` parallel lanes, spread over the buyers in
 * turn (the slots are in time order and a time has fewer professionals than there are buyers, so no
 * buyer gets two calls at once). Timed here rather than by autocannon, whose run with a fixed number
 * of requests ends on its one-second tick; sent with undici's pool rather than `fetch`, which took
 * 1.2 ms of CPU per booking, about as much as the app, on the two cores they share (the pool 0.5 ms).
 */
async function bookingsPerSecond(appUrl: string, tokens: string[], slots: FreeSlot[]): Promise<number> {
  const pool = new Pool(appUrl, { connections: load.connections });
  let next = 0;
  const refused: string[] = [];
  const lane = async () => {
    for (let index = next++; index < slots.length; index = next++) {
      const slot = slots[index] as FreeSlot;
      const answer = await pool.request({
        path: '/api/appointment/store',
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens[index % tokens.length]}` },
        body: JSON.stringify({
          program_administrative_information_id: slot.programId,
          professional_detail_id: slot.professionalId,
          appointment_date: slot.appointmentDate,
        }),
      });
      if (answer.statusCode !== 201) refused.push(`${answer.statusCode} ${await answer.body.text()}`);
      else await answer.body.dump();
    }
  };
  try {
    const started = performance.now();
    await Promise.all(Array.from({ length: load.connections }, lane));
    const seconds = (performance.now() - started) / 1000;
    if (refused.length > 0) throw new Error(`${refused.length} bookings were refused under load, first: ${refused[0]}`);
    return slots.length / seconds;
  } finally {
    await pool.close();
  }
}

type PhaseFigures = { slots: Share; check: Share; bookings: number };

const bookingAtScale: Measurement = {
  async measure({ mailUrl }) {
    const database = await startOwnDatabase('bench_booking');
    try {
      const app = await startAppServer({
        databaseUrl: database.url,
        smtpUrl: mailUrl,
        // The jobs a booking queues (mails, calendar) are queued, not worked, so that the bookings
        // measured are the bookings and not the mail.
        environment: inProduction({ RUN_JOBS: 'false' }),
      });
      const bare = await startBareServer();
      const db = new pg.Client({ connectionString: database.url });
      await db.connect();
      try {
        await addPeople(db);
        const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
        const measuredDay = addDays(today, 1);
        const { token: reader } = await registerBuyer(app.url);
        const bookers = await Promise.all(
          Array.from({ length: load.bookingBuyers }, async () => (await registerBuyer(app.url)).token),
        );
        const bookable = await freeSlots(app.url, db, reader, measuredDay);
        const needed = load.warmUpBookings + load.bookings * phases.length;
        if (bookable.length < needed) {
          throw new Error(`Only ${bookable.length} free times to book; the measurement needs ${needed}.`);
        }
        const { rows } = await db.query<{ id: number }>(
          `select min(p.id) as id from professionals p join users u on u.id = p.user_id where u.email like 'bench-pro-%'`,
        );
        const measured = rows[0]?.id;
        const slotsPath = `/api/appointment/slots?professional_detail_id=${measured}&date=${measuredDay}`;
        const checkPath = `/api/appointment/check?professional_detail_id=${measured}&appointment_date=${measuredDay}`;

        await answerADayOfCalls(app.url);
        await bookingsPerSecond(app.url, bookers, bookable.slice(0, load.warmUpBookings));
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
            ),
          });
        }
        return rowsOf(figures);
      } finally {
        await db.end();
        await bare.stop();
        await app.stop();
      }
    } finally {
      await database.stop();
    }
  },
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
