import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, devMailbox, expertRequests } from '../../src/db/schema/index.ts';
import { defaultCatalogueDir, readCatalogue } from '../../src/modules/programs/catalogue-files.ts';
import { bearer, readLatestMail } from '../support/accounts.ts';
import { book, demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { createTestApp, eventually, type TestApp } from '../support/test-app.ts';

let app: TestApp;
let lender: Awaited<ReturnType<typeof demoLender>>;
beforeAll(async () => {
  app = await createTestApp();
  lender = await demoLender(app);
});

describe('programs and professionals', () => {
  it('lists every catalogue program, a page at a time, with filters', async () => {
    const { files } = await readCatalogue(defaultCatalogueDir);
    const inFiles = files.flatMap(({ catalogue }) =>
      catalogue.programs.map((program) => ({ scope: catalogue.scope, eligibility: program.eligibility })),
    );
    const all = (await app.inject({ method: 'GET', url: '/api/programs?per_page=100' })).json().data;
    expect(all.total).toBe(inFiles.length);
    expect(all.data).toHaveLength(100);
    const allPrograms = (await app.inject({ method: 'GET', url: '/api/programs?per_page=500' })).json().data.data;
    expect(allPrograms).toHaveLength(inFiles.length);

    // Texas's statewide programs, its cities' programs, and the national ones that name no states or name Texas.
    const offeredInTexas = inFiles.filter(
      ({ scope, eligibility }) =>
        scope === 'TX' ||
        (scope === 'national' && eligibility.every((rule) => rule.kind !== 'states' || rule.states.includes('TX'))),
    );
    const texas = (await app.inject({ method: 'GET', url: '/api/programs?state=TX&per_page=100' })).json().data;
    expect(texas.total).toBe(offeredInTexas.length);
    expect(texas.data.map((program: { slug: string }) => program.slug)).toEqual(
      expect.arrayContaining([
        'homeready-home-possible-credit',
        'tdhca-mortgage-credit-certificate',
        'tdhca-my-first-texas-home',
        'tsahc-homes-for-texas-heroes',
        'houston-hap',
      ]),
    );

    const teachers = (await app.inject({ method: 'GET', url: '/api/programs?occupation=teacher&per_page=100' })).json()
      .data.data as { slug: string; occupations: string[] }[];
    expect(teachers.map((program) => program.slug)).toEqual(
      expect.arrayContaining(['florida-hometown-heroes', 'tsahc-homes-for-texas-heroes', 'georgia-dream-pen']),
    );
    expect(teachers.every((program) => program.occupations.includes('teacher'))).toBe(true);

    const noFirstTimeRule = (
      await app.inject({ method: 'GET', url: '/api/programs?first_time_buyer=not_required&per_page=100' })
    ).json().data;
    expect(noFirstTimeRule.data.some((program: { slug: string }) => program.slug === 'phfa-keystone-advantage')).toBe(
      true,
    );
    expect(
      noFirstTimeRule.data.every(
        (program: { first_time_buyer_required: boolean }) => !program.first_time_buyer_required,
      ),
    ).toBe(true);

    const generous = (await app.inject({ method: 'GET', url: '/api/programs?min_amount=40000&per_page=500' })).json()
      .data.data as { slug: string; max_amount: number | null }[];
    const maxAmountOf = Object.fromEntries(
      allPrograms.map((program: { slug: string; max_amount: number | null }) => [program.slug, program.max_amount]),
    );
    // 20% of the price up to $150,000; 10% up to $30,000 or $50,000 in a targeted area; a flat $15,000;
    // a credit of up to $2,000 a year for one year; 5% of the loan with no cap.
    expect(maxAmountOf).toMatchObject({
      'calhfa-dream-for-all': 150_000,
      'masshousing-dpa': 50_000,
      'nchfa-1st-home-advantage': 15_000,
      'tdhca-mortgage-credit-certificate': 2_000,
      'tdhca-my-first-texas-home': null,
    });
    expect(generous.map((program) => program.slug)).toEqual(
      expect.arrayContaining(['calhfa-dream-for-all', 'masshousing-dpa', 'tdhca-my-first-texas-home']),
    );
    expect(generous.every((program) => program.max_amount === null || program.max_amount >= 40_000)).toBe(true);
    expect(generous.some((program) => program.slug === 'nchfa-1st-home-advantage')).toBe(false);
    for (const amount of ['-5', 'lots', '12.5']) {
      const refused = await app.inject({ method: 'GET', url: `/api/programs?min_amount=${amount}` });
      expect(refused.statusCode, amount).toBe(422);
      expect(refused.json().errors.min_amount, amount).toBeDefined();
    }

    const search = (await app.inject({ method: 'GET', url: '/api/programs?search=dream' })).json().data;
    expect(search.data.map((program: { name: string }) => program.name)).toEqual(
      expect.arrayContaining([
        'California Dream For All Shared Appreciation Loan',
        'Georgia Dream – Standard DPA',
        'OHFA Dream with DPA',
      ]),
    );

    const lastPage = Math.ceil(inFiles.length / 10);
    const page = (await app.inject({ method: 'GET', url: `/api/programs?per_page=10&page=${lastPage}` })).json().data;
    expect(page).toMatchObject({ total: inFiles.length, per_page: 10, current_page: lastPage, last_page: lastPage });
    expect(page.data).toHaveLength(inFiles.length - (lastPage - 1) * 10);
  });

  it('shows a program with its formula, rules and the programs it excludes', async () => {
    const list = (await app.inject({ method: 'GET', url: '/api/programs?search=CHFA%20Down' })).json().data.data;
    const detail = (await app.inject({ method: 'GET', url: `/api/programs/${list[0].id}` })).json().data;
    expect(detail).toMatchObject({
      slug: 'chfa-dpa-grant',
      type: 'grant',
      benefit: { kind: 'percent', of: 'loan', percent: 3, max: 25_000 },
      not_combinable_with: [{ name: 'CHFA Down Payment Assistance Second Mortgage' }],
      administrator: { short_name: 'CHFA', state: 'CO' },
      first_mortgage: { lender: 'own', families: ['chfa'], label: 'CHFA' },
      confidence: 'B',
      to_confirm: null,
    });
    expect(detail.eligibility).toContainEqual({ kind: 'min_credit_score', score: 620 });
    expect((await app.inject({ method: 'GET', url: '/api/programs/999999' })).statusCode).toBe(404);
  });

  it('lists the professionals of a program, demo ones marked as such', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/professionals?program_id=${lender.programId}&state=TX`,
    });
    const professionals = response.json().data;
    expect(professionals.map((professional: { name: string }) => professional.name)).toEqual([
      'Priya Raman',
      'Dana Whitfield',
    ]);
    expect(professionals[1]).toMatchObject({
      kind: 'lender',
      nmls_id: 'DEMO-1001',
      is_demo: true,
      states_served: ['TX', 'NM'],
    });
    expect(
      professionals.every((professional: { programs: { id: number }[] }) =>
        professional.programs.some((program) => program.id === lender.programId),
      ),
    ).toBe(true);
    const one = (await app.inject({ method: 'GET', url: `/api/professionals/${lender.professionalId}` })).json().data;
    expect(one.company).toBe('Lone Star Home Lending (demo)');
  });
});

describe('slots', () => {
  it('gives the 27 slots of a day in New York time, offered ones and why others are not', async () => {
    const buyer = await newBuyer(app);
    const date = upcoming(3);
    const response = await app.inject({
      method: 'GET',
      url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=${date}`,
      headers: buyer.headers,
    });
    const slots = response.json().data;
    expect(slots).toHaveLength(27);
    expect(slots[0]).toMatchObject({
      id: 1,
      time: '08:00 AM',
      active: false,
      disabled: true,
      disabled_reason: 'not_offered',
    });
    expect(slots[2]).toMatchObject({ time: '09:00 AM', active: true, disabled: false });
    const sunday = (
      await app.inject({
        method: 'GET',
        url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=${upcoming(0)}`,
        headers: buyer.headers,
      })
    ).json().data;
    expect(sunday.every((slot: { disabled: boolean }) => slot.disabled)).toBe(true);
  });

  it('answers the same list again until something it shows changes, then follows each change at once', async () => {
    const reader = await newBuyer(app, 'reader');
    const other = await newBuyer(app, 'other');
    const date = upcoming(4);
    const tenAm = async () => {
      const response = await app.inject({
        method: 'GET',
        url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=${date}`,
        headers: reader.headers,
      });
      return {
        text: response.body,
        slot: response.json().data.find((slot: { time: string }) => slot.time === '10:00 AM'),
      };
    };
    const before = await tenAm();
    expect(before.slot).toMatchObject({ disabled: false });
    expect((await tenAm()).text).toBe(before.text);

    const booked = await book(app, other.headers, { ...lender, date, time: '10:00:00' });
    expect((await tenAm()).slot).toMatchObject({ disabled: true, disabled_reason: 'booked' });
    const cancelled = await app.inject({
      method: 'PUT',
      url: `/api/appointment/cancel?id=${booked.json().data.id}`,
      headers: other.headers,
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await tenAm()).text).toBe(before.text);
  });

  it('needs a signed-in caller and a real date', async () => {
    expect(
      (
        await app.inject({
          method: 'GET',
          url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=2026-12-02`,
        })
      ).statusCode,
    ).toBe(401);
    const buyer = await newBuyer(app);
    const bad = await app.inject({
      method: 'GET',
      url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=2026-02-30`,
      headers: buyer.headers,
    });
    expect(bad.json().errors).toEqual({ date: ['Choose a date (YYYY-MM-DD).'] });
  });
});

describe('booking a call', () => {
  it('books a slot: 201, the slot is taken for the next buyer, and both sides get an invitation', async () => {
    const first = await newBuyer(app, 'first');
    const date = upcoming(3);
    const response = await book(app, first.headers, { ...lender, date, time: '10:00:00' });
    expect(response.statusCode).toBe(201);
    const appointment = response.json().data;
    expect(appointment).toMatchObject({
      appointment_date: `${date} 10:00:00`,
      status: 'booked',
      program_administrative_information_id: lender.programId,
      professional_detail_id: lender.professionalId,
      professional: { name: 'Dana Whitfield' },
    });

    const second = await newBuyer(app, 'second');
    const slots = (
      await app.inject({
        method: 'GET',
        url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=${date}`,
        headers: second.headers,
      })
    ).json().data;
    expect(slots.find((slot: { time: string }) => slot.time === '10:00 AM')).toMatchObject({
      disabled: true,
      disabled_reason: 'booked',
      disabled_label: 'Already booked',
    });
    const check = (
      await app.inject({
        method: 'GET',
        url: `/api/appointment/check?professional_detail_id=${lender.professionalId}&appointment_date=${date}`,
        headers: second.headers,
      })
    ).json().data;
    expect(check).toContainEqual({ appointment_date: `${date} 10:00:00` });

    const late = await book(app, second.headers, { ...lender, date, time: '10:00:00' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: 'This time was just taken' });

    const buyerMail = await readLatestMail(app, first.email, /is booked/);
    expect(buyerMail.subject).toBe('Your call with Dana Whitfield is booked');
    expect(buyerMail.raw).toContain('METHOD:REQUEST');
    const proMail = await readLatestMail(app, lender.email, /New call booked/);
    expect(proMail.raw).toContain('SUMMARY:Homebuyer Appointment Call');

    const stored = await eventually(async () => {
      const detail = (
        await app.inject({ method: 'GET', url: `/api/appointment/${appointment.id}`, headers: first.headers })
      ).json().data;
      if (!detail.meet_link) throw new Error('no meeting yet');
      return detail;
    });
    expect(stored.meet_link).toMatch(/^https:\/\/meet\.jit\.si\/HomebuyerWizard-[0-9a-f]{32}$/);
  });

  it('tells a buyer in another time zone the time on their clock, and Eastern Time beside it', async () => {
    const buyer = await newBuyer(app, 'pacific');
    await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/profile/update',
      headers: buyer.headers,
      payload: { time_zone: 'America/Los_Angeles' },
    });
    const date = upcoming(1, 9);
    expect((await book(app, buyer.headers, { ...lender, date, time: '15:00:00' })).statusCode).toBe(201);
    const mail = await readLatestMail(app, buyer.email, /is booked/);
    expect(mail.text).toMatch(
      /When: \w+, \w+ \d+, \d{4} at 12:00 PM Pacific (Standard|Daylight) Time \(3:00 PM Eastern Time\)/,
    );
    expect(mail.text).toMatch(
      /^Add to Google Calendar: https:\/\/calendar\.google\.com\/calendar\/render\?action=TEMPLATE&/m,
    );
    expect(mail.text).toMatch(/^Add to Outlook: https:\/\/outlook\.live\.com\/calendar\/0\/deeplink\/compose\?/m);
    // The professional reads the time as the grid is kept: Eastern.
    // The lender has had mail of this file's earlier bookings: wait for this booking's, which a
    // background job may send after the buyer's (a busy machine let the test read an older one).
    const proMail = await eventually(async () => {
      const latest = await readLatestMail(app, lender.email, /New call booked/);
      if (!latest.text?.includes(buyer.email)) throw new Error(`No mail to the lender of ${buyer.email}'s call yet`);
      return latest;
    });
    expect(proMail.text).toContain('at 3:00 PM Eastern Time (30 minutes)');
    // Their web-calendar links say whom the call is with: the buyer.
    const proGoogle = /^Add to Google Calendar: (\S+)$/m.exec(proMail.text ?? '')?.[1] ?? '';
    const details = new URL(proGoogle).searchParams.get('details') ?? '';
    expect(details).toMatch(/^A call about .+ with .+\./);
    expect(details).not.toContain('Dana Whitfield');
    expect(proMail.text).toMatch(/^Add to Outlook: https:\/\/outlook\.live\.com\//m);
  });

  it.each([
    ['a time outside the professional’s hours', '08:00:00', 'Not offered on this day: choose another time.'],
    [
      'a time that is not a slot',
      '10:15:00',
      'Choose one of the times offered, written YYYY-MM-DD HH:mm:ss in America/New_York time.',
    ],
  ])('refuses %s with 422 on appointment_date', async (_, time, message) => {
    const buyer = await newBuyer(app);
    const response = await book(app, buyer.headers, { ...lender, date: upcoming(4), time });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ appointment_date: [message] });
  });

  it('refuses a time in the past and a program the professional does not take part in', async () => {
    const buyer = await newBuyer(app);
    const past = await book(app, buyer.headers, { ...lender, date: '2025-01-08', time: '10:00:00' });
    expect(past.json().errors).toEqual({ appointment_date: ['This time has passed: choose another time.'] });
    const list = (await app.inject({ method: 'GET', url: '/api/programs?search=MyHome' })).json().data.data;
    const wrongProgram = await book(app, buyer.headers, {
      ...lender,
      programId: list[0].id,
      date: upcoming(4),
      time: '11:00:00',
    });
    expect(wrongProgram.json().errors).toEqual({
      program_administrative_information_id: ['Dana Whitfield does not take calls about this program.'],
    });
  });

  it('does not let a buyer hold two calls at the same time (docs/security.md 24)', async () => {
    const buyer = await newBuyer(app);
    const date = upcoming(4);
    const [counselor] = (
      await app.inject({
        method: 'GET',
        url: `/api/professionals?program_id=${lender.programId}&kind=housing_counselor`,
      })
    ).json().data;
    const [a, b] = await Promise.all([
      book(app, buyer.headers, { ...lender, date, time: '14:00:00' }),
      book(app, buyer.headers, { professionalId: counselor.id, programId: lender.programId, date, time: '14:00:00' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 422]);
    expect([a, b].find((answer) => answer.statusCode === 422)?.json().errors).toEqual({
      appointment_date: ['You already have a call at this time.'],
    });
  });

  it('returns the same appointment for a repeated Idempotency-Key (docs/security.md 27)', async () => {
    const buyer = await newBuyer(app);
    const request = { ...lender, date: upcoming(5), time: '11:30:00' };
    const key = { 'idempotency-key': 'booking-attempt-1' };
    const [first, again] = await Promise.all([
      book(app, buyer.headers, request, key),
      book(app, buyer.headers, request, key),
    ]);
    const third = await book(app, buyer.headers, request, key);
    expect([first.statusCode, again.statusCode, third.statusCode]).toEqual([201, 201, 201]);
    expect(again.json().data.id).toBe(first.json().data.id);
    expect(third.json().data.id).toBe(first.json().data.id);
    const other = await book(app, buyer.headers, { ...request, time: '12:00:00' }, key);
    expect(other.statusCode).toBe(422);
  });

  it('ignores fields the caller may not set (docs/security.md 19)', async () => {
    const buyer = await newBuyer(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/appointment/store',
      headers: buyer.headers,
      payload: {
        program_administrative_information_id: lender.programId,
        professional_detail_id: lender.professionalId,
        appointment_date: `${upcoming(5)} 15:00:00`,
        meet_link: 'https://evil.example/phish',
        microsoft_meeting_id: 'forged',
        status: 'completed',
        user_id: 1,
      },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().data).toMatchObject({ status: 'booked', meet_link: null, microsoft_meeting_id: null });
  });
});

describe('the reminder', () => {
  /** The reminder job of an appointment: when it is due, and a way to make it due now. */
  async function reminderOf(appointmentId: number) {
    const due = async () => {
      const result = await app.db.execute<{ start_after: Date }>(
        sql`select start_after from pgboss.job where name = 'booking.remind' and data->>'appointmentId' = ${String(appointmentId)}`,
      );
      return result.rows.map((row) => new Date(row.start_after).getTime());
    };
    const bringForward = () =>
      app.db.execute(
        sql`update pgboss.job set start_after = now() where name = 'booking.remind' and data->>'appointmentId' = ${String(appointmentId)}`,
      );
    return { due, bringForward };
  }

  it('is queued by the confirmation for 30 minutes before the call, and mails both sides when it comes', async () => {
    const buyer = await newBuyer(app);
    const booked = (await book(app, buyer.headers, { ...lender, date: upcoming(1), time: '10:30:00' })).json().data;
    const reminder = await reminderOf(booked.id);
    await eventually(async () =>
      expect(await reminder.due()).toEqual([new Date(booked.starts_at).getTime() - 30 * 60_000]),
    );

    await reminder.bringForward();
    const toBuyer = await readLatestMail(app, buyer.email, /^Starting in 30 minutes/);
    expect(toBuyer.subject).toBe('Starting in 30 minutes: your call with Dana Whitfield');
    await readLatestMail(app, lender.email, /^Starting in 30 minutes/);
  });

  it('is dropped for a call cancelled before it comes', async () => {
    const buyer = await newBuyer(app);
    const booked = (await book(app, buyer.headers, { ...lender, date: upcoming(1), time: '11:00:00' })).json().data;
    const reminder = await reminderOf(booked.id);
    // Once confirmed, the call has its reminder queued; the cancellation comes after.
    await eventually(async () => expect(await reminder.due()).toHaveLength(1));
    await app.inject({ method: 'PUT', url: `/api/appointment/cancel?id=${booked.id}`, headers: buyer.headers });
    await reminder.bringForward();
    await eventually(async () => {
      const [job] = (
        await app.db.execute<{ state: string }>(
          sql`select state from pgboss.job where name = 'booking.remind' and data->>'appointmentId' = ${String(booked.id)}`,
        )
      ).rows;
      expect(job?.state).toBe('completed');
    });
    const reminders = await app.db
      .select({ id: devMailbox.id })
      .from(devMailbox)
      .where(and(sql`${devMailbox.to} ? ${buyer.email}`, sql`${devMailbox.subject} ~ '^Starting in 30 minutes'`));
    expect(reminders).toEqual([]);
  });
});

describe('cancelling, and other buyers’ calls', () => {
  it('frees the slot at once and tells both sides with a cancellation of the same invitation', async () => {
    const buyer = await newBuyer(app);
    const date = upcoming(2);
    const booked = (await book(app, buyer.headers, { ...lender, date, time: '13:00:00' })).json().data;
    const invitation = await readLatestMail(app, buyer.email, /is booked/);
    const uid = /UID:(\S+)/.exec(invitation.raw)?.[1];

    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/appointment/cancel?id=${booked.id}`,
      headers: buyer.headers,
    });
    expect(cancel.statusCode).toBe(200);
    expect(cancel.json().data.status).toBe('cancelled');

    const other = await newBuyer(app);
    expect((await book(app, other.headers, { ...lender, date, time: '13:00:00' })).statusCode).toBe(201);

    const cancellation = await readLatestMail(app, buyer.email, /^Cancelled/);
    expect(cancellation.raw).toContain('METHOD:CANCEL');
    expect(cancellation.raw).toContain(`UID:${uid}`);
    expect(cancellation.raw).toContain('SEQUENCE:1');
    expect(invitation.raw).toContain('SEQUENCE:0');
    await readLatestMail(app, lender.email, /^Cancelled/);

    const twice = await app.inject({
      method: 'PUT',
      url: `/api/appointment/cancel?id=${booked.id}`,
      headers: buyer.headers,
    });
    expect(twice.statusCode).toBe(409);
  });

  it('answers 404 to a buyer reaching for another buyer’s call, which stays unchanged (docs/security.md 18)', async () => {
    const owner = await newBuyer(app, 'owner');
    const intruder = await newBuyer(app, 'intruder');
    const booked = (await book(app, owner.headers, { ...lender, date: upcoming(2), time: '15:30:00' })).json().data;
    const attempts = [
      app.inject({ method: 'PUT', url: `/api/appointment/cancel?id=${booked.id}`, headers: intruder.headers }),
      app.inject({ method: 'GET', url: `/api/appointment/${booked.id}`, headers: intruder.headers }),
      app.inject({ method: 'GET', url: `/api/appointment/${booked.id}/invitation.ics`, headers: intruder.headers }),
      app.inject({
        method: 'POST',
        url: '/api/appointment/send-email',
        headers: intruder.headers,
        payload: { appointment_id: booked.id, subject: 'Hi', body: 'Cancel please' },
      }),
    ];
    for (const response of await Promise.all(attempts)) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: 'There is no such appointment.' });
    }
    const [row] = await app.db.select().from(appointments).where(eq(appointments.id, booked.id));
    expect(row?.status).toBe('booked');
    const list = (await app.inject({ method: 'GET', url: '/api/appointment', headers: intruder.headers })).json().data;
    expect(list.total).toBe(0);
  });

  it('lists the buyer’s own calls a page at a time, and offers the invitation file', async () => {
    const buyer = await newBuyer(app);
    const date = upcoming(1);
    for (const time of ['09:00:00', '09:30:00', '10:00:00']) await book(app, buyer.headers, { ...lender, date, time });
    const page = (await app.inject({ method: 'GET', url: '/api/appointment?page=1', headers: buyer.headers })).json()
      .data;
    expect(page).toMatchObject({ total: 3, per_page: 10, current_page: 1, last_page: 1 });
    expect(page.data.map((appointment: { appointment_date: string }) => appointment.appointment_date)).toEqual([
      `${date} 10:00:00`,
      `${date} 09:30:00`,
      `${date} 09:00:00`,
    ]);
    const ics = await app.inject({
      method: 'GET',
      url: `/api/appointment/${page.data[0].id}/invitation.ics`,
      headers: buyer.headers,
    });
    expect(ics.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(ics.body).toContain('BEGIN:VEVENT');
  });
});

describe('messages and expert requests', () => {
  it('writes only to the other person of the caller’s own call', async () => {
    const buyer = await newBuyer(app);
    const booked = (await book(app, buyer.headers, { ...lender, date: upcoming(1), time: '16:00:00' })).json().data;
    const elsewhere = await app.inject({
      method: 'POST',
      url: '/api/appointment/send-email',
      headers: buyer.headers,
      payload: { appointment_id: booked.id, subject: 'Hello', body: 'Hi!', email: 'someone.else@example.com' },
    });
    expect(elsewhere.json().errors).toEqual({ email: ['Messages go only to the other person of this call.'] });

    const sent = await app.inject({
      method: 'POST',
      url: '/api/appointment/send-email',
      headers: buyer.headers,
      payload: {
        appointment_id: booked.id,
        subject: 'Documents for our call',
        body: 'Should I bring my W-2s?',
        email: lender.email,
      },
    });
    expect(sent.statusCode).toBe(200);
    const mail = await readLatestMail(app, lender.email, /Documents for our call/);
    expect(mail.text).toContain('Should I bring my W-2s?');
    expect(mail.raw).toContain(`Reply-To: ${buyer.email}`);
  });

  it('stores a request for an expert and mails the administrator and the buyer', async () => {
    const buyer = await newBuyer(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/appointment/email-request',
      headers: buyer.headers,
      payload: {
        program_id: lender.programId,
        program_name: 'My First Texas Home',
        expert_type: 'housing_counselor',
        email: buyer.email,
        mobile_number: '(555) 401-0001',
        household_income: 64_000,
      },
    });
    expect(response.statusCode).toBe(200);
    const [request] = await app.db.select().from(expertRequests).where(eq(expertRequests.email, buyer.email));
    expect(request).toMatchObject({
      expertType: 'housing_counselor',
      householdIncome: 64_000,
      mobileNumber: '+15554010001',
    });
    const toSupport = await readLatestMail(app, 'support@homebuyerwizard.com', /asks for a housing counselor/);
    expect(toSupport.text).toContain('Household income: $64,000 a year');
    // TDHCA takes no requests from us: the buyer is told truthfully who has it.
    expect(response.json().data.message).toContain('we sent yours to the Homebuyer Wizard team');
    const toBuyer = await readLatestMail(app, buyer.email, /We are finding you a housing counselor/);
    expect(toBuyer.text).toContain('the Homebuyer Wizard team, who will find you the right housing counselor');
  });

  it('reports that no calendar is connected, and never a token', async () => {
    const buyer = await newBuyer(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/appointment/get-refresh-token',
      headers: buyer.headers,
    });
    const nothing = { connected: false, email: null, expires_at: null, broken: false };
    expect(response.json()).toEqual({ data: { google: nothing, microsoft: nothing } });
  });
});

describe('the professionals’ portal', () => {
  it('lets a professional change their hours, and the buyer’s grid follows', async () => {
    const signIn = await app.inject({
      method: 'POST',
      url: '/api/wizard-tool/login',
      payload: { email: 'lender@demo.homebuyerwizard.test', password: 'demo-lender-2026' },
    });
    const pro = bearer(signIn.json().data.token);
    const current = (await app.inject({ method: 'GET', url: '/api/pro/availability', headers: pro })).json().data;
    expect(current.weekly[3]).toContain(3);

    const date = upcoming(6);
    const weekly = current.weekly.map((slots: number[], weekday: number) => (weekday === 6 ? [1, 2] : slots));
    const saved = await app.inject({
      method: 'PUT',
      url: '/api/pro/availability',
      headers: pro,
      payload: { weekly, days_off: [{ date: upcoming(5), note: 'Closing day' }] },
    });
    expect(saved.json().data.weekly[6]).toEqual([1, 2]);

    const buyer = await newBuyer(app);
    const saturday = (
      await app.inject({
        method: 'GET',
        url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=${date}`,
        headers: buyer.headers,
      })
    ).json().data;
    expect(
      saturday.filter((slot: { disabled: boolean }) => !slot.disabled).map((slot: { time: string }) => slot.time),
    ).toEqual(['08:00 AM', '08:30 AM']);
    const dayOff = (
      await app.inject({
        method: 'GET',
        url: `/api/appointment/slots?professional_detail_id=${lender.professionalId}&date=${upcoming(5)}`,
        headers: buyer.headers,
      })
    ).json().data;
    expect(
      dayOff.every(
        (slot: { disabled_reason: string }) => slot.disabled_reason === 'day_off' || slot.disabled_reason === 'booked',
      ),
    ).toBe(true);

    const invalid = await app.inject({
      method: 'PUT',
      url: '/api/pro/availability',
      headers: pro,
      payload: { weekly: [[99]], days_off: [] },
    });
    expect(invalid.statusCode).toBe(422);
    await app.inject({ method: 'PUT', url: '/api/pro/availability', headers: pro, payload: current });
  });

  it('lists the professional’s calls, cancels one with a note, and refuses to mark a future call completed', async () => {
    const buyer = await newBuyer(app);
    const booked = (await book(app, buyer.headers, { ...lender, date: upcoming(4), time: '16:30:00' })).json().data;
    const pro = bearer(
      (
        await app.inject({
          method: 'POST',
          url: '/api/wizard-tool/login',
          payload: { email: 'lender@demo.homebuyerwizard.test', password: 'demo-lender-2026' },
        })
      ).json().data.token,
    );
    // Other tests of this file book the demo lender too: the call may be on any page of the list.
    const upcomingIds: number[] = [];
    for (let page = 1, last = 1; page <= last; page++) {
      const answer = (
        await app.inject({ method: 'GET', url: `/api/pro/appointments?when=upcoming&page=${page}`, headers: pro })
      ).json().data;
      upcomingIds.push(...answer.data.map((call: { id: number }) => call.id));
      last = answer.last_page;
    }
    expect(upcomingIds).toContain(booked.id);

    const early = await app.inject({
      method: 'PUT',
      url: `/api/pro/appointments/${booked.id}`,
      headers: pro,
      payload: { action: 'complete' },
    });
    expect(early.statusCode).toBe(409);
    const cancel = await app.inject({
      method: 'PUT',
      url: `/api/pro/appointments/${booked.id}`,
      headers: pro,
      payload: { action: 'cancel', note: 'I am out sick; please book Thursday.' },
    });
    expect(cancel.json().data).toMatchObject({
      status: 'cancelled',
      cancellation_note: 'I am out sick; please book Thursday.',
    });
    const mail = await readLatestMail(app, buyer.email, /^Cancelled/);
    expect(mail.text).toContain('Their note: I am out sick; please book Thursday.');

    expect((await app.inject({ method: 'GET', url: '/api/pro/appointments', headers: buyer.headers })).statusCode).toBe(
      403,
    );
    const otherBuyersCall = await app.inject({
      method: 'PUT',
      url: '/api/pro/appointments/999999',
      headers: pro,
      payload: { action: 'cancel' },
    });
    expect(otherBuyersCall.statusCode).toBe(404);
  });

  it('lets a professional mark a call that took place', async () => {
    const buyer = await newBuyer(app);
    const booked = (await book(app, buyer.headers, { ...lender, date: upcoming(3), time: '17:00:00' })).json().data;
    await app.db
      .update(appointments)
      .set({ startsAt: sql`now() - interval '1 hour'`, endsAt: sql`now() - interval '30 minutes'` })
      .where(eq(appointments.id, booked.id));
    const pro = bearer(
      (
        await app.inject({
          method: 'POST',
          url: '/api/wizard-tool/login',
          payload: { email: 'lender@demo.homebuyerwizard.test', password: 'demo-lender-2026' },
        })
      ).json().data.token,
    );
    const done = await app.inject({
      method: 'PUT',
      url: `/api/pro/appointments/${booked.id}`,
      headers: pro,
      payload: { action: 'no_show' },
    });
    expect(done.json().data.status).toBe('no_show');
    const past = (await app.inject({ method: 'GET', url: '/api/pro/appointments?when=past', headers: pro })).json()
      .data;
    expect(past.data[0].id).toBe(booked.id);
  });
});

describe('state on GET', () => {
  it('never changes on a GET (docs/security.md 19)', async () => {
    const buyer = await newBuyer(app);
    await book(app, buyer.headers, { ...lender, date: upcoming(2), time: '19:00:00' });
    await eventually(async () => {
      const rows = await app.db
        .select()
        .from(appointments)
        .where(and(eq(appointments.status, 'booked'), sql`${appointments.meetLink} is null`));
      if (rows.length) throw new Error('jobs still running');
    });
    // Every table of the app, fingerprinted whole. Left out: the strict ceilings' counters (a count
    // of requests, not state) and the sign-in flows, which only the provider flows' /start writes.
    const fingerprint = async () => {
      const { rows } = await app.db.execute<{ name: string }>(
        sql`select tablename as name from pg_tables where schemaname = 'public'
            and tablename not in ('request_ceilings', 'authorization_flows') order by tablename`,
      );
      const prints: Record<string, unknown> = {};
      for (const { name } of rows) {
        const [print] = (
          await app.db.execute(sql`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as print
            from ${sql.identifier(name)} t`)
        ).rows;
        prints[name] = print;
      }
      return prints;
    };
    const spec = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const reads = Object.entries(spec.paths)
      .filter(([path, methods]) => 'get' in methods && !path.startsWith('/api/auth/'))
      .map(([path]) => path.replace(/\{[^}]+\}/g, String(lender.programId)));
    expect(reads.length).toBeGreaterThan(15);
    const before = await fingerprint();
    for (const url of reads) {
      for (const headers of [buyer.headers, {}]) await app.inject({ method: 'GET', url, headers });
    }
    expect(await fingerprint()).toEqual(before);
  });
});
