/**
 * Webhooks of a professional (issue 44, decision 054): an endpoint registered in the portal or with
 * a key that may manage webhooks receives each event of the professional's calls on a local HTTP
 * server, signed as the Standard Webhooks scheme says, which the test checks with its own code; a
 * rotation signs with both secrets for a day; a failing endpoint is retried with backoff, turned
 * off after a day (on a clock of the test's) and its owner mailed; no delivery names the buyer.
 */
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SmtpSink, startSmtpSink } from '../../../../test/support/smtp-sink.ts';
import { type Delivery, header, startReceiver, verifies } from '../../../../test/support/webhook-receiver.ts';
import { appointments, webhookEndpoints } from '../../src/db/schema/index.ts';
import { bearer, signIn } from '../support/accounts.ts';
import { book, demoLender, newBuyer, otherLender, upcoming } from '../support/booking.ts';
import { createTestApp, eventually, type TestApp } from '../support/test-app.ts';

const eventsOf = (received: Delivery[]) => received.map((delivery) => JSON.parse(delivery.body));

async function lenderSession(app: TestApp) {
  return bearer((await signIn(app, 'lender@demo.homebuyerwizard.test', 'demo-lender-2026')).json().data.token);
}

async function register(app: TestApp, headers: Record<string, string>, url: string, events: string[]) {
  const answer = await app.inject({ method: 'POST', url: '/api/pro/webhooks', headers, payload: { url, events } });
  expect(answer.statusCode).toBe(201);
  return answer.json().data as { id: number; secret: string; url: string; events: string[] };
}

describe('webhooks of a professional', () => {
  let app: TestApp;
  let lender: Awaited<ReturnType<typeof demoLender>>;
  let session: Record<string, string>;
  let receiver: Awaited<ReturnType<typeof startReceiver>>;
  let endpoint: Awaited<ReturnType<typeof register>>;

  beforeAll(async () => {
    app = await createTestApp();
    lender = await demoLender(app);
    session = await lenderSession(app);
    receiver = await startReceiver();
    afterAll(receiver.close);
    endpoint = await register(app, session, receiver.url, [
      'call.booked',
      'call.rescheduled',
      'call.cancelled',
      'call.completed',
    ]);
  });

  it('shows the secret once, keeps it sealed, and lists the endpoint without it', async () => {
    expect(endpoint.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const [stored] = await app.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, endpoint.id));
    expect(JSON.stringify(stored)).not.toContain(endpoint.secret.slice('whsec_'.length));
    const listed = await app.inject({ method: 'GET', url: '/api/pro/webhooks', headers: session });
    expect(listed.json().data).toEqual([
      {
        id: endpoint.id,
        url: receiver.url,
        events: ['call.booked', 'call.rescheduled', 'call.cancelled', 'call.completed'],
        created_at: expect.any(String),
        disabled_at: null,
        disabled_reason: null,
        previous_secret_until: null,
      },
    ]);
    expect(listed.body).not.toContain('whsec_');
  });

  it('refuses an address that is not https, and an event that does not exist, each on its field', async () => {
    const plain = await app.inject({
      method: 'POST',
      url: '/api/pro/webhooks',
      headers: session,
      payload: { url: 'http://crm.example.com/hooks', events: ['call.booked'] },
    });
    expect(plain.statusCode).toBe(422);
    expect(plain.json().errors.url).toEqual([expect.stringContaining('https://')]);
    const unknown = await app.inject({
      method: 'POST',
      url: '/api/pro/webhooks',
      headers: session,
      payload: { url: 'https://crm.example.com/hooks', events: ['call.exploded'] },
    });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual([expect.stringMatching(/^events/)]);
  });

  it('is managed by a key with webhooks:manage, refused to a key without it, and hidden from others', async () => {
    const keyWith = async (scopes: string[]) =>
      (
        await app.inject({
          method: 'POST',
          url: '/api/pro/api-keys',
          headers: session,
          payload: { name: `CRM ${scopes.join(' ')}`, scopes },
        })
      ).json().data.key as string;
    const managing = bearer(await keyWith(['webhooks:manage']));
    const reading = bearer(await keyWith(['calls:read']));

    expect((await app.inject({ method: 'GET', url: '/api/pro/webhooks', headers: reading })).statusCode).toBe(403);
    const made = await register(app, managing, 'https://crm.example.com/hooks', ['call.cancelled']);
    const listed = (await app.inject({ method: 'GET', url: '/api/pro/webhooks', headers: managing })).json().data;
    expect(listed.map((one: { id: number }) => one.id)).toEqual([endpoint.id, made.id]);

    const other = await otherLender(app, 'hooks.other.lender');
    expect((await app.inject({ method: 'GET', url: '/api/pro/webhooks', headers: other })).json().data).toEqual([]);
    const removal = { method: 'DELETE', url: `/api/pro/webhooks/${made.id}` } as const;
    expect((await app.inject({ ...removal, headers: other })).statusCode).toBe(404);
    expect((await app.inject({ ...removal, headers: managing })).statusCode).toBe(204);
  });

  it('delivers a booking, a move, a cancellation and a completion, each verified with the endpoint’s secret', async () => {
    const buyer = await newBuyer(app, 'hooked');
    const description = 'Private: my divorce settles next month.';
    const date = upcoming(3);
    const booked = (await book(app, buyer.headers, { ...lender, date, time: '10:00:00', description })).json().data;
    const moved = await app.inject({
      method: 'PUT',
      url: '/api/appointment/reschedule',
      headers: buyer.headers,
      payload: { id: booked.id, appointment_date: `${date} 11:00:00` },
    });
    expect(moved.statusCode).toBe(200);
    // Told in the order it happened: a call cancelled before its booking's job ran is not told as booked.
    await eventually(async () =>
      expect(
        eventsOf(receiver.received)
          .filter((event) => event.data.call_id === booked.id)
          .map((event) => event.type)
          .sort(),
      ).toEqual(['call.booked', 'call.rescheduled']),
    );
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/appointment/cancel?id=${booked.id}`,
      headers: buyer.headers,
    });
    expect(cancelled.statusCode).toBe(200);

    const held = (await book(app, buyer.headers, { ...lender, date, time: '14:00:00', description })).json().data;
    await app.db
      .update(appointments)
      .set({ startsAt: sql`now() - interval '1 hour'`, endsAt: sql`now() - interval '30 minutes'` })
      .where(eq(appointments.id, held.id));
    const completed = await app.inject({
      method: 'PUT',
      url: `/api/pro/appointments/${held.id}`,
      headers: session,
      payload: { action: 'complete' },
    });
    expect(completed.statusCode).toBe(200);

    const received = await eventually(async () => {
      const mine = receiver.received.filter((delivery) =>
        [booked.id, held.id].includes(JSON.parse(delivery.body).data.call_id),
      );
      expect(mine.map((delivery) => JSON.parse(delivery.body).type).sort()).toEqual([
        'call.booked',
        'call.booked',
        'call.cancelled',
        'call.completed',
        'call.rescheduled',
      ]);
      return mine;
    });
    for (const delivery of received) {
      expect(verifies(endpoint.secret, delivery)).toBe(true);
      expect(header(delivery, 'webhook-id')).toMatch(/^msg_[A-Za-z0-9_-]+$/);
      expect(delivery.headers['content-type']).toBe('application/json');
    }
    const [call] = await app.db.select().from(appointments).where(eq(appointments.id, booked.id));
    const cancellation = eventsOf(received).find((event) => event.type === 'call.cancelled');
    expect(cancellation).toEqual({
      type: 'call.cancelled',
      timestamp: expect.any(String),
      data: {
        call_id: booked.id,
        professional_id: lender.professionalId,
        program_id: lender.programId,
        starts_at: call?.startsAt.toISOString(),
        ends_at: call?.endsAt.toISOString(),
        status: 'cancelled',
        cancelled_by: 'buyer',
      },
    });
    expect(eventsOf(received).find((event) => event.type === 'call.completed').data.status).toBe('completed');
    // The buyer shared their address and their note with the professional, not with the systems the professional connects.
    for (const delivery of received) {
      expect(delivery.body).not.toContain(buyer.email);
      expect(delivery.body).not.toContain('divorce');
      expect(Object.keys(JSON.parse(delivery.body).data).sort()).toEqual([
        'call_id',
        'cancelled_by',
        'ends_at',
        'professional_id',
        'program_id',
        'starts_at',
        'status',
      ]);
    }
    // A forged body, or another secret, does not verify.
    const [first] = received;
    if (!first) throw new Error('No delivery arrived.');
    expect(verifies(endpoint.secret, { ...first, body: first.body.replace('"call.', '"calls.') })).toBe(false);
    expect(verifies(`whsec_${Buffer.alloc(32, 1).toString('base64')}`, first)).toBe(false);

    const log = (
      await app.inject({ method: 'GET', url: `/api/pro/webhooks/${endpoint.id}/deliveries`, headers: session })
    ).json().data;
    expect(log.filter((entry: { status: string }) => entry.status === 'delivered').length).toBeGreaterThanOrEqual(5);
    expect(log[0]).toEqual({
      id: expect.any(Number),
      message_id: expect.stringMatching(/^msg_/),
      event_type: expect.any(String),
      status: 'delivered',
      attempts: 1,
      last_response_code: 204,
      last_attempt_at: expect.any(String),
      next_attempt_at: null,
      created_at: expect.any(String),
    });
  });

  it('signs with the new secret and the one it replaced while a rotation lasts', async () => {
    const rotated = await app.inject({
      method: 'POST',
      url: `/api/pro/webhooks/${endpoint.id}/secret`,
      headers: session,
    });
    expect(rotated.statusCode).toBe(201);
    const { secret, previous_secret_until } = rotated.json().data;
    expect(secret).not.toBe(endpoint.secret);
    expect(new Date(previous_secret_until).getTime()).toBeGreaterThan(Date.now() + 23 * 60 * 60_000);

    const buyer = await newBuyer(app, 'rotated');
    const booked = (await book(app, buyer.headers, { ...lender, date: upcoming(4), time: '10:00:00' })).json().data;
    const delivery = await eventually(async () => {
      const found = receiver.received.find((one) => JSON.parse(one.body).data.call_id === booked.id);
      if (!found) throw new Error('The booking was not delivered yet.');
      return found;
    });
    expect(header(delivery, 'webhook-signature').split(' ')).toHaveLength(2);
    expect(verifies(secret, delivery)).toBe(true);
    expect(verifies(endpoint.secret, delivery)).toBe(true);
  });
});

describe('a failing endpoint', () => {
  const start = new Date(Date.now() + 365 * 24 * 60 * 60_000);
  /** The clock of the deliveries: a year ahead, so that pg-boss starts none of the retries it queues itself. */
  let clock = start;
  let app: TestApp;
  let sink: SmtpSink;

  beforeAll(async () => {
    sink = await startSmtpSink();
    app = await createTestApp({ SMTP_URL: sink.url }, { webhooks: { now: () => clock } });
  });
  afterAll(() => sink.close());

  it('is retried with backoff, turned off after a day with a mail to its owner, and can be sent again by hand', async () => {
    const lender = await demoLender(app);
    const session = await lenderSession(app);
    const receiver = await startReceiver();
    afterAll(receiver.close);
    receiver.answerWith(500);
    const endpoint = await register(app, session, receiver.url, ['call.booked']);
    const buyer = await newBuyer(app, 'unheard');
    await book(app, buyer.headers, { ...lender, date: upcoming(3), time: '10:00:00' });

    const deliveries = async () =>
      (await app.inject({ method: 'GET', url: `/api/pro/webhooks/${endpoint.id}/deliveries`, headers: session })).json()
        .data as {
        id: number;
        status: string;
        attempts: number;
        next_attempt_at: string | null;
        last_response_code: number | null;
      }[];
    // The first attempt is the job's, at once.
    let [delivery] = await eventually(async () => {
      const found = await deliveries();
      expect(found[0]?.attempts).toBe(1);
      return found;
    });
    const attemptsAt = [0];
    while (delivery?.status === 'pending' && delivery.next_attempt_at) {
      expect(delivery.last_response_code).toBe(500);
      clock = new Date(delivery.next_attempt_at);
      attemptsAt.push(clock.getTime() - start.getTime());
      await app.webhooks.attempt({ deliveryId: delivery.id, attempt: delivery.attempts });
      [delivery] = await deliveries();
    }
    const minutes = 60_000;
    const hours = 60 * minutes;
    expect(attemptsAt).toEqual([
      0,
      5_000,
      5_000 + 5 * minutes,
      5_000 + 35 * minutes,
      5_000 + 2 * hours + 35 * minutes,
      5_000 + 7 * hours + 35 * minutes,
      5_000 + 17 * hours + 35 * minutes,
      24 * hours,
    ]);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 8, next_attempt_at: null, last_response_code: 500 });
    expect(receiver.received).toHaveLength(8);
    expect(new Set(receiver.received.map((one) => header(one, 'webhook-id'))).size).toBe(1);

    const [listed] = (await app.inject({ method: 'GET', url: '/api/pro/webhooks', headers: session })).json().data;
    expect(listed.disabled_at).toBe(new Date(start.getTime() + 24 * hours).toISOString());
    const mail = await sink.waitFor(
      (message) =>
        message.envelopeTo.includes(lender.email) && message.subject === 'A webhook endpoint of yours was turned off',
    );
    expect(mail.text).toContain(receiver.url);

    const refused = await app.inject({
      method: 'POST',
      url: `/api/pro/webhooks/${endpoint.id}/deliveries/${delivery?.id}/redeliver`,
      headers: session,
    });
    expect(refused.statusCode).toBe(409);
    receiver.answerWith(200);
    expect(
      (await app.inject({ method: 'POST', url: `/api/pro/webhooks/${endpoint.id}/enable`, headers: session })).json()
        .data.disabled_at,
    ).toBeNull();
    const redelivered = await app.inject({
      method: 'POST',
      url: `/api/pro/webhooks/${endpoint.id}/deliveries/${delivery?.id}/redeliver`,
      headers: session,
    });
    expect(redelivered.statusCode).toBe(202);
    await eventually(async () => expect((await deliveries())[0]).toMatchObject({ status: 'delivered', attempts: 9 }));
    expect(receiver.received).toHaveLength(9);
    expect(verifies(endpoint.secret, receiver.received[8] as Delivery, clock.getTime() / 1000)).toBe(true);
    expect(header(receiver.received[8] as Delivery, 'webhook-id')).toBe(
      header(receiver.received[0] as Delivery, 'webhook-id'),
    );
  });

  it('is turned off at once when it answers 410 Gone, and its owner is mailed', async () => {
    const lender = await demoLender(app);
    const session = await lenderSession(app);
    const receiver = await startReceiver();
    afterAll(receiver.close);
    receiver.answerWith(410);
    const endpoint = await register(app, session, receiver.url, ['call.booked']);
    const buyer = await newBuyer(app, 'gone');
    await book(app, buyer.headers, { ...lender, date: upcoming(4), time: '15:00:00' });

    const listed = await eventually(async () => {
      const found = (await app.inject({ method: 'GET', url: '/api/pro/webhooks', headers: session }))
        .json()
        .data.find((one: { id: number }) => one.id === endpoint.id);
      expect(found.disabled_at).not.toBeNull();
      return found;
    });
    expect(listed.disabled_reason).toContain('410 Gone');
    expect(receiver.received).toHaveLength(1);
    const [delivery] = (
      await app.inject({ method: 'GET', url: `/api/pro/webhooks/${endpoint.id}/deliveries`, headers: session })
    ).json().data;
    expect(delivery).toMatchObject({ status: 'failed', attempts: 1, last_response_code: 410, next_attempt_at: null });
    const mail = await sink.waitFor(
      (message) => message.envelopeTo.includes(lender.email) && (message.text ?? '').includes(receiver.url),
    );
    expect(mail.text).toContain('410 Gone');
  });
});
