/**
 * Booking's reads when nothing is warm (issue 40). `booking-at-scale` asks for one buyer's slot list
 * of one day with one professional again and again, so after its first request the list is answered
 * from booking's read model: flat at a million appointments measures the cache. Here, at a million
 * appointments, booking's read model is first told to drop all it holds (through the change feed
 * that keeps it, `dropBookingCaches`), then every request asks for a (buyer, professional, day) the
 * process has never been asked for (`unseenRequests`): the slot list of a day, and the days of a
 * month (`GET /api/appointment/days`, a slot list for each day with a free time). Each is a share of
 * bare Fastify with its p99 latency, as the warm reads are, beside the same call asked again and
 * again on the same app a moment before (the warm figure), and their ratio.
 *
 * The buyers are loaded ones, whose calls are among the million, signed in by sessions written to
 * the database; each has asked for their profile once, as a buyer who reaches the booking page has
 * loaded others, so what is cold is booking's, not the session's.
 */
import type autocannon from 'autocannon';
import { Pool } from 'undici';
import { answerADayOfCalls } from '../a-day-of-calls.ts';
import {
  addAppointments,
  addDays,
  benchProfessionals,
  dropBookingCaches,
  onAppOfItsOwn,
  signInBuyers,
  todayInNewYork,
} from '../booking-data.ts';
import type { Measurement, Row } from '../measurement.ts';
import { round2, type Share, shareOfBare, shareSetting, startBareServer } from './api-throughput.ts';

const load = {
  appointments: 1_000_000,
  /**
   * Buyers signed in to ask. Each (professional, day) is asked by a new buyer every time round, so a
   * buyer's calls of a day are never read twice either: room for buyers × days slot lists and
   * buyers × months of days, more than a phase asks for at the rates of these machines.
   */
  buyers: 10_000,
  /** The days a slot list is asked for: the next twelve weeks, within the booking horizon (90 days). */
  days: 84,
};

/** A cold read's requests, and how many were asked; `exhausted` when every unseen one was. */
type UnseenRequests = { requests: autocannon.Request[]; asked(): number; exhausted(): boolean };

/**
 * Requests each for a (buyer, professional, `when`) never asked before: the professionals in turn
 * for one `when`, then the next `when`; after the last, round again with the next buyers. So every
 * request's buyer has not asked for that day (or month) before, and a professional's day is asked
 * again only after every professional's every day was. When more are sent than the buyers allow,
 * they start over and `exhausted` says so, for the measurement to fail rather than report warm reads.
 */
function unseenRequests(
  tokens: string[],
  professionals: number[],
  whens: string[],
  pathOf: (professional: number, when: string) => string,
): UnseenRequests {
  const perRound = professionals.length * whens.length;
  const capacity = Math.floor(tokens.length / professionals.length) * perRound;
  let next = 0;
  const request: autocannon.Request = {
    setupRequest(request) {
      const index = next++ % capacity;
      const round = Math.floor(index / perRound);
      const professional = index % professionals.length;
      const when = whens[Math.floor(index / professionals.length) % whens.length] as string;
      const token = tokens[round * professionals.length + professional] as string;
      return {
        ...request,
        path: pathOf(professionals[professional] as number, when),
        headers: { ...request.headers, authorization: `Bearer ${token}` },
      };
    },
  };
  return { requests: [request], asked: () => next, exhausted: () => next > capacity };
}

/** Each buyer asks for their profile once: their session is known to the app, as a browsing buyer's is. */
async function askedOnce(appUrl: string, tokens: string[]): Promise<void> {
  const pool = new Pool(appUrl, { connections: 10 });
  let next = 0;
  const lane = async () => {
    for (let index = next++; index < tokens.length; index = next++) {
      const answer = await pool.request({
        path: '/api/wizard-tool/profile',
        method: 'GET',
        headers: { authorization: `Bearer ${tokens[index]}` },
      });
      await answer.body.dump();
      if (answer.statusCode !== 200) throw new Error(`A loaded buyer's profile answered ${answer.statusCode}.`);
    }
  };
  try {
    await Promise.all(Array.from({ length: 10 }, lane));
  } finally {
    await pool.close();
  }
}

/** A read measured warm, then cold. */
type ColdRead = { warm: Share; cold: Share; asked: number };

/** The months from `first`'s to `last`'s, `yyyy-MM`. */
function monthsBetween(first: string, last: string): string[] {
  const months: string[] = [];
  for (let month = first.slice(0, 7); month <= last.slice(0, 7); ) {
    months.push(month);
    const next = new Date(`${month}-15T12:00:00Z`);
    next.setUTCMonth(next.getUTCMonth() + 1);
    month = next.toISOString().slice(0, 7);
  }
  return months;
}

const bookingColdReads: Measurement = {
  measure: ({ mailUrl }) =>
    onAppOfItsOwn(mailUrl, {}, async ({ app, db }) => {
      const bare = await startBareServer();
      try {
        const tomorrow = addDays(todayInNewYork(), 1);
        await addAppointments(db, 0, load.appointments, tomorrow);
        const professionals = await benchProfessionals(db);
        const tokens = await signInBuyers(db, load.buyers);
        await answerADayOfCalls(app.url);
        await askedOnce(app.url, tokens);
        const [professional] = professionals;
        const [reader] = tokens;
        const signedIn = { headers: { authorization: `Bearer ${reader}` } };
        const days = Array.from({ length: load.days }, (_, index) => addDays(tomorrow, index));
        const slotsPath = (id: number, date: string) =>
          `/api/appointment/slots?professional_detail_id=${id}&date=${date}`;
        const daysPath = (id: number, month: string) =>
          `/api/appointment/days?professional_detail_id=${id}&month=${month}`;

        /** The call asked again and again, then, the caches dropped, every request one not asked before. */
        const coldRead = async (whens: string[], pathOf: (id: number, when: string) => string): Promise<ColdRead> => {
          const warm = await shareOfBare(app, pathOf(professional as number, whens[0] as string), bare, signedIn);
          const unseen = unseenRequests(tokens.slice(1), professionals, whens, pathOf);
          await dropBookingCaches(db);
          const cold = await shareOfBare(app, pathOf(professional as number, whens[0] as string), bare, {
            requests: unseen.requests,
          });
          if (unseen.exhausted()) {
            throw new Error(
              `${unseen.asked()} cold requests asked for more (buyer, professional, day)s than ${load.buyers} buyers give: sign in more.`,
            );
          }
          return { warm, cold, asked: unseen.asked() };
        };
        const slots = await coldRead(days, slotsPath);
        const months = await coldRead(monthsBetween(tomorrow, days.at(-1) as string), daysPath);
        return [
          ...rowsOf('GET /api/appointment/slots', 'day', slots),
          ...rowsOf('GET /api/appointment/days', 'month', months),
          {
            measurement: `GET /api/health on bare Fastify during the cold reads (${shareSetting})`,
            value: Math.round((slots.cold.bareRate + months.cold.bareRate) / 2),
            unit: 'req/s',
          },
        ];
      } finally {
        await bare.stop();
      }
    }),
};

export default bookingColdReads;

function rowsOf(read: string, when: 'day' | 'month', { warm, cold, asked }: ColdRead): Row[] {
  const at = `${read} at 1 million appointments`;
  const coldly = `cold (the caches dropped, each request a buyer, professional and ${when} not asked before)`;
  return [
    {
      measurement: `${at}, warm (one buyer, professional and ${when} again and again; ${shareSetting})`,
      value: Math.round(warm.rate),
      unit: 'req/s',
    },
    {
      measurement: `${at}, warm, app ÷ bare Fastify (median of pairs)`,
      value: round2(warm.share),
      unit: '',
    },
    { measurement: `${at}, warm, p99 latency`, value: warm.p99, unit: 'ms' },
    {
      measurement: `${at}, ${coldly} (${shareSetting})`,
      value: Math.round(cold.rate),
      unit: 'req/s',
    },
    { measurement: `${at}, cold, requests asked (warm-up and rounds), none twice`, value: asked, unit: '' },
    {
      measurement: `${at}, cold, app ÷ bare Fastify (median of pairs)`,
      value: round2(cold.share),
      unit: '',
    },
    { measurement: `${at}, cold, p99 latency`, value: cold.p99, unit: 'ms', budget: { atMost: 20 } },
    {
      measurement: `${at}, cold ÷ warm (their shares of bare Fastify)`,
      value: round2(cold.share / warm.share),
      unit: '',
    },
  ];
}
