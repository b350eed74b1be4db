import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appointments, users } from '../../src/db/schema/index.ts';
import { bearer, signIn } from '../support/accounts.ts';
import { book, demoLender, newBuyer, otherLender, upcoming } from '../support/booking.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { finishQuestionnaire, walletOf } from '../support/wizard.ts';

let app: TestApp;
let lender: Awaited<ReturnType<typeof demoLender>>;
let pro: Record<string, string>;
beforeAll(async () => {
  app = await createTestApp();
  lender = await demoLender(app);
  pro = bearer((await signIn(app, lender.email, 'demo-lender-2026')).json().data.token);
});

/** Every call of one of the professional's lists, whatever page it is on. */
async function callsOf(headers: Record<string, string>, when: 'upcoming' | 'past' | 'cancelled') {
  const calls: { id: number; buyer_photo: string | null }[] = [];
  for (let page = 1, last = 1; page <= last; page++) {
    const answer = (
      await app.inject({ method: 'GET', url: `/api/pro/appointments?when=${when}&page=${page}`, headers })
    ).json().data;
    calls.push(...answer.data);
    last = answer.last_page;
  }
  return calls;
}

async function callIds(headers: Record<string, string>, when: 'upcoming' | 'past' | 'cancelled') {
  return (await callsOf(headers, when)).map((call) => call.id);
}

const callOf = (id: number, headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: `/api/pro/appointments/${id}`, headers });

describe('a call booked with the professional', () => {
  it('shows its buyer’s phone, note and what the wizard says they may get from the program', async () => {
    const buyer = await newBuyer(app);
    await finishQuestionnaire(app, buyer.headers);
    await app.db
      .update(users)
      .set({ mobileNumber: '+15125550142', photo: 'photos/buyer-of-the-call.webp' })
      .where(eq(users.email, buyer.email));
    const booked = (
      await book(app, buyer.headers, {
        ...lender,
        date: upcoming(2),
        time: '10:00:00',
        description: 'We found a house in Austin and want to know about closing costs.',
      })
    ).json().data;

    const answer = await callOf(booked.id, pro);
    expect(answer.statusCode).toBe(200);
    const { buyer_details: details, program } = answer.json().data;
    expect(program.name).toBe('My First Texas Home');
    expect(details).toMatchObject({
      email: buyer.email,
      mobile_number: '+15125550142',
      photo: 'photos/buyer-of-the-call.webp',
      note: 'We found a house in Austin and want to know about closing costs.',
    });
    // What the buyer's own wallet says of the program, word for word.
    const wallet = await walletOf(app, buyer.headers);
    const chip = wallet.chips.find((candidate: { program: { id: number } }) => candidate.program.id === program.id);
    expect(details.program_outlook).toEqual({
      answers_complete: true,
      status: chip.status,
      amount: chip.amount,
      up_to: chip.up_to,
      money: chip.money,
      estimate: chip.estimate,
      wallet_group: 'counted',
      why_not_counted: null,
      warnings: chip.warnings,
      blockers: [],
      wallet_total: wallet.total,
    });
    expect(chip.up_to).toBeGreaterThan(0);
    // The list shows the buyer's photo too.
    const listed = (await callsOf(pro, 'upcoming')).find((candidate) => candidate.id === booked.id);
    expect(listed?.buyer_photo).toBe('photos/buyer-of-the-call.webp');
  });

  it('says so when the buyer has not finished the questionnaire', async () => {
    const buyer = await newBuyer(app);
    const booked = (await book(app, buyer.headers, { ...lender, date: upcoming(2), time: '11:00:00' })).json().data;
    const outlook = (await callOf(booked.id, pro)).json().data.buyer_details.program_outlook;
    expect(outlook).toMatchObject({ answers_complete: false, status: null, amount: 0, wallet_total: 0 });
  });

  it('is never shown to another professional, to a buyer, or to nobody', async () => {
    const buyer = await newBuyer(app);
    await finishQuestionnaire(app, buyer.headers);
    const booked = (await book(app, buyer.headers, { ...lender, date: upcoming(2), time: '12:00:00' })).json().data;

    const other = await otherLender(app, 'another.lender');

    const refused = await callOf(booked.id, other);
    expect(refused.statusCode).toBe(404);
    expect(refused.body).not.toContain(buyer.email);
    expect(await callIds(other, 'upcoming')).not.toContain(booked.id);
    expect((await callOf(booked.id, buyer.headers)).statusCode).toBe(403);
    expect((await callOf(booked.id, {})).statusCode).toBe(401);
    expect((await callOf(999_999, pro)).statusCode).toBe(404);
    expect((await callOf(0, pro)).statusCode).toBe(422);
  });

  it('is described in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    const call = document.paths['/api/pro/appointments/{id}'].get;
    expect(call.tags).toEqual(['professionals']);
    expect(Object.keys(call.responses)).toContain('200');
    const list = document.paths['/api/pro/appointments'].get;
    expect(JSON.stringify(list.parameters)).toContain('cancelled');
  });
});

describe('the professional’s lists', () => {
  it('keeps cancelled calls out of upcoming and past, in a list of their own', async () => {
    const buyer = await newBuyer(app);
    const cancelled = (await book(app, buyer.headers, { ...lender, date: upcoming(3), time: '10:30:00' })).json().data;
    const tookPlace = (await book(app, buyer.headers, { ...lender, date: upcoming(3), time: '11:30:00' })).json().data;
    await app.inject({
      method: 'PUT',
      url: `/api/pro/appointments/${cancelled.id}`,
      headers: pro,
      payload: { action: 'cancel', note: 'I am away that day.' },
    });
    await app.db
      .update(appointments)
      .set({ startsAt: sql`now() - interval '2 hours'`, endsAt: sql`now() - interval '90 minutes'` })
      .where(eq(appointments.id, tookPlace.id));

    const [ahead, past, cancelledList] = await Promise.all([
      callIds(pro, 'upcoming'),
      callIds(pro, 'past'),
      callIds(pro, 'cancelled'),
    ]);
    expect(ahead).not.toContain(cancelled.id);
    expect(ahead).not.toContain(tookPlace.id);
    expect(past).toContain(tookPlace.id);
    expect(past).not.toContain(cancelled.id);
    expect(cancelledList).toContain(cancelled.id);
    expect(cancelledList).not.toContain(tookPlace.id);
    const wrongList = await app.inject({ method: 'GET', url: '/api/pro/appointments?when=someday', headers: pro });
    expect(wrongList.statusCode).toBe(422);
  });
});
