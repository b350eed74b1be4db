/**
 * The console's calls: console staff only (401 without a session, 403 for buyers and
 * professionals), input checked (422), and every change written with its audit row in one
 * transaction.
 */
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, expertRequests, newsletterSubscribers, users } from '../../src/db/schema/index.ts';
import { profileStatus, readLatestMail, registerWithPassword, signIn } from '../support/accounts.ts';
import { book, demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { programCountOfState } from '../support/catalogue-size.ts';
import { accountWithRole, refusalsOf, whileAuditRefuses } from '../support/console.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let staff: Record<string, string>;
let buyer: Awaited<ReturnType<typeof newBuyer>>;
let professional: Record<string, string>;
let lender: Awaited<ReturnType<typeof demoLender>>;

async function requestExpert(headers: Record<string, string>, email: string) {
  const response = await app.inject({
    method: 'POST',
    url: '/api/appointment/email-request',
    headers,
    payload: {
      program_id: lender.programId,
      expert_type: 'housing_counselor',
      email,
      mobile_number: '(555) 401-0002',
      household_income: 58_000,
    },
  });
  expect(response.statusCode).toBe(200);
  const [request] = await app.db.select().from(expertRequests).where(eq(expertRequests.email, email));
  if (!request) throw new Error('The expert request was not stored.');
  return request;
}

beforeAll(async () => {
  app = await createTestApp();
  lender = await demoLender(app);
  staff = await accountWithRole(app, 'staff@example.com', 'admin');
  professional = await accountWithRole(app, 'pro.console@example.com', 'professional');
  buyer = await newBuyer(app, 'console');
});

/** Every console call, with input that passes and input that does not. */
const calls = [
  { method: 'GET', url: '/api/admin/expert-requests', bad: '/api/admin/expert-requests?status=lost' },
  { method: 'PATCH', url: '/api/admin/expert-requests/1', payload: { status: 'contacted' }, badPayload: { note: 7 } },
  { method: 'GET', url: '/api/admin/bookings', bad: '/api/admin/bookings?from=2026-13-01' },
  { method: 'GET', url: '/api/admin/bookings?format=csv', bad: '/api/admin/bookings?format=xls' },
  { method: 'GET', url: '/api/admin/subscribers', bad: '/api/admin/subscribers?state=maybe' },
  { method: 'GET', url: '/api/admin/subscribers?format=csv', bad: '/api/admin/subscribers?page=0' },
  { method: 'GET', url: '/api/admin/users', bad: '/api/admin/users?role=owner' },
  { method: 'PATCH', url: '/api/admin/users/1', payload: { locked: false }, badPayload: { locked: 'yes' } },
  { method: 'POST', url: '/api/admin/users/1/reset-link', bad: '/api/admin/users/0/reset-link' },
  { method: 'GET', url: '/api/admin/programs', bad: '/api/admin/programs?unchecked_days=0' },
  { method: 'GET', url: '/api/admin/audit', bad: '/api/admin/audit?actor_id=-1' },
] as const;

describe('who may use the console', () => {
  it.each(calls)('$method $url: 401 without a session, 403 for a buyer and a professional', async (call) => {
    const payload = 'payload' in call ? call.payload : undefined;
    expect(await refusalsOf(app, { method: call.method, url: call.url, payload }, buyer.headers, professional)).toEqual(
      [401, 403, 403],
    );
  });

  it.each(calls)('$method $url: 422 with the field for bad input', async (call) => {
    const response =
      'badPayload' in call
        ? await app.inject({ method: call.method, url: call.url, headers: staff, payload: call.badPayload })
        : await app.inject({ method: call.method, url: call.bad, headers: staff });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors ?? {})).not.toHaveLength(0);
  });

  it('lists every console call in the OpenAPI document', async () => {
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/expert-requests',
        '/api/admin/expert-requests/{id}',
        '/api/admin/bookings',
        '/api/admin/subscribers',
        '/api/admin/users',
        '/api/admin/users/{id}',
        '/api/admin/users/{id}/reset-link',
        '/api/admin/programs',
        '/api/admin/audit',
      ]),
    );
  });
});

describe('expert requests', () => {
  it('lists a buyer’s request as new, with its buyer and program', async () => {
    const stored = await requestExpert(buyer.headers, buyer.email);
    const page = (
      await app.inject({ method: 'GET', url: '/api/admin/expert-requests?status=new', headers: staff })
    ).json().data;
    expect(page).toMatchObject({ current_page: 1, per_page: 25 });
    expect(page.data).toContainEqual(
      expect.objectContaining({
        id: stored.id,
        status: 'new',
        note: '',
        expert_type: 'housing_counselor',
        household_income: 58_000,
        buyer: expect.objectContaining({ email: buyer.email }),
        program: expect.objectContaining({ id: lender.programId }),
      }),
    );
  });

  it('records a change of status and note with its audit row', async () => {
    const other = await newBuyer(app, 'contacted');
    const stored = await requestExpert(other.headers, other.email);
    const response = await app.inject({
      method: 'PATCH',
      url: `/api/admin/expert-requests/${stored.id}`,
      headers: staff,
      payload: { status: 'contacted', note: 'Called, will call back Monday.' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ status: 'contacted', note: 'Called, will call back Monday.' });

    const contacted = (
      await app.inject({ method: 'GET', url: '/api/admin/expert-requests?status=contacted', headers: staff })
    ).json().data.data;
    expect(contacted.map((request: { id: number }) => request.id)).toContain(stored.id);

    const audit = (
      await app.inject({
        method: 'GET',
        url: `/api/admin/audit?object_kind=expert_request&object_id=${stored.id}`,
        headers: staff,
      })
    ).json().data;
    expect(audit.data).toEqual([
      expect.objectContaining({
        actor: expect.objectContaining({ email: 'staff@example.com' }),
        action: 'expert_request.update',
        before: { status: 'new', note: '' },
        after: { status: 'contacted', note: 'Called, will call back Monday.' },
      }),
    ]);
  });

  it('answers 404 for a request that does not exist, and writes no audit row', async () => {
    const before = await app.db.$count(auditEvents);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/admin/expert-requests/2147483647',
      headers: staff,
      payload: { status: 'closed' },
    });
    expect(response.statusCode).toBe(404);
    expect(await app.db.$count(auditEvents)).toBe(before);
  });

  it('refuses an empty change', async () => {
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/admin/expert-requests/1',
      headers: staff,
      payload: {},
    });
    expect(response.statusCode).toBe(422);
  });

  it('leaves no change and no audit row when the audit row cannot be written', async () => {
    const other = await newBuyer(app, 'rolled.back');
    const stored = await requestExpert(other.headers, other.email);
    const before = await app.db.$count(auditEvents);
    await whileAuditRefuses(app, stored.id, async () => {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/admin/expert-requests/${stored.id}`,
        headers: staff,
        payload: { status: 'closed', note: 'Lost' },
      });
      expect(response.statusCode).toBe(500);
    });
    const [after] = await app.db.select().from(expertRequests).where(eq(expertRequests.id, stored.id));
    expect(after).toMatchObject({ status: 'new', note: '' });
    expect(await app.db.$count(auditEvents)).toBe(before);
  });
});

describe('bookings', () => {
  it('lists calls with filters, and exports them as CSV', async () => {
    const booker = await newBuyer(app, 'booked');
    const date = upcoming(3, 3);
    const booked = await book(app, booker.headers, { ...lender, date, time: '11:00:00' });
    expect(booked.statusCode).toBe(201);
    const id = booked.json().data.id;

    const list = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/admin/bookings?${query}`, headers: staff })).json().data;
    const ids = (page: { data: { id: number }[] }) => page.data.map((call) => call.id);
    expect(ids(await list(`from=${date}&to=${date}&professional_id=${lender.professionalId}`))).toContain(id);
    expect(ids(await list(`from=${date}&to=${date}&status=cancelled`))).not.toContain(id);
    expect(ids(await list(`program_id=${lender.programId}`))).toContain(id);

    const csv = await app.inject({ method: 'GET', url: `/api/admin/bookings?format=csv&from=${date}`, headers: staff });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="bookings-\d{4}-\d{2}-\d{2}\.csv"$/);
    const [header, ...rows] = csv.body.trimEnd().split('\r\n');
    expect(header).toBe(
      'id,starts (New York),status,program,professional,company,buyer,buyer email,cancellation note,booked at',
    );
    expect(rows.find((row) => row.startsWith(`${id},`))).toContain(`${date} 11:00:00,booked,`);
    expect(csv.body).toContain(booker.email);
  });

  it('refuses a last day before the first', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/admin/bookings?from=2026-05-02&to=2026-05-01',
      headers: staff,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('to');
  });
});

describe('newsletter subscribers', () => {
  it('lists subscribers and unsubscribed ones, searched, and exports them as CSV', async () => {
    await app.db.insert(newsletterSubscribers).values([
      { email: 'still.reading@example.com', unsubscribeToken: 'token-still' },
      { email: 'gone.away@example.com', unsubscribeToken: 'token-gone', unsubscribedAt: new Date() },
    ]);
    const list = async (query: string) =>
      (await app.inject({ method: 'GET', url: `/api/admin/subscribers?${query}`, headers: staff })).json().data;
    const emails = (page: { data: { email: string }[] }) => page.data.map((subscriber) => subscriber.email);
    expect(emails(await list('state=unsubscribed'))).toEqual(['gone.away@example.com']);
    expect(emails(await list('q=still'))).toEqual(['still.reading@example.com']);
    // The search is text: a % matches only a %.
    expect(emails(await list('q=%25'))).toEqual([]);

    const csv = await app.inject({ method: 'GET', url: '/api/admin/subscribers?format=csv', headers: staff });
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('email,subscribed at,unsubscribed at');
    expect(lines.find((line) => line.startsWith('gone.away@example.com,'))).toMatch(/,\d{4}-\d\d-\d\dT[^,]+$/);
    expect(lines.find((line) => line.startsWith('still.reading@example.com,'))).toMatch(/,$/);
    // No unsubscribe token leaves in an export.
    expect(csv.body).not.toContain('token-');
  });
});

describe('users', () => {
  const password = 'a very long passphrase';
  const idOf = async (email: string) => {
    const [user] = await app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!user) throw new Error(`There is no account ${email}.`);
    return user.id;
  };
  const patch = (id: number, payload: object) =>
    app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: staff, payload });
  const auditOf = async (id: number) =>
    (
      await app.inject({ method: 'GET', url: `/api/admin/audit?object_kind=user&object_id=${id}`, headers: staff })
    ).json().data.data;

  it('finds accounts by part of their email, and by role, and shows no secret', async () => {
    await registerWithPassword(app, 'findable.person@example.com', password);
    const found = (await app.inject({ method: 'GET', url: '/api/admin/users?q=findable', headers: staff })).json().data;
    expect(found.data).toEqual([
      expect.objectContaining({ email: 'findable.person@example.com', role: 'buyer', locked_at: null }),
    ]);
    expect(Object.keys(found.data[0]).sort()).toEqual(
      ['created_at', 'email', 'id', 'locked_at', 'name', 'role', 'sign_in_count'].sort(),
    );
    const staffAccounts = (
      await app.inject({ method: 'GET', url: '/api/admin/users?role=admin', headers: staff })
    ).json().data.data;
    expect(staffAccounts.map((user: { email: string }) => user.email)).toContain('staff@example.com');
    expect(staffAccounts.every((user: { role: string }) => user.role === 'admin')).toBe(true);
  });

  it('locks an account: its sessions end at once and it cannot sign in, until unlocked', async () => {
    const token = await registerWithPassword(app, 'to.lock@example.com', password);
    const id = await idOf('to.lock@example.com');
    expect(await profileStatus(app, token)).toBe(200);

    const locked = await patch(id, { locked: true });
    expect(locked.statusCode).toBe(200);
    expect(locked.json().data.locked_at).toEqual(expect.any(String));
    expect(await profileStatus(app, token)).toBe(401);
    const refused = await signIn(app, 'to.lock@example.com', password);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('This account is locked');
    // A wrong password still reads as any wrong password: the lock is told only to the owner.
    expect((await signIn(app, 'to.lock@example.com', 'not the passphrase at all')).statusCode).toBe(422);

    expect((await patch(id, { locked: false })).json().data.locked_at).toBeNull();
    expect((await signIn(app, 'to.lock@example.com', password)).statusCode).toBe(200);

    const locks = (
      await app.inject({ method: 'GET', url: `/api/admin/audit?action=user.lock&object_id=${id}`, headers: staff })
    ).json().data.data;
    expect(locks.map((event: { action: string }) => event.action)).toEqual(['user.lock']);
    const unknownAction = await app.inject({ method: 'GET', url: '/api/admin/audit?action=user.drop', headers: staff });
    expect(unknownAction.statusCode).toBe(422);
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'user.unlock', before: { role: 'buyer', locked: true } }),
      expect.objectContaining({
        action: 'user.lock',
        actor: expect.objectContaining({ email: 'staff@example.com' }),
        before: { role: 'buyer', locked: false },
        after: { role: 'buyer', locked: true },
      }),
    ]);
  });

  it('changes a role, and records it', async () => {
    await registerWithPassword(app, 'becomes.pro@example.com', password);
    const id = await idOf('becomes.pro@example.com');
    const changed = await patch(id, { role: 'professional' });
    expect(changed.json().data.role).toBe('professional');
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({
        action: 'user.role',
        before: { role: 'buyer', locked: false },
        after: { role: 'professional', locked: false },
      }),
    ]);
  });

  it('never lets a staff member lock or demote themselves', async () => {
    const id = await idOf('staff@example.com');
    const lock = await patch(id, { locked: true });
    expect(lock.statusCode).toBe(422);
    expect(lock.json().errors).toHaveProperty('locked');
    const demote = await patch(id, { role: 'buyer' });
    expect(demote.statusCode).toBe(422);
    expect(demote.json().errors).toHaveProperty('role');
  });

  it('answers 404 for an account that does not exist', async () => {
    expect((await patch(2_147_483_647, { locked: true })).statusCode).toBe(404);
    const reset = await app.inject({ method: 'POST', url: '/api/admin/users/2147483647/reset-link', headers: staff });
    expect(reset.statusCode).toBe(404);
  });

  it('mails the owner a reset link, and shows the staff member no link', async () => {
    await registerWithPassword(app, 'forgetful@example.com', password);
    const id = await idOf('forgetful@example.com');
    const response = await app.inject({ method: 'POST', url: `/api/admin/users/${id}/reset-link`, headers: staff });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('A link to choose a new password was mailed to forgetful@example.com.');
    expect(response.body).not.toContain('token');
    const mail = await readLatestMail(app, 'forgetful@example.com', /Reset your Homebuyer Wizard password/);
    expect(mail.text).toContain('http://homebuyer.test/reset-password?token=');
    expect(await auditOf(id)).toEqual([
      expect.objectContaining({ action: 'user.reset_link', before: null, after: null }),
    ]);
  });

  it('leaves the account unlocked and signed in when the audit row cannot be written', async () => {
    const token = await registerWithPassword(app, 'stays.open@example.com', password);
    const id = await idOf('stays.open@example.com');
    const before = await app.db.$count(auditEvents);
    await whileAuditRefuses(app, id, async () => {
      expect((await patch(id, { locked: true })).statusCode).toBe(500);
    });
    const [user] = await app.db.select({ lockedAt: users.lockedAt }).from(users).where(eq(users.id, id));
    expect(user?.lockedAt).toBeNull();
    expect(await profileStatus(app, token)).toBe(200);
    expect(await app.db.$count(auditEvents)).toBe(before);
  });
});

describe('programs', () => {
  const list = async (query: string) =>
    (await app.inject({ method: 'GET', url: `/api/admin/programs?${query}`, headers: staff })).json().data;

  it('searches the catalogue as the marketplace does, a page of 25 at a time', async () => {
    const texas = await list('state=TX');
    expect(texas).toMatchObject({ total: programCountOfState('TX'), per_page: 25 });
    const search = await list('search=texas%20heroes');
    expect(search.data.map((program: { slug: string }) => program.slug)).toContain('tsahc-homes-for-texas-heroes');
  });

  it('finds the programs whose sources were not checked for a given number of days', async () => {
    const [checked] = (
      await app.db.execute<{ oldest: string; newest: string }>(
        'select min(last_checked)::text as oldest, max(last_checked)::text as newest from programs',
      )
    ).rows;
    const daysSince = (date: string | undefined) =>
      Math.floor((Date.now() - Date.parse(`${date}T00:00:00Z`)) / (24 * 3600 * 1000));
    const everyProgram = (await list('')).total;
    // Checked more than N days ago: the day of the last check itself is not yet more than N days
    // (and the fewest days one can ask for is 1, for a program checked today).
    expect((await list(`unchecked_days=${daysSince(checked?.oldest)}`)).total).toBe(0);
    expect((await list(`unchecked_days=${daysSince(checked?.oldest) - 1}`)).total).toBeGreaterThan(0);
    expect((await list(`unchecked_days=${Math.max(1, daysSince(checked?.newest))}`)).total).toBeLessThan(everyProgram);
    expect((await list('unchecked_days=3650')).total).toBe(0);
  });

  it('lists the programs whose sources are weak or old, each with its reasons', async () => {
    const weak = await list('sources=weak_or_old&state=DE');
    const slugs = weak.data.map((program: { slug: string }) => program.slug);
    // Delaware's programs stand on aggregators' pages only.
    expect(slugs).toContain('dsha-keys4you');
    const keys4you = weak.data.find((program: { slug: string }) => program.slug === 'dsha-keys4you');
    expect(keys4you.source_concerns).toContainEqual({
      kind: 'no_administrator_source',
      text: 'No source of the administrator’s own',
    });
    for (const program of weak.data) expect(program.source_concerns.length).toBeGreaterThan(0);

    const texas = await list('sources=weak_or_old&state=TX');
    const certificate = texas.data.find(
      (program: { slug: string }) => program.slug === 'tdhca-mortgage-credit-certificate',
    );
    expect(certificate.source_concerns.map((concern: { kind: string }) => concern.kind)).toEqual([
      'no_administrator_source',
      'confidence_c',
    ]);
    // Its administrator's own page and confidence A: not weak (its dates age with the calendar).
    const every = await list('state=TX');
    const heroes = every.data.find((program: { slug: string }) => program.slug === 'tsahc-homes-for-texas-heroes');
    expect(heroes.source_concerns.map((concern: { kind: string }) => concern.kind)).not.toContain(
      'no_administrator_source',
    );
    expect(heroes.source_concerns.map((concern: { kind: string }) => concern.kind)).not.toContain('confidence_c');
  });
});
