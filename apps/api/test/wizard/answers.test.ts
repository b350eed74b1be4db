import { questionnaireFields } from '@hbw/contract';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { questionnaireAnswers } from '../../src/db/schema/index.ts';
import { bearer } from '../support/accounts.ts';
import { newBuyer } from '../support/booking.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { saveAnswers, texasTeacher } from '../support/wizard.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

const savedAnswers = (headers: Record<string, string>) =>
  app.inject({ method: 'GET', url: '/api/wizard/answers', headers });
const profile = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/wizard-tool/profile', headers })).json().data;

describe('the questionnaire, step by step', () => {
  it('starts empty, with every question to answer but the county', async () => {
    const buyer = await newBuyer(app);
    const response = await savedAnswers(buyer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({
      answers: {},
      complete: false,
      completed_at: null,
      missing: questionnaireFields.filter(
        (field) => field !== 'county' && field !== 'city' && field !== 'owned_home_last_7_years',
      ),
      updated_at: null,
    });
  });

  it('saves each step, keeps the earlier ones, and finishing sets the profile’s hasQuestion', async () => {
    const buyer = await newBuyer(app);
    const first = await saveAnswers(app, buyer.headers, { state: 'TX', county: '48453' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ answers: { state: 'TX', county: '48453' }, complete: false });

    const second = await saveAnswers(app, buyer.headers, { household_size: 3, owned_home_last_3_years: false });
    expect(second.json().data.answers).toEqual({
      state: 'TX',
      county: '48453',
      household_size: 3,
      owned_home_last_3_years: false,
    });
    // A "no" asks the 7-year question next.
    expect(second.json().data.missing).toContain('owned_home_last_7_years');
    expect((await profile(buyer.headers)).hasQuestion).toBe(false);

    const { state: _state, household_size: _size, ...rest } = texasTeacher;
    const finished = await saveAnswers(app, buyer.headers, { ...rest, complete: true });
    expect(finished.statusCode).toBe(200);
    expect(finished.json().data).toMatchObject({ complete: true, missing: [] });
    expect(finished.json().data.completed_at).toEqual(expect.any(String));
    expect((await profile(buyer.headers)).hasQuestion).toBe(true);

    const again = await savedAnswers(buyer.headers);
    expect(again.json().data.answers).toEqual(texasTeacher);
  });

  it('does not ask the 7-year question after a "yes" to the 3-year one', async () => {
    const buyer = await newBuyer(app);
    const { owned_home_last_7_years: _, ...answers } = texasTeacher;
    const response = await saveAnswers(app, buyer.headers, {
      ...answers,
      owned_home_last_3_years: true,
      complete: true,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.complete).toBe(true);
  });

  it('refuses to finish with questions unanswered, naming each', async () => {
    const buyer = await newBuyer(app);
    const response = await saveAnswers(app, buyer.headers, {
      state: 'TX',
      owned_home_last_3_years: false,
      complete: true,
    });
    expect(response.statusCode).toBe(422);
    const { errors } = response.json();
    expect(errors.household_income).toEqual(['Enter your yearly household income before taxes, in dollars.']);
    expect(errors.owned_home_last_7_years).toEqual(['Tell us whether you have owned a home in the last 7 years.']);
    expect(errors.state).toBeUndefined();
    expect(errors.county).toBeUndefined();
    // Nothing was saved, nor finished.
    expect((await savedAnswers(buyer.headers)).json().data.answers).toEqual({});
    expect((await profile(buyer.headers)).hasQuestion).toBe(false);
  });

  it('refuses wrong answers field by field, with sentences for people', async () => {
    const buyer = await newBuyer(app);
    const response = await saveAnswers(app, buyer.headers, {
      state: 'ZZ',
      household_size: 9,
      household_income: 52_000.5,
      target_price: 500,
      credit_score_band: '700',
      savings: -1,
      loan_type: 'jumbo',
      veteran: 'maybe',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      state: ['Choose the state where you want to buy.'],
      household_size: ['Choose how many people live in your household, from 1 to 8 or more.'],
      household_income: ['Enter a whole number of dollars, without cents.'],
      target_price: ['Enter a price of at least $10,000.'],
      credit_score_band: ['Choose the range your credit score is in.'],
      savings: ['This amount cannot be negative.'],
      loan_type: ['Choose the loan you prefer, or “Not sure”.'],
      veteran: ['Tell us whether you are a veteran or serve in the military.'],
    });
  });

  it('keeps finished answers finished: a change that opens a question must answer it', async () => {
    const buyer = await newBuyer(app);
    await saveAnswers(app, buyer.headers, {
      ...texasTeacher,
      owned_home_last_7_years: null,
      owned_home_last_3_years: true,
      complete: true,
    });
    const opened = await saveAnswers(app, buyer.headers, { owned_home_last_3_years: false });
    expect(opened.statusCode).toBe(422);
    expect(opened.json().errors).toEqual({
      owned_home_last_7_years: ['Tell us whether you have owned a home in the last 7 years.'],
    });
    const answered = await saveAnswers(app, buyer.headers, {
      owned_home_last_3_years: false,
      owned_home_last_7_years: true,
    });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().data.complete).toBe(true);
  });

  it('clears the county when it is emptied', async () => {
    const buyer = await newBuyer(app);
    await saveAnswers(app, buyer.headers, { state: 'TX', county: '48453' });
    const response = await saveAnswers(app, buyer.headers, { county: '' });
    expect(response.json().data.answers.county).toBeNull();
  });

  it('takes the county as sent, as the API’s document says (^(\\d{5})?$): spaces are not a county (issue 40)', async () => {
    const buyer = await newBuyer(app);
    for (const county of ['   ', ' 48453 ']) {
      const response = await saveAnswers(app, buyer.headers, { state: 'TX', county });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        county: ['Choose the county where you want to buy from the list, or leave it empty.'],
      });
    }
  });

  it('takes a county of the state only, and forgets the county when the state changes', async () => {
    const buyer = await newBuyer(app);
    const typed = await saveAnswers(app, buyer.headers, { state: 'TX', county: 'Travis' });
    expect(typed.statusCode).toBe(422);
    expect(typed.json().errors.county).toEqual([
      'Choose the county where you want to buy from the list, or leave it empty.',
    ]);
    const unknown = await saveAnswers(app, buyer.headers, { state: 'TX', county: '48999' });
    expect(unknown.json().errors.county).toEqual(['Choose a county of Texas from the list, or leave it empty.']);
    const elsewhere = await saveAnswers(app, buyer.headers, { state: 'CA', county: '48453' });
    expect(elsewhere.statusCode).toBe(422);
    expect(elsewhere.json().errors.county).toEqual(['Choose a county of California from the list, or leave it empty.']);

    await saveAnswers(app, buyer.headers, { state: 'TX', county: '48453' });
    const moved = await saveAnswers(app, buyer.headers, { state: 'CA' });
    expect(moved.json().data.answers).toEqual({ state: 'CA', county: null });
  });

  it('takes the city of the home among the county’s cities with programs, elsewhere or not sure (decision 053)', async () => {
    const buyer = await newBuyer(app);
    const inAustin = await saveAnswers(app, buyer.headers, { state: 'TX', county: '48453', city: 'Austin' });
    expect(inAustin.json().data.answers).toMatchObject({ county: '48453', city: 'Austin' });
    for (const city of ['elsewhere', 'not_sure']) {
      const response = await saveAnswers(app, buyer.headers, { city });
      expect(response.json().data.answers.city).toBe(city);
    }
    const houston = await saveAnswers(app, buyer.headers, { city: 'Houston' });
    expect(houston.statusCode).toBe(422);
    expect(houston.json().errors.city).toEqual([
      'Choose the city from the list, “Elsewhere in the county” or “Not sure”. This county’s are: Austin.',
    ]);
    const blank = await saveAnswers(app, buyer.headers, { city: '' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors)).toEqual(['city']);

    // A county without city programs has no city to name; moving to one forgets the city.
    const harrisCity = await saveAnswers(app, buyer.headers, { county: '48245', city: 'Beaumont' });
    expect(harrisCity.json().errors.city).toEqual([
      'No program of this county is limited to a city: leave the city empty.',
    ]);
    const moved = await saveAnswers(app, buyer.headers, { county: '48245' });
    expect(moved.json().data.answers).toMatchObject({ county: '48245', city: null });
  });

  it.each([
    ['Williamson County', '48491'],
    ['travis', '48453'],
    ['Atlantis', null],
  ])('loads answers saved with the county typed as %j, as county %j', async (typed, county) => {
    const buyer = await newBuyer(app);
    const { state: _state, county: _county, ...rest } = texasTeacher;
    const user = await app.accounts.findUser(buyer.email);
    await app.db.insert(questionnaireAnswers).values({
      userId: user?.id ?? 0,
      answers: { state: 'TX', county: typed, ...rest },
    });
    const response = await savedAnswers(buyer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ answers: { county }, complete: true });
    expect((await app.inject({ method: 'GET', url: '/api/wallet', headers: buyer.headers })).statusCode).toBe(200);
  });

  it('loads answers saved with a county the list no longer has (Connecticut’s old Fairfield County) as no county', async () => {
    const buyer = await newBuyer(app);
    const { state: _state, county: _county, ...rest } = texasTeacher;
    const user = await app.accounts.findUser(buyer.email);
    await app.db
      .insert(questionnaireAnswers)
      .values({ userId: user?.id ?? 0, answers: { state: 'CT', county: '09001', ...rest } });
    const response = await savedAnswers(buyer.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ answers: { state: 'CT', county: null }, complete: true });
    expect((await app.inject({ method: 'GET', url: '/api/wallet', headers: buyer.headers })).statusCode).toBe(200);
    const saved = await saveAnswers(app, buyer.headers, { household_size: 3 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.answers).toMatchObject({ county: null, household_size: 3 });
  });

  it('ignores fields the buyer may not set', async () => {
    const buyer = await newBuyer(app);
    const other = await newBuyer(app);
    const response = await saveAnswers(app, buyer.headers, {
      state: 'CO',
      user_id: 1,
      hasQuestion: true,
      completed_at: '2020-01-01T00:00:00Z',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({ answers: { state: 'CO' }, completed_at: null });
    expect((await savedAnswers(other.headers)).json().data.answers).toEqual({});
    expect((await profile(buyer.headers)).hasQuestion).toBe(false);
  });

  it('changes nothing on GET', async () => {
    const buyer = await newBuyer(app);
    await savedAnswers(buyer.headers);
    const { id } = await profile(buyer.headers);
    expect(await app.db.select().from(questionnaireAnswers).where(eq(questionnaireAnswers.userId, id))).toEqual([]);
  });

  it('is only for signed-in callers', async () => {
    expect((await savedAnswers({})).statusCode).toBe(401);
    expect((await saveAnswers(app, {}, { state: 'TX' })).statusCode).toBe(401);
    expect((await saveAnswers(app, bearer('not-a-session'), { state: 'TX' })).statusCode).toBe(401);
  });
});
