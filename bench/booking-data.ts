/**
 * What the booking measurements load and send: an app on an embedded PostgreSQL of its own, with 200
 * professionals, 20,000 buyers and up to a million appointments loaded as a restore loads them; the
 * free times of the demo professionals, to book; and bookings sent one request each, timed. The
 * appointments are loaded with one `INSERT ... SELECT generate_series` each time, which is why these
 * measurements run on an app of their own and leave the shared bench app alone.
 */
import { performance } from 'node:perf_hooks';
import { formatAppointmentDate, type Slot } from '@hbw/contract';
import pg from 'pg';
import { Pool } from 'undici';
import { announceEverythingChanged, changeTopics } from '../apps/api/src/db/change-topics.ts';
import { hashToken, newToken } from '../apps/api/src/modules/accounts/secrets.ts';
import { weekdaysNineToFive } from '../apps/api/src/modules/professionals/index.ts';
import { type AppServer, startAppServer } from '../test/support/app-server.ts';
import { inProduction } from './in-production.ts';
import { startOwnDatabase } from './own-database.ts';

/** Professionals and buyers the loaded appointments are shared among. */
export const people = { professionals: 200, buyers: 20_000 };

/** The topics of booking's read model: a professional's hours, and each side's calls. */
const bookingTopics = [changeTopics.professional, changeTopics.professionalCalls, changeTopics.buyerCalls];

/**
 * Tells the app that any professional's hours and anyone's calls may have changed, as an operator
 * does after a restore: booking's read model drops all it holds, through the change feed that keeps
 * it, and the next reads go to the database.
 */
export async function dropBookingCaches(db: pg.Client): Promise<void> {
  await announceEverythingChanged(db, bookingTopics);
}

/**
 * The people the loaded appointments belong to: plain rows, as nobody signs in as them (but the
 * buyers that `signInBuyers` gives sessions). The professionals take calls on weekdays from 9 AM to
 * 5 PM, the hours a new professional gets, so that their days are read and shown as anyone's are.
 */
export async function addPeople(db: pg.Client): Promise<void> {
  await db.query(
    `insert into users (email) select 'bench-buyer-' || g || '@example.com' from generate_series(1, $1::int) g`,
    [people.buyers],
  );
  await db.query(
    `insert into users (email, role) select 'bench-pro-' || g || '@example.com', 'professional' from generate_series(1, $1::int) g`,
    [people.professionals],
  );
  await db.query(
    `insert into professionals (user_id, kind, company)
     select id, 'lender', 'Bench Lending ' || id from users where email like 'bench-pro-%' order by id`,
  );
  await db.query(
    `insert into weekly_availability (professional_id, weekday, slot_id)
     select p.id, hours.weekday, hours.slot_id from professionals p join users u on u.id = p.user_id
     cross join jsonb_to_recordset($1::jsonb) as hours(weekday smallint, slot_id smallint)
     where u.email like 'bench-pro-%'`,
    [
      JSON.stringify(
        weekdaysNineToFive.flatMap((slots, weekday) => slots.map((slotId) => ({ weekday, slot_id: slotId }))),
      ),
    ],
  );
}

/** The ids of the loaded professionals, in order. */
export async function benchProfessionals(db: pg.Client): Promise<number[]> {
  const { rows } = await db.query<{ id: number }>(
    `select p.id from professionals p join users u on u.id = p.user_id where u.email like 'bench-pro-%' order by p.id`,
  );
  return rows.map((row) => row.id);
}

/**
 * Sessions for the first `count` loaded buyers, written as a restore writes rows, and their tokens in
 * the buyers' order: many buyers to ask as, without an Argon2 hash per registration.
 */
export async function signInBuyers(db: pg.Client, count: number): Promise<string[]> {
  const tokens = Array.from({ length: count }, () => newToken());
  await db.query(
    `insert into sessions (user_id, token_hash, expires_at)
     select u.id, hashes.hash, now() + interval '1 day'
     from unnest($1::text[]) with ordinality as hashes(hash, n)
     join users u on u.email = 'bench-buyer-' || hashes.n || '@example.com'`,
    [tokens.map(hashToken)],
  );
  return tokens;
}

/**
 * Appointments number `from` to `to - 1`. Number g goes to professional g mod 200 and buyer g mod
 * 20,000, at the (g div 200)th half-hour from the start of `firstDay` in New York: the 200 calls of
 * one start have 200 professionals and 200 buyers, so the partial unique indexes hold. The first
 * 10 thousand fill `firstDay` and the next, the measured days, with 50 half-hours per professional;
 * a million fill every half-hour of each professional for 104 days.
 */
export async function addAppointments(db: pg.Client, from: number, to: number, firstDay: string): Promise<void> {
  // Loaded as a restore loads, without triggers: the change feed's would announce a million changes
  // one by one, and the app would still be hearing them during the measurement. It is told once,
  // after the load, as after a restore.
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
    [from, to, people.buyers, people.professionals, firstDay],
  );
  await db.query('set session_replication_role = origin');
  // Then as after a restore: vacuumed, analysed, written out. Left to PostgreSQL, the vacuum of the
  // new rows and the writing of their pages ran during the first measurement that followed, on
  // whichever core, a database digesting a bulk load rather than one holding a million calls.
  await db.query('vacuum (analyze) appointments');
  await db.query('checkpoint');
  await dropBookingCaches(db);
}

/** The New York date `days` after `date`. */
export function addDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

/** Today in New York, the zone of the slot grid. */
export function todayInNewYork(): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
}

async function getData<T>(url: string, token: string): Promise<T> {
  const answer = await fetch(url, { headers: { authorization: `Bearer ${token}` } });
  if (!answer.ok) throw new Error(`${url} answered ${answer.status}: ${await answer.text()}`);
  return ((await answer.json()) as { data: T }).data;
}

export type FreeSlot = { professionalId: number; programId: number; appointmentDate: string };

/**
 * Every free time of the seeded professionals (who take calls, and hold none of the loaded
 * appointments) over the coming weeks, ordered by time: what the measured bookings book.
 */
export async function freeSlots(appUrl: string, db: pg.Client, token: string, firstDay: string): Promise<FreeSlot[]> {
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

/**
 * Books `slots` one request each over `connections` parallel lanes, spread over the buyers in turn
 * (the slots are in time order and a time has fewer professionals than there are buyers, so no
 * buyer gets two calls at once). Timed here rather than by autocannon, whose run with a fixed number
 * of requests ends on its one-second tick; sent with undici's pool rather than `fetch`, which took
 * 1.2 ms of CPU per booking, about as much as the app, on the two cores they share (the pool 0.5 ms).
 */
export async function bookingsPerSecond(
  appUrl: string,
  tokens: string[],
  slots: FreeSlot[],
  connections: number,
): Promise<number> {
  const pool = new Pool(appUrl, { connections });
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
    await Promise.all(Array.from({ length: connections }, lane));
    const seconds = (performance.now() - started) / 1000;
    if (refused.length > 0) throw new Error(`${refused.length} bookings were refused under load, first: ${refused[0]}`);
    return slots.length / seconds;
  } finally {
    await pool.close();
  }
}

/** An app on a database of its own, and a connection to that database to load it. */
export type BookingBench = { app: AppServer; db: pg.Client };

/**
 * Runs `measure` on an app of its own (the production environment, with `environment` on top) and
 * its own embedded PostgreSQL, holding the loaded people; stops both afterwards.
 */
export async function onAppOfItsOwn<T>(
  mailUrl: string,
  environment: Record<string, string>,
  measure: (bench: BookingBench) => Promise<T>,
): Promise<T> {
  const database = await startOwnDatabase('bench_booking');
  try {
    const app = await startAppServer({
      databaseUrl: database.url,
      smtpUrl: mailUrl,
      environment: inProduction(environment),
    });
    const db = new pg.Client({ connectionString: database.url });
    await db.connect();
    try {
      await addPeople(db);
      return await measure({ app, db });
    } finally {
      await db.end();
      await app.stop();
    }
  } finally {
    await database.stop();
  }
}
