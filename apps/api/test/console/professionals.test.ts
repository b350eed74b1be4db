/**
 * The console's professionals: an invitation that makes an account, a directory entry and a mailed
 * link to choose a password; the list with programs, calendars and calls to come; edits and
 * deactivation, refused while calls are booked unless they are cancelled with a note; and the
 * professional's own entry. Every change is written with its audit row in one transaction.
 */
import { slotIds } from '@hbw/contract';
import { and, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, auditEvents, passwordResetTokens, professionals, users } from '../../src/db/schema/index.ts';
import { bearer, readLatestMail, signIn } from '../support/accounts.ts';
import { book, demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { accountWithRole, refusalsOf } from '../support/console.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let staff: Record<string, string>;
let buyer: Awaited<ReturnType<typeof newBuyer>>;
let professional: Record<string, string>;
let lender: Awaited<ReturnType<typeof demoLender>>;

const invitationSubject = /You are invited to take calls on Homebuyer Wizard/;

function invite(payload: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/admin/professionals/invitations', headers: staff, payload });
}

function patch(id: number, payload: Record<string, unknown>) {
  return app.inject({ method: 'PATCH', url: `/api/admin/professionals/${id}`, headers: staff, payload });
}

async function invitationToken(email: string) {
  const mail = await readLatestMail(app, email, invitationSubject);
  const token = /\/pro\/invitation\?token=(\S+)/.exec(mail.text ?? '')?.[1];
  if (!token) throw new Error('There is no invitation link in the mail.');
  return decodeURIComponent(token);
}

function openInvitation(token: string) {
  return app.inject({ method: 'POST', url: '/api/invitations/open', payload: { token } });
}

function acceptInvitation(token: string, password = 'a lender’s own passphrase') {
  return app.inject({
    method: 'POST',
    url: '/api/invitations/accept',
    payload: { token, password, password_confirmation: password },
  });
}

let invitedSequence = 0;

/** An invited lender of the demo lender's program who chose a password and takes calls on weekdays, signed in. */
async function joinedLender(name: string) {
  invitedSequence += 1;
  const email = `${name.toLowerCase()}.${invitedSequence}@lenders.example`;
  const invited = await invite({
    first_name: 'Lena',
    last_name: name,
    email,
    kind: 'lender',
    company: 'Lone Star Lending',
    program_ids: [lender.programId],
  });
  expect(invited.statusCode).toBe(201);
  const headers = bearer((await acceptInvitation(await invitationToken(email))).json().data.token);
  const weekdays = slotIds.filter((id) => id >= 3 && id <= 19);
  const hours = await app.inject({
    method: 'PUT',
    url: '/api/pro/availability',
    headers,
    payload: { weekly: [[], weekdays, weekdays, weekdays, weekdays, weekdays, []], days_off: [] },
  });
  expect(hours.statusCode).toBe(200);
  return { id: invited.json().data.id as number, email, headers };
}

async function auditOf(action: string, objectId: number) {
  return app.db
    .select()
    .from(auditEvents)
    .where(and(eq(auditEvents.action, action), eq(auditEvents.objectId, String(objectId))));
}

/**
 * Runs a write while PostgreSQL refuses audit rows of this action: the row fails after the change was
 * made, inside the same transaction, so the change must not survive either.
 */
async function whileAuditRefuses(action: string, write: () => Promise<void>) {
  await app.db.execute(
    sql.raw(`alter table audit_events add constraint refuse_for_test check (action <> '${action}') not valid`),
  );
  try {
    await write();
  } finally {
    await app.db.execute(sql.raw('alter table audit_events drop constraint refuse_for_test'));
  }
}

beforeAll(async () => {
  app = await createTestApp();
  lender = await demoLender(app);
  staff = await accountWithRole(app, 'staff.pros@example.com', 'admin');
  professional = await accountWithRole(app, 'pro.pros@example.com', 'professional');
  buyer = await newBuyer(app, 'pros');
});

const calls = [
  { method: 'GET', url: '/api/admin/professionals', bad: '/api/admin/professionals?state=retired' },
  {
    method: 'POST',
    url: '/api/admin/professionals/invitations',
    payload: { first_name: 'A', last_name: 'B', email: 'nobody.yet@example.com', kind: 'lender' },
    badPayload: { first_name: '', last_name: 'B', email: 'not an email', kind: 'banker', program_ids: ['x'] },
  },
  {
    method: 'PATCH',
    url: '/api/admin/professionals/1',
    payload: { company: 'Same' },
    badPayload: { active: false, cancel_future_calls: true },
  },
] as const;

describe('who may manage professionals', () => {
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

  it('names every field that is wrong in an invitation, and a note missing from a cancellation', async () => {
    const invitation = await app.inject({
      method: 'POST',
      url: calls[1].url,
      headers: staff,
      payload: calls[1].badPayload,
    });
    expect(Object.keys(invitation.json().errors)).toEqual(
      expect.arrayContaining(['first_name', 'email', 'kind', 'program_ids.0']),
    );
    const deactivation = await patch(1, calls[2].badPayload);
    expect(Object.keys(deactivation.json().errors)).toEqual(['note']);
  });

  it('lists the calls in the OpenAPI document', async () => {
    const paths = Object.keys((await app.inject({ method: 'GET', url: '/api/openapi.json' })).json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/admin/professionals',
        '/api/admin/professionals/invitations',
        '/api/admin/professionals/{id}',
        '/api/invitations/open',
        '/api/invitations/accept',
        '/api/pro/directory-entry',
      ]),
    );
  });
});

describe('inviting a professional', () => {
  it('makes their account and entry, mails a link to choose a password, and records it', async () => {
    const response = await invite({
      first_name: 'Maria',
      last_name: 'Lopez',
      email: 'Maria.Lopez@Counsel.example',
      kind: 'housing_counselor',
      company: 'Austin Housing Counsel',
      program_ids: [lender.programId],
    });
    expect(response.statusCode).toBe(201);
    const { id } = response.json().data;

    const mail = await readLatestMail(app, 'maria.lopez@counsel.example', invitationSubject);
    expect(mail.text).toContain('Hello Maria,');
    expect(mail.text).toContain('as a housing counselor');
    expect(mail.text).toMatch(/http:\/\/homebuyer\.test\/pro\/invitation\?token=\S+/);

    const [account] = await app.db.select().from(users).where(eq(users.email, 'maria.lopez@counsel.example'));
    expect(account).toMatchObject({ role: 'professional', passwordHash: null, firstName: 'Maria' });
    const [audit] = await auditOf('professional.invite', id);
    expect(audit?.after).toMatchObject({
      email: 'maria.lopez@counsel.example',
      kind: 'housing_counselor',
      program_ids: [lender.programId],
      active: true,
    });

    const listed = (await app.inject({ method: 'GET', url: '/api/admin/professionals?q=lopez', headers: staff })).json()
      .data;
    expect(listed.data).toEqual([
      expect.objectContaining({
        id,
        name: 'Maria Lopez',
        kind: 'housing_counselor',
        company: 'Austin Housing Counsel',
        programs: [expect.objectContaining({ id: lender.programId })],
        calendars: { google: false, microsoft: false },
        active: true,
        invitation_pending: true,
        future_calls: 0,
      }),
    ]);
  });

  it('lets the invitee choose a password once, signed in as a professional', async () => {
    await invite({ first_name: 'Sam', last_name: 'Reyes', email: 'sam.reyes@lenders.example', kind: 'lender' });
    const token = await invitationToken('sam.reyes@lenders.example');

    const opened = await openInvitation(token);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().data).toEqual({ email: 'sam.reyes@lenders.example', first_name: 'Sam' });

    expect((await acceptInvitation(token, 'short')).statusCode).toBe(422);
    const accepted = await acceptInvitation(token);
    expect(accepted.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/pro/directory-entry',
      headers: bearer(accepted.json().data.token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().data).toMatchObject({ name: 'Sam Reyes', kind: 'lender' });
    expect((await signIn(app, 'sam.reyes@lenders.example', 'a lender’s own passphrase')).statusCode).toBe(200);

    for (const again of [await openInvitation(token), await acceptInvitation(token, 'another passphrase here')]) {
      expect(again.statusCode).toBe(410);
      expect(again.json().message).toBe('This invitation was already used: sign in with the password you chose.');
    }
  });

  it('refuses an expired link, and a reset link or a made-up one in its place', async () => {
    await invite({ first_name: 'Ed', last_name: 'Late', email: 'ed.late@lenders.example', kind: 'lender' });
    const token = await invitationToken('ed.late@lenders.example');
    const [account] = await app.db.select().from(users).where(eq(users.email, 'ed.late@lenders.example'));
    await app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, account?.id ?? 0));
    const expired = await acceptInvitation(token);
    expect(expired.statusCode).toBe(410);
    expect(expired.json().message).toBe(
      'This invitation link has expired. Ask the team that invited you for a new one.',
    );

    await app.inject({ method: 'POST', url: `/api/admin/users/${account?.id}/reset-link`, headers: staff });
    const resetMail = await readLatestMail(app, 'ed.late@lenders.example', /Reset your Homebuyer Wizard password/);
    const resetToken = decodeURIComponent(/token=(\S+)/.exec(resetMail.text ?? '')?.[1] ?? '');
    for (const wrong of [resetToken, 'made-up']) {
      const refused = await openInvitation(wrong);
      expect(refused.statusCode).toBe(410);
      expect(refused.json().message).toBe(
        'This invitation link is not valid. Open the whole link from the invitation mail.',
      );
    }
  });

  it('refuses an address that has an account with 409 on the email, and changes nothing', async () => {
    const before = await app.db.$count(auditEvents);
    const response = await invite({ first_name: 'B', last_name: 'Uyer', email: buyer.email, kind: 'lender' });
    expect(response.statusCode).toBe(409);
    expect(response.json().errors.email).toEqual([
      'This email already has an account: find it under Users, where you can send it a reset link.',
    ]);
    const [account] = await app.db.select().from(users).where(eq(users.email, buyer.email));
    expect(account?.role).toBe('buyer');
    expect(await app.db.$count(auditEvents)).toBe(before);
  });

  it('refuses a program that does not exist, and makes no account', async () => {
    const response = await invite({
      first_name: 'No',
      last_name: 'Program',
      email: 'no.program@lenders.example',
      kind: 'lender',
      program_ids: [999_999],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors.program_ids).toEqual(['There is no program 999999.']);
    expect(await app.db.$count(users, eq(users.email, 'no.program@lenders.example'))).toBe(0);
  });

  it('leaves no account, entry or mail when the audit row cannot be written', async () => {
    const before = await app.db.$count(auditEvents);
    await whileAuditRefuses('professional.invite', async () => {
      const response = await invite({
        first_name: 'Ro',
        last_name: 'Back',
        email: 'ro.back@lenders.example',
        kind: 'lender',
      });
      expect(response.statusCode).toBe(500);
    });
    expect(await app.db.$count(users, eq(users.email, 'ro.back@lenders.example'))).toBe(0);
    expect(await app.db.$count(auditEvents)).toBe(before);
  });
});

describe('changing and deactivating a professional', () => {
  it('changes names, kind, company and programs, with before and after in the log', async () => {
    const joined = await joinedLender('Edit');
    const response = await patch(joined.id, {
      first_name: 'Elena',
      kind: 'real_estate_agent',
      company: 'Hill Country Homes',
      program_ids: [],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Elena Edit',
      kind: 'real_estate_agent',
      company: 'Hill Country Homes',
      programs: [],
      invitation_pending: false,
    });
    const [audit] = await auditOf('professional.update', joined.id);
    expect(audit?.before).toMatchObject({ first_name: 'Lena', kind: 'lender', program_ids: [lender.programId] });
    expect(audit?.after).toMatchObject({ first_name: 'Elena', kind: 'real_estate_agent', program_ids: [] });
  });

  it('refuses to deactivate while calls are booked, then cancels them with the note to each buyer', async () => {
    const joined = await joinedLender('Leaving');
    const booked = await book(app, buyer.headers, {
      professionalId: joined.id,
      programId: lender.programId,
      date: upcoming(3, 3),
      time: '10:00:00',
    });
    expect(booked.statusCode).toBe(201);
    const callId = booked.json().data.id;

    const refused = await patch(joined.id, { active: false });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/^One call is still booked with this professional/);
    const [still] = await app.db.select().from(professionals).where(eq(professionals.id, joined.id));
    expect(still?.deactivatedAt).toBeNull();

    const deactivated = await patch(joined.id, {
      active: false,
      cancel_future_calls: true,
      note: 'Lena has left the program; please book another lender.',
    });
    expect(deactivated.statusCode).toBe(200);
    expect(deactivated.json().data).toMatchObject({ active: false, future_calls: 0 });
    const [call] = await app.db.select().from(appointments).where(eq(appointments.id, callId));
    expect(call).toMatchObject({ status: 'cancelled', cancelledBy: 'operator' });
    const mail = await readLatestMail(app, buyer.email, /^Cancelled: your call with Lena Leaving/);
    expect(mail.text).toContain('The Homebuyer Wizard team cancelled the call');
    expect(mail.text).toContain('Our note: Lena has left the program; please book another lender.');
    const [audit] = await auditOf('professional.deactivate', joined.id);
    expect(audit?.after).toMatchObject({ active: false, cancelled_calls: 1 });
  });

  it('never offers a deactivated professional to buyers, until reactivated', async () => {
    const joined = await joinedLender('Paused');
    expect((await patch(joined.id, { active: false })).statusCode).toBe(200);

    const directory = await app.inject({ method: 'GET', url: `/api/professionals?program_id=${lender.programId}` });
    expect(directory.json().data.map((entry: { id: number }) => entry.id)).not.toContain(joined.id);
    expect((await app.inject({ method: 'GET', url: `/api/professionals/${joined.id}` })).statusCode).toBe(404);
    const booking = await book(app, buyer.headers, {
      professionalId: joined.id,
      programId: lender.programId,
      date: upcoming(4, 3),
      time: '10:00:00',
    });
    expect(booking.statusCode).toBe(422);
    expect(booking.json().errors.professional_detail_id).toEqual(['There is no such professional.']);
    const deactivatedOnes = (
      await app.inject({ method: 'GET', url: '/api/admin/professionals?state=deactivated', headers: staff })
    ).json().data.data;
    expect(deactivatedOnes.map((entry: { id: number }) => entry.id)).toContain(joined.id);

    expect((await patch(joined.id, { active: true })).statusCode).toBe(200);
    expect(await auditOf('professional.reactivate', joined.id)).toHaveLength(1);
    expect((await app.inject({ method: 'GET', url: `/api/professionals/${joined.id}` })).statusCode).toBe(200);
  });

  it('leaves the professional and their calls as they were when the audit row cannot be written', async () => {
    const joined = await joinedLender('Kept');
    const booked = await book(app, buyer.headers, {
      professionalId: joined.id,
      programId: lender.programId,
      date: upcoming(5, 3),
      time: '10:00:00',
    });
    expect(booked.statusCode).toBe(201);
    await whileAuditRefuses('professional.deactivate', async () => {
      const response = await patch(joined.id, { active: false, cancel_future_calls: true, note: 'Leaving.' });
      expect(response.statusCode).toBe(500);
    });
    const [still] = await app.db.select().from(professionals).where(eq(professionals.id, joined.id));
    expect(still?.deactivatedAt).toBeNull();
    const [call] = await app.db.select().from(appointments).where(eq(appointments.id, booked.json().data.id));
    expect(call?.status).toBe('booked');
  });

  it('answers 404 for a professional that does not exist', async () => {
    expect((await patch(999_999, { company: 'Nobody' })).statusCode).toBe(404);
  });
});

describe('the professional’s own directory entry', () => {
  it('is theirs to change: company, NMLS id, bio, states and languages', async () => {
    const joined = await joinedLender('Entry');
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/pro/directory-entry',
      headers: joined.headers,
      payload: {
        nmls_id: '123456',
        bio: 'Twenty years of first mortgages in Central Texas.',
        states_served: ['TX', 'OK'],
        languages: ['English', 'Spanish'],
      },
    });
    expect(response.statusCode).toBe(200);
    const shown = (await app.inject({ method: 'GET', url: `/api/professionals/${joined.id}` })).json().data;
    expect(shown).toMatchObject({
      nmls_id: '123456',
      bio: 'Twenty years of first mortgages in Central Texas.',
      states_served: ['TX', 'OK'],
      languages: ['English', 'Spanish'],
      company: 'Lone Star Lending',
    });
  });

  it('shows buyers the photo the professional put on their profile', async () => {
    const joined = await joinedLender('Photo');
    const form = new FormData();
    const image = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    form.append('photo', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'me.png');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/profile/update',
      headers: joined.headers,
      payload: form as never,
    });
    expect(uploaded.statusCode).toBe(200);
    const photo = uploaded.json().data.user_information.photo;
    const shown = (await app.inject({ method: 'GET', url: `/api/professionals/${joined.id}` })).json().data;
    expect(shown.photo).toBe(photo);
  });

  it('refuses bad input per field, and anyone who is not a professional', async () => {
    const joined = await joinedLender('Checked');
    const bad = await app.inject({
      method: 'PATCH',
      url: '/api/pro/directory-entry',
      headers: joined.headers,
      payload: { states_served: ['ZZ'], languages: [], company: '' },
    });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['states_served.0', 'languages', 'company']));
    for (const headers of [{}, buyer.headers, staff]) {
      const response = await app.inject({ method: 'GET', url: '/api/pro/directory-entry', headers });
      expect(response.statusCode).toBe(Object.keys(headers).length === 0 ? 401 : 403);
    }
  });
});
