import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { favoritePrograms, professionals, programs, users } from '../../src/db/schema/index.ts';
import { book, demoLender, newBuyer, upcoming } from '../support/booking.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { finishQuestionnaire } from '../support/wizard.ts';

let app: TestApp;
let lender: Awaited<ReturnType<typeof demoLender>>;
beforeAll(async () => {
  app = await createTestApp();
  lender = await demoLender(app);
});

async function programId(slug: string): Promise<number> {
  const [row] = await app.db.select({ id: programs.id }).from(programs).where(eq(programs.slug, slug));
  if (!row) throw new Error(`No program ${slug}`);
  return row.id;
}

async function professionalId(email: string): Promise<number> {
  const [row] = await app.db
    .select({ id: professionals.id })
    .from(professionals)
    .innerJoin(users, eq(users.id, professionals.userId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`No professional ${email}`);
  return row.id;
}

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Record<string, string>, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers, ...(payload ? { payload } : {}) });

describe('favourite chips', () => {
  it('stars and unstars a chip, each as often as the buyer likes', async () => {
    const buyer = await newBuyer(app);
    const dream = await programId('calhfa-dream-for-all');
    const myHome = await programId('calhfa-myhome');

    for (let time = 0; time < 2; time += 1) {
      const starred = await call('PUT', `/favorites/${dream}`, buyer.headers);
      expect(starred.statusCode).toBe(200);
      expect(starred.json().data).toEqual({ program_id: dream, favorite: true });
    }
    await call('PUT', `/favorites/${myHome}`, buyer.headers);
    const listed = (await call('GET', '/favorites', buyer.headers)).json().data;
    expect(listed.map((program: { slug: string }) => program.slug)).toEqual(['calhfa-myhome', 'calhfa-dream-for-all']);
    expect(listed[1]).toMatchObject({
      name: 'California Dream For All Shared Appreciation Loan',
      administrator: { short_name: 'CalHFA' },
    });
    expect(await app.db.select().from(favoritePrograms).where(eq(favoritePrograms.programId, dream))).toHaveLength(1);

    for (let time = 0; time < 2; time += 1) {
      const unstarred = await call('DELETE', `/favorites/${dream}`, buyer.headers);
      expect(unstarred.json().data).toEqual({ program_id: dream, favorite: false });
    }
    expect((await call('GET', '/favorites', buyer.headers)).json().data).toHaveLength(1);
  });

  it('answers 404 for a program that does not exist, and 422 for an id that cannot be one', async () => {
    const buyer = await newBuyer(app);
    expect((await call('PUT', '/favorites/999999', buyer.headers)).statusCode).toBe(404);
    expect((await call('DELETE', '/favorites/999999', buyer.headers)).json()).toEqual({
      message: 'There is no such program.',
    });
    expect((await call('PUT', '/favorites/abc', buyer.headers)).statusCode).toBe(422);
  });

  it('keeps each buyer’s favourites their own, and marks them in the results', async () => {
    const buyer = await newBuyer(app);
    const other = await newBuyer(app);
    const heroes = await programId('tsahc-homes-for-texas-heroes');
    await call('PUT', `/favorites/${heroes}`, buyer.headers);
    expect((await call('GET', '/favorites', other.headers)).json().data).toEqual([]);

    await finishQuestionnaire(app, buyer.headers);
    await finishQuestionnaire(app, other.headers);
    const favoriteOf = async (headers: Record<string, string>) =>
      (await call('GET', '/wizard/results', headers))
        .json()
        .data.data.find((result: { program: { id: number } }) => result.program.id === heroes).favorite;
    expect(await favoriteOf(buyer.headers)).toBe(true);
    expect(await favoriteOf(other.headers)).toBe(false);
  });

  it('is only for signed-in callers', async () => {
    expect((await call('GET', '/favorites', {})).statusCode).toBe(401);
    expect((await call('PUT', '/favorites/1', {})).statusCode).toBe(401);
  });
});

describe('the home team', () => {
  it('holds one professional per role, each with the buyer’s booked calls', async () => {
    const buyer = await newBuyer(app);
    const empty = (await call('GET', '/home-team', buyer.headers)).json().data;
    expect(empty).toEqual(
      ['lender', 'housing_counselor', 'real_estate_agent'].map((role) => ({
        role,
        professional: null,
        added_at: null,
        appointments: [],
      })),
    );

    const booked = await book(app, buyer.headers, { ...lender, date: upcoming(3), time: '11:00:00' });
    expect(booked.statusCode).toBe(201);
    const added = await call('PUT', '/home-team/lender', buyer.headers, {
      professional_detail_id: lender.professionalId,
    });
    expect(added.statusCode).toBe(200);
    const [member] = added.json().data;
    expect(member).toMatchObject({
      role: 'lender',
      professional: { id: lender.professionalId, name: 'Dana Whitfield', kind: 'lender', nmls_id: 'DEMO-1001' },
      added_at: expect.any(String),
    });
    expect(member.appointments.map((appointment: { id: number }) => appointment.id)).toEqual([booked.json().data.id]);

    const counselor = await professionalId('priya.raman@demo.homebuyerwizard.test');
    const team = (
      await call('PUT', '/home-team/housing_counselor', buyer.headers, { professional_detail_id: counselor })
    ).json().data;
    expect(team.map((entry: { professional: { name: string } | null }) => entry.professional?.name ?? null)).toEqual([
      'Dana Whitfield',
      'Priya Raman',
      null,
    ]);
  });

  it('replaces the professional of a role, and leaves it empty on removal, twice or not', async () => {
    const buyer = await newBuyer(app);
    const marcus = await professionalId('marcus.lee@demo.homebuyerwizard.test');
    await call('PUT', '/home-team/lender', buyer.headers, { professional_detail_id: lender.professionalId });
    const replaced = (await call('PUT', '/home-team/lender', buyer.headers, { professional_detail_id: marcus })).json()
      .data;
    expect(replaced[0].professional.name).toBe('Marcus Lee');
    for (let time = 0; time < 2; time += 1) {
      const removed = await call('DELETE', '/home-team/lender', buyer.headers);
      expect(removed.statusCode).toBe(200);
      expect(removed.json().data[0]).toMatchObject({ role: 'lender', professional: null });
    }
  });

  it('refuses a professional of another kind for a role, and an unknown one', async () => {
    const buyer = await newBuyer(app);
    const wrong = await call('PUT', '/home-team/housing_counselor', buyer.headers, {
      professional_detail_id: lender.professionalId,
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      professional_detail_id: [
        'Dana Whitfield is a participating lender, not a housing counselor: choose a housing counselor.',
      ],
    });
    const unknown = await call('PUT', '/home-team/lender', buyer.headers, { professional_detail_id: 999_999 });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ professional_detail_id: ['There is no such professional.'] });
    const noRole = await call('PUT', '/home-team/inspector', buyer.headers, { professional_detail_id: 1 });
    expect(noRole.statusCode).toBe(422);
    expect(noRole.json().errors).toEqual({ role: ['Choose lender, housing_counselor or real_estate_agent.'] });
    expect((await call('GET', '/home-team', buyer.headers)).json().data[1].professional).toBeNull();
  });

  it('shows no buyer another buyer’s team or calls, and ignores a user id in the body', async () => {
    const buyer = await newBuyer(app);
    const other = await newBuyer(app);
    const { id: otherId } = (await call('GET', '/wizard-tool/profile', other.headers)).json().data;
    await book(app, buyer.headers, { ...lender, date: upcoming(4), time: '14:00:00' });
    await call('PUT', '/home-team/lender', buyer.headers, {
      professional_detail_id: lender.professionalId,
      user_id: otherId,
    });
    await call('PUT', '/home-team/lender', other.headers, { professional_detail_id: lender.professionalId });
    const othersLender = (await call('GET', '/home-team', other.headers)).json().data[0];
    expect(othersLender.professional.name).toBe('Dana Whitfield');
    expect(othersLender.appointments).toEqual([]);
  });

  it('is only for signed-in callers', async () => {
    expect((await call('GET', '/home-team', {})).statusCode).toBe(401);
    expect((await call('DELETE', '/home-team/lender', {})).statusCode).toBe(401);
  });
});

describe('My PALs', () => {
  it('lists the participating lenders of the wallet’s programs, those in the buyer’s state first', async () => {
    const account = await app.accounts.createUser({
      email: 'nm.lender@example.com',
      password: 'a long enough password',
      role: 'professional',
    });
    await app.accounts.updateProfile(account.id, { first_name: 'Rosa', last_name: 'Baca' });
    await app.professionals.create(account.id, {
      kind: 'lender',
      company: 'Land of Enchantment Lending',
      nmlsId: 'NM-1',
      states: ['NM'],
      programSlugs: ['tdhca-my-first-texas-home', 'sonyma-dpal'],
    });

    const buyer = await newBuyer(app);
    expect((await call('GET', '/my-pals', buyer.headers)).json().data).toEqual([]);

    await finishQuestionnaire(app, buyer.headers);
    await call('PUT', '/home-team/lender', buyer.headers, { professional_detail_id: lender.professionalId });
    const pals = (await call('GET', '/my-pals', buyer.headers)).json().data;
    expect(
      pals.map((pal: { professional: { name: string }; wallet_programs: { name: string }[] }) => [
        pal.professional.name,
        pal.wallet_programs.map((program) => program.name).sort(),
      ]),
    ).toEqual([
      // Homes for Texas Heroes needs a TSAHC first mortgage: an alternative, not in the wallet.
      ['Dana Whitfield', ['My First Texas Home', 'Texas Mortgage Credit Certificate']],
      ['Rosa Baca', ['My First Texas Home']],
    ]);
    expect(pals[0]).toMatchObject({ in_your_state: true, on_home_team: true });
    expect(pals[1]).toMatchObject({ in_your_state: false, on_home_team: false });
    // Housing counselors take part in these programs too, but PALs are lenders.
    expect(pals.every((pal: { professional: { kind: string } }) => pal.professional.kind === 'lender')).toBe(true);
  });
});
