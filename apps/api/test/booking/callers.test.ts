/**
 * What each caller may do to a call, held against the real API as a table: its buyer and its
 * professional signed in, the links of the buyer's emails (each for its one purpose), and those who
 * have no business with the call (another buyer, another professional, a link of another call,
 * nobody). A refusal answers as the API always did (404 for a call the caller may not see, 403 for
 * a part of the site not open to the account, 401 without a session) and changes nothing.
 */
import { and, eq, isNotNull } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointmentGuests, appointments, callLinks, callProposals } from '../../src/db/schema/index.ts';
import { callLinksRepository, mailedCallLinks } from '../../src/modules/booking/call-links.ts';
import { bearer, signIn } from '../support/accounts.ts';
import { book, demoLender, newBuyer, otherLender, upcoming } from '../support/booking.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let lender: Awaited<ReturnType<typeof demoLender>>;
let buyer: Record<string, string>;
let otherBuyer: Record<string, string>;
let professional: Record<string, string>;
let otherProfessional: Record<string, string>;

beforeAll(async () => {
  app = await createTestApp();
  lender = await demoLender(app);
  buyer = (await newBuyer(app, 'owner')).headers;
  otherBuyer = (await newBuyer(app, 'stranger')).headers;
  professional = bearer((await signIn(app, lender.email, 'demo-lender-2026')).json().data.token);
  otherProfessional = await otherLender(app, 'other.lender');
});

/** Free times of the demo lender, each used once: the weekdays of the next weeks, from 9:00 AM. */
const times = (function* () {
  for (let week = 0; week < 6; week += 1)
    for (let weekday = 1; weekday <= 5; weekday += 1)
      for (let hour = 9; hour < 17; hour += 1) yield { date: upcoming(weekday, 2 + 7 * week), hour };
})();
function nextTime() {
  const next = times.next();
  if (next.done) throw new Error('The table needs more free times.');
  return next.value;
}

/**
 * A call of the buyer ahead, with the links its emails would carry: Reschedule and Cancel as the
 * confirmation issues them, and a proposal link for a later time the professional proposed.
 */
async function callWithLinks() {
  const { date, hour } = nextTime();
  const booked = await book(app, buyer, { ...lender, date, time: `${String(hour).padStart(2, '0')}:00:00` });
  expect(booked.statusCode, booked.body).toBe(201);
  const id = booked.json().data.id as number;
  const [row] = await app.db.select().from(appointments).where(eq(appointments.id, id));
  if (!row) throw new Error('The call was not booked.');
  const tokenOf = (url: string) => url.slice(url.indexOf('#') + 1);
  const mailed = await mailedCallLinks(app.db, row, app.config.publicUrl);
  const links = callLinksRepository(app.db);
  const proposed = await links.propose(id, new Date(row.startsAt.getTime() + 30 * 60_000));
  const proposal = await links.issue({
    appointmentId: id,
    purpose: 'proposal',
    sequence: row.sequence,
    expiresAt: row.startsAt,
    proposalId: proposed.id,
  });
  return {
    id,
    date,
    hour,
    links: { reschedule: tokenOf(mailed.reschedule), cancel: tokenOf(mailed.cancel), proposal },
  };
}
type Call = Awaited<ReturnType<typeof callWithLinks>>;

/** Everything of a call an action could change. */
async function stateOf(id: number) {
  const [call] = await app.db
    .select({
      status: appointments.status,
      startsAt: appointments.startsAt,
      sequence: appointments.sequence,
      cancelledBy: appointments.cancelledBy,
    })
    .from(appointments)
    .where(eq(appointments.id, id));
  return {
    call,
    proposals: await app.db
      .select({ answer: callProposals.answer })
      .from(callProposals)
      .where(eq(callProposals.appointmentId, id)),
    // The confirmation, queued with the booking, may be adding its own links meanwhile: none is used.
    usedLinks: await app.db
      .select({ id: callLinks.id })
      .from(callLinks)
      .where(and(eq(callLinks.appointmentId, id), isNotNull(callLinks.usedAt))),
    guests: await app.db
      .select({ email: appointmentGuests.email })
      .from(appointmentGuests)
      .where(eq(appointmentGuests.appointmentId, id)),
  };
}

type Purpose = 'reschedule' | 'cancel' | 'proposal';
/** Who asks: a session's headers, or the token of a link (its own call's, or another call's). */
type Caller =
  | { name: string; kind: 'buyer' | 'professional'; headers: () => Record<string, string> }
  | { name: string; kind: 'link'; purpose: Purpose; ofAnotherCall?: boolean }
  | { name: string; kind: 'nobody' };

const callers: Caller[] = [
  { name: 'its buyer', kind: 'buyer', headers: () => buyer },
  { name: 'another buyer', kind: 'buyer', headers: () => otherBuyer },
  { name: 'its professional', kind: 'professional', headers: () => professional },
  { name: 'another professional', kind: 'professional', headers: () => otherProfessional },
  { name: 'its Reschedule link', kind: 'link', purpose: 'reschedule' },
  { name: 'its Cancel link', kind: 'link', purpose: 'cancel' },
  { name: 'its proposal link', kind: 'link', purpose: 'proposal' },
  { name: 'the Reschedule link of another call', kind: 'link', purpose: 'reschedule', ofAnotherCall: true },
  { name: 'nobody', kind: 'nobody' },
];

/** A request of the API for an action on a call, as one kind of caller makes it. */
type Request = (call: Call, link: { purpose: Purpose; token: string }) => InjectOptions;

/**
 * Each action, by the route each kind of caller has for it. A caller whose kind has none uses the
 * buyer's route, else the professional's: what it would reach by trying.
 */
type Action = {
  name: string;
  buyer?: Request;
  professional?: Request;
  link?: Request;
  /** What the call must be for the action to be possible at all (a call is marked once it began). */
  prepare?: (call: Call) => Promise<void>;
};

const inHeader = (token: string) => ({ 'call-link': token });
const aDifferentTime = (call: Call) => `${call.date} ${String(call.hour).padStart(2, '0')}:30:00`;

const actions: Action[] = [
  {
    name: 'see the call',
    buyer: (call) => ({ method: 'GET', url: `/api/appointment/${call.id}` }),
    professional: (call) => ({ method: 'GET', url: `/api/pro/appointments/${call.id}` }),
    link: (call, link) => ({
      method: 'GET',
      url: `/api/call-link/${call.id}?purpose=${link.purpose}`,
      headers: inHeader(link.token),
    }),
  },
  {
    // A professional's free times are open to every signed-in account: a link reads its call's.
    name: 'read the times it could move to',
    buyer: (call) => ({
      method: 'GET',
      url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=${call.date}`,
    }),
    link: (call, link) => ({
      method: 'GET',
      url: `/api/call-link/${call.id}/slots?date=${call.date}`,
      headers: inHeader(link.token),
    }),
  },
  {
    name: 'move it',
    buyer: (call) => ({
      method: 'PUT',
      url: '/api/appointment/reschedule',
      payload: { id: call.id, appointment_date: aDifferentTime(call) },
    }),
    link: (call, link) => ({
      method: 'PUT',
      url: `/api/call-link/${call.id}/reschedule`,
      headers: inHeader(link.token),
      payload: { appointment_date: aDifferentTime(call) },
    }),
  },
  {
    name: 'cancel it',
    buyer: (call) => ({ method: 'PUT', url: `/api/appointment/cancel?id=${call.id}` }),
    professional: (call) => ({
      method: 'PUT',
      url: `/api/pro/appointments/${call.id}`,
      payload: { action: 'cancel', note: 'Away that day.' },
    }),
    link: (call, link) => ({ method: 'PUT', url: `/api/call-link/${call.id}/cancel`, headers: inHeader(link.token) }),
  },
  {
    name: 'answer the time proposed',
    buyer: (call) => ({ method: 'PUT', url: `/api/appointment/${call.id}/proposal`, payload: { answer: 'decline' } }),
    link: (call, link) => ({
      method: 'PUT',
      url: `/api/call-link/${call.id}/proposal`,
      headers: inHeader(link.token),
      payload: { answer: 'decline' },
    }),
  },
  {
    name: 'propose another time',
    professional: (call) => ({
      method: 'POST',
      url: `/api/pro/appointments/${call.id}/proposal`,
      payload: { appointment_date: aDifferentTime(call) },
    }),
  },
  {
    name: 'mark it completed',
    professional: (call) => ({
      method: 'PUT',
      url: `/api/pro/appointments/${call.id}`,
      payload: { action: 'complete' },
    }),
    prepare: async (call) => {
      await app.db
        .update(appointments)
        .set({ startsAt: new Date(Date.now() - 40 * 60_000), endsAt: new Date(Date.now() - 10 * 60_000) })
        .where(eq(appointments.id, call.id));
    },
  },
  {
    name: 'add a guest',
    buyer: (call) => ({
      method: 'POST',
      url: '/api/microsoft.json',
      payload: [{ appointment_id: call.id, name: 'Alex Partner', email: 'alex.partner@example.com' }],
    }),
  },
  {
    name: 'write to the other side',
    buyer: (call) => ({
      method: 'POST',
      url: '/api/appointment/send-email',
      payload: { appointment_id: call.id, subject: 'Our call', body: 'See you then.' },
    }),
  },
];

/**
 * What each caller gets, in the order of `callers`: 2xx is allowed, and a refusal changes nothing.
 * The columns: its buyer, another buyer, its professional, another professional, its Reschedule,
 * Cancel and proposal links, another call's link, nobody.
 */
const expected: [answers: number[], action: string][] = [
  [[200, 404, 200, 404, 200, 200, 200, 404, 401], 'see the call'],
  [[200, 200, 200, 200, 200, 404, 404, 404, 401], 'read the times it could move to'],
  [[200, 404, 403, 403, 200, 404, 404, 404, 401], 'move it'],
  [[200, 404, 200, 404, 404, 200, 404, 404, 401], 'cancel it'],
  [[200, 404, 403, 403, 404, 404, 200, 404, 401], 'answer the time proposed'],
  [[403, 403, 201, 404, 401, 401, 401, 401, 401], 'propose another time'],
  [[403, 403, 200, 404, 401, 401, 401, 401, 401], 'mark it completed'],
  [[200, 404, 403, 403, 401, 401, 401, 401, 401], 'add a guest'],
  [[200, 404, 200, 404, 401, 401, 401, 401, 401], 'write to the other side'],
];

function requestOf(action: Action, caller: Caller, call: Call, otherCall: Call): InjectOptions {
  const session = action.buyer ?? action.professional;
  if (!session) throw new Error(`${action.name} has no route for a session.`);
  if (caller.kind === 'nobody') return session(call, { purpose: 'reschedule', token: '' });
  if (caller.kind === 'link') {
    const token = (caller.ofAnotherCall ? otherCall : call).links[caller.purpose];
    const link = { purpose: caller.purpose, token };
    // Without a route of its own, a link is shown to the session's route, where it is no session.
    return action.link ? action.link(call, link) : { ...session(call, link), headers: inHeader(token) };
  }
  const route = action[caller.kind] ?? session;
  return { ...route(call, { purpose: 'reschedule', token: '' }), headers: caller.headers() };
}

describe('what each caller may do to a call', () => {
  let otherCall: Call;
  beforeAll(async () => {
    otherCall = await callWithLinks();
  });

  for (const action of actions) {
    callers.forEach((caller, index) => {
      const status = expected.find(([, name]) => name === action.name)?.[0][index];
      const outcome = status === undefined ? 'unknown' : status < 300 ? 'may' : `is refused (${status})`;
      it(`${caller.name} ${outcome}: ${action.name}`, async () => {
        const call = await callWithLinks();
        await action.prepare?.(call);
        const before = await stateOf(call.id);
        const answer = await app.inject(requestOf(action, caller, call, otherCall));
        expect(answer.statusCode, answer.body).toBe(status);
        if (answer.statusCode >= 300) expect(await stateOf(call.id)).toEqual(before);
      });
    });
  }

  it('leaves the other call, whose link was shown to this one, as it was', async () => {
    expect((await stateOf(otherCall.id)).call).toMatchObject({ status: 'booked', sequence: 0 });
    expect((await stateOf(otherCall.id)).usedLinks).toEqual([]);
  });
});
