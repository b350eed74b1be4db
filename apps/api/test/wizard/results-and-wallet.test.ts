import type { EligibilityRule, FundingStatus, ProgramType, QuestionnaireAnswers } from '@hbw/contract';
import { eq, isNull, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { administrators, programs } from '../../src/db/schema/index.ts';
import { newBuyer } from '../support/booking.ts';
import { createTestApp, type TestApp } from '../support/test-app.ts';
import { finishQuestionnaire, saveAnswers, texasTeacher, walletOf } from '../support/wizard.ts';

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});

type Result = {
  program: { slug: string; name: string };
  status: string;
  amount: number;
  up_to: number;
  money: string;
  blockers: string[];
};
const slugs = (results: Result[]) => results.map((result) => result.program.slug);

async function results(headers: Record<string, string>, query = '') {
  const response = await app.inject({ method: 'GET', url: `/api/wizard/results${query}`, headers });
  expect(response.statusCode).toBe(200);
  return response.json().data;
}

/**
 * These 14 are the only programs a buyer in Puerto Rico sees once the catalogue's own Puerto Rico
 * programs and the national ones are closed in this test's database (HomeReady still says why not).
 */
async function seedTestPrograms() {
  await app.db
    .update(programs)
    .set({ fundingStatus: 'closed' })
    .where(or(isNull(programs.state), eq(programs.state, 'PR')));
  const [administrator] = await app.db.select().from(administrators).where(eq(administrators.slug, 'tdhca'));
  const wyoming = (
    slug: string,
    name: string,
    amount: number,
    more: {
      type?: ProgramType;
      eligibility?: EligibilityRule[];
      notCombinableWith?: string[];
      fundingStatus?: FundingStatus;
    } = {},
  ) => ({
    slug,
    name,
    administratorId: administrator?.id ?? 0,
    state: 'PR',
    type: more.type ?? 'grant',
    summary: `${name}, for testing.`,
    description: `${name}, for testing.`,
    amountSummary: `$${amount}`,
    benefit: { kind: 'fixed' as const, amount },
    eligibility: [{ kind: 'primary_residence' as const }, ...(more.eligibility ?? [])],
    notCombinableWith: more.notCombinableWith ?? [],
    fundingStatus: more.fundingStatus ?? 'open',
    sourceUrl: 'https://example.com',
    lastChecked: '2026-01-01',
  });
  await app.db.insert(programs).values([
    ...Array.from({ length: 9 }, (_, index) =>
      wyoming(`wy-grant-${index + 1}`, `Wyoming Grant ${index + 1}`, (index + 1) * 1_000),
    ),
    wyoming('wy-lottery', 'Wyoming Lottery Loan', 20_000, {
      type: 'deferred_second',
      eligibility: [{ kind: 'lottery' }],
    }),
    wyoming('wy-review', 'Wyoming Low-Income Loan', 30_000, {
      type: 'forgivable_second',
      eligibility: [{ kind: 'income_percent_of_ami', percent: 50 }],
    }),
    wyoming('wy-second-a', 'Wyoming Second A', 12_000, { type: 'deferred_second', notCombinableWith: ['wy-second-b'] }),
    wyoming('wy-second-b', 'Wyoming Second B', 11_000, { type: 'deferred_second' }),
    wyoming('wy-closed', 'Wyoming Closed Grant', 50_000, { fundingStatus: 'closed' }),
  ]);
}

describe('a visitor’s preview', () => {
  it('shows results and the wallet for answers that are not saved, without signing in', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/wizard/answers/preview', payload: texasTeacher });
    expect(response.statusCode).toBe(200);
    const { wallet, results: list } = response.json().data;
    // My First Texas Home: 2% to 5% of the $289,500 FHA loan, $5,790 sure and up to $14,475, a loan
    // to repay; the tax credit's $2,000 a year on the same TDHCA first mortgage, never cash. Homes for
    // Texas Heroes gives as much, but on a TSAHC first: instead. Travis County's HUD limits are known
    // (FY2026), so My First Texas Home's income rule is met: likely.
    expect(wallet).toMatchObject({
      answers_complete: true,
      message: null,
      total: 5_790,
      likely_total: 5_790,
      possible_total: 0,
      up_to_total: 14_475,
      keep_total: 0,
      keep_up_to_total: 0,
      repay_total: 5_790,
      repay_up_to_total: 14_475,
      yearly_tax_credit: 2_000,
      combined_loan_to_value: null,
      first_mortgage: 'TDHCA',
      answers: texasTeacher,
      catalogue_note:
        'We list the statewide programs of Texas and those of the City of Houston, the City of San Antonio, the City of Dallas, the City of Austin, Travis County, the City of Fort Worth, the City of Plano, Tarrant County, the City of Arlington, Harris County, the City of El Paso and the City of Denton; other city and county programs are not in our catalogue yet.',
    });
    expect(wallet.chips.map((chip: Result) => [chip.program.slug, chip.amount, chip.up_to, chip.money])).toEqual([
      ['tdhca-my-first-texas-home', 5_790, 14_475, 'repay'],
      ['tdhca-mortgage-credit-certificate', 2_000, 2_000, 'yearly_tax_credit'],
    ]);
    expect(
      wallet.alternatives.find((alternative: Result) => alternative.program.slug === 'tsahc-homes-for-texas-heroes'),
    ).toMatchObject({
      amount: 5_790,
      up_to: 14_475,
      first_mortgage: 'TSAHC',
      total_instead: 5_790,
      sentence: 'Or instead: Homes for Texas Heroes, $5,790 to $14,475, with a TSAHC first mortgage.',
      wallet_group: 'alternative',
      why_not_counted:
        'It needs a TSAHC first mortgage; the programs counted use a TDHCA first mortgage, and a home has one first mortgage.',
    });
    const bySlug = (slug: string) => list.find((result: Result) => result.program.slug === slug);
    expect(bySlug('tdhca-my-first-texas-home')).toMatchObject({
      status: 'likely',
      estimate: '2% to 5% of an estimated $289,500 FHA loan: $5,790 to $14,475.',
      favorite: false,
      wallet_group: 'counted',
      why_not_counted: null,
      program: { name: 'My First Texas Home', administrator: { short_name: 'TDHCA' } },
    });
    expect(bySlug('tsahc-homes-for-texas-heroes')).toMatchObject({ wallet_group: 'alternative' });
  });

  it('refuses a county of the wrong type on its field, never with a 500 (issue 40)', async () => {
    for (const county of [48_453, { fips: '48453' }, ['48453'], true]) {
      const response = await app.inject({
        method: 'POST',
        url: '/api/wizard/answers/preview',
        payload: { ...texasTeacher, county },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({
        county: ['Choose the county where you want to buy from the list, or leave it empty.'],
      });
    }
  });

  it('asks for every missing answer', async () => {
    const { target_price: _, ...withoutPrice } = texasTeacher;
    const response = await app.inject({ method: 'POST', url: '/api/wizard/answers/preview', payload: withoutPrice });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ target_price: ['Enter the price you hope to pay, in dollars.'] });
  });

  it('is rate-limited like the other calls open to anyone', async () => {
    const limited = await createTestApp({ STRICT_RATE_LIMIT_MAX: '2' });
    const statuses = [];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      statuses.push(
        (await limited.inject({ method: 'POST', url: '/api/wizard/answers/preview', payload: texasTeacher }))
          .statusCode,
      );
    }
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('results', () => {
  let headers: Record<string, string>;
  beforeAll(async () => {
    await seedTestPrograms();
    headers = (await newBuyer(app)).headers;
    await finishQuestionnaire(app, headers, { state: 'PR', county: null });
  });

  it('pages the eligible programs 10 at a time, by status then amount', async () => {
    const first = await results(headers);
    expect(first).toMatchObject({ total: 13, per_page: 10, current_page: 1, last_page: 2, answers_complete: true });
    expect(slugs(first.data)).toEqual([
      'wy-second-a',
      'wy-second-b',
      ...[9, 8, 7, 6, 5, 4, 3, 2].map((index) => `wy-grant-${index}`),
    ]);
    const second = await results(headers, '?page=2');
    expect(second.current_page).toBe(2);
    expect(second.data.map((result: Result) => [result.program.slug, result.status])).toEqual([
      ['wy-grant-1', 'likely'],
      ['wy-lottery', 'possible'],
      ['wy-review', 'needs_review'],
    ]);
    expect((await results(headers, '?page=3')).data).toEqual([]);
  });

  it('gives every result on one page with all=1', async () => {
    const all = await results(headers, '?all=1');
    expect(all).toMatchObject({ total: 13, per_page: 13, current_page: 1, last_page: 1 });
    expect(all.data).toHaveLength(13);
  });

  it('filters by status, type and words, and sorts by amount', async () => {
    expect(slugs((await results(headers, '?status=possible')).data)).toEqual(['wy-lottery']);
    expect((await results(headers, '?type=grant')).total).toBe(9);
    expect(slugs((await results(headers, '?search=LOTTERY')).data)).toEqual(['wy-lottery']);
    expect(slugs((await results(headers, '?sort=amount')).data).slice(0, 3)).toEqual([
      'wy-review',
      'wy-lottery',
      'wy-second-a',
    ]);
    expect((await results(headers, '?type=grant&search=closed')).data).toEqual([]);
  });

  it('says why not for the programs the buyer misses, when asked', async () => {
    const missed = await results(headers, '?status=not_eligible&all=1');
    const blockers = new Map(missed.data.map((result: Result) => [result.program.slug, result.blockers]));
    expect(missed.data[0]).toMatchObject({
      program: { slug: 'wy-closed' },
      blockers: ['This program is closed to new applications.'],
    });
    expect(blockers.get('homeready-home-possible-credit')).toEqual([
      'This program is closed to new applications.',
      'Needs a conventional first mortgage; you prefer an FHA loan.',
    ]);
  });

  it('refuses a wrong filter with 422', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/wizard/results?status=maybe', headers });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ status: ['Choose likely, possible, needs_review or not_eligible.'] });
  });

  it('is empty, and says so, before the questionnaire is finished', async () => {
    const buyer = await newBuyer(app);
    expect(await results(buyer.headers)).toEqual({
      data: [],
      total: 0,
      per_page: 10,
      current_page: 1,
      last_page: 1,
      answers_complete: false,
      catalogue_note: null,
    });
  });

  it('puts the best combination in the wallet and what needs review beside it', async () => {
    const wallet = await walletOf(app, headers);
    // Nine grants ($45,000), the lottery loan ($20,000) and Second A ($12,000, not with Second B).
    expect(wallet.total).toBe(77_000);
    expect(wallet.chips.map((chip: Result) => chip.program.slug)).not.toContain('wy-second-b');
    expect(wallet.chips[0]).toMatchObject({ program: { slug: 'wy-lottery' }, amount: 20_000, share_percent: 26 });
    expect(wallet.might_add.map((result: Result) => result.program.slug)).toEqual(['wy-review']);
    expect(wallet.might_add_total).toBe(30_000);
  });
});

describe('the wallet', () => {
  it('tells a buyer without answers what to do, with 200', async () => {
    const buyer = await newBuyer(app);
    expect(await walletOf(app, buyer.headers)).toEqual({
      answers_complete: false,
      message: 'Answer the questionnaire to see the money you may get to buy your home.',
      total: 0,
      likely_total: 0,
      possible_total: 0,
      up_to_total: 0,
      keep_total: 0,
      keep_up_to_total: 0,
      repay_total: 0,
      repay_up_to_total: 0,
      yearly_tax_credit: 0,
      combined_loan_to_value: null,
      first_mortgage: null,
      chips: [],
      alternatives: [],
      catalogue_note: null,
      might_add: [],
      might_add_total: 0,
      insights: [],
      answers: null,
    });
    await saveAnswers(app, buyer.headers, { ...texasTeacher, target_price: undefined });
    expect((await walletOf(app, buyer.headers)).message).toBe(
      'Finish the questionnaire to see your wallet: 1 question is left.',
    );
  });

  it('stacks what the programs allow: a Colorado buyer gets the CHFA second mortgage, not both', async () => {
    const buyer = await newBuyer(app);
    await finishQuestionnaire(app, buyer.headers, { state: 'CO', county: '08031' });
    const wallet = await walletOf(app, buyer.headers);
    // 4% of the $289,500 FHA loan = $11,580, more than the grant's 3% ($8,685).
    expect(wallet.total).toBe(11_580);
    // Of CHFA's programs only the second counts; Denver's own (CHAC's loan, on any lender's first) may add to it.
    const chips = wallet.chips as { program: { slug: string } }[];
    expect(chips.map((chip) => chip.program.slug).filter((slug) => slug.startsWith('chfa-'))).toEqual([
      'chfa-second-mortgage',
    ]);
    expect(chips.find((chip) => chip.program.slug === 'chfa-second-mortgage')).toMatchObject({
      program: { slug: 'chfa-second-mortgage' },
      steps: ['Put in at least $1,000 of your own money.', 'Complete a homebuyer education course before closing.'],
      warnings: expect.arrayContaining(['Requires a CHFA first mortgage, through a participating lender.']),
    });
  });

  it('changes when an answer changes, and says what other answers would do', async () => {
    const buyer = await newBuyer(app);
    await finishQuestionnaire(app, buyer.headers);
    const before = await walletOf(app, buyer.headers);
    expect([before.total, before.up_to_total, before.yearly_tax_credit]).toEqual([5_790, 14_475, 2_000]);

    // A repeat buyer keeps My Choice Texas Home ($5,790 to $14,475) but loses the first-time tax credit.
    await saveAnswers(app, buyer.headers, { occupation: 'none', owned_home_last_3_years: true });
    const after = await walletOf(app, buyer.headers);
    expect([after.total, after.up_to_total, after.yearly_tax_credit]).toEqual([5_790, 14_475, 0]);
    expect(after.chips.map((chip: Result) => chip.program.slug)).toEqual(['tdhca-my-choice-texas-home']);
    expect(after.answers).toMatchObject({ occupation: 'none', owned_home_last_3_years: true });
    expect(after.insights.map((insight: { sentence: string }) => insight.sentence)).toEqual([
      'If you had not owned a home in the last 3 years, your wallet could grow by up to $2,000.',
      'With a conventional loan instead of an FHA loan, your wallet could grow by up to $75.',
    ]);

    await saveAnswers(app, buyer.headers, { primary_residence: false });
    const none = await walletOf(app, buyer.headers);
    expect(none.total).toBe(0);
    expect(none.message).toBe(
      'None of the programs we know fits your answers yet. See why in your results, or talk to a housing counselor.',
    );
  });

  it('is only for signed-in callers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/wallet' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/api/wizard/results' })).statusCode).toBe(401);
  });
});

describe('county income limits, applied (issue 16)', () => {
  /**
   * An Alabama household of 4, in one county or another. AHFA's Affordable Income Subsidy Grant is
   * for incomes up to 80% of the area median as Freddie Mac states it, one limit for every household
   * size: 80% of HUD's FY2026 median, $71,040 in Autauga County and $81,920 in Baldwin County, worked
   * out from HUD's figures and so judged with a 10% margin.
   */
  const alabamaHousehold = (county: string | null, income: number): QuestionnaireAnswers => ({
    ...texasTeacher,
    state: 'AL',
    county,
    city: null,
    household_size: 4,
    household_income: income,
    occupation: 'none',
    // The grant rides on AHFA's conventional first mortgage.
    loan_type: 'conventional',
  });
  const grantIn = async (county: string | null, income: number) => {
    const buyer = await newBuyer(app, 'county');
    await finishQuestionnaire(app, buyer.headers, alabamaHousehold(county, income));
    const all = await Promise.all(
      ['likely', 'possible', 'needs_review', 'not_eligible'].map((status) =>
        results(buyer.headers, `?all=1&status=${status}`),
      ),
    );
    const list = all.flatMap((page) => page.data) as (Result & { reasons: string[] })[];
    return list.find((result) => result.program.slug === 'ahfa-affordable-income-subsidy-grant');
  };

  it('is not eligible over the county’s limit, naming the county, the limit and the household size', async () => {
    const autauga = await grantIn('01001', 85_000);
    expect(autauga?.status).toBe('not_eligible');
    expect(autauga?.blockers.join(' ')).toMatch(
      /Income is limited to 80% of the area median .*\(\$71,040 for a household of 4 in Autauga County, AL/,
    );
  });

  it('meets the income rule under another county’s limit, saying which limit it used', async () => {
    const baldwin = await grantIn('01003', 70_000);
    expect(baldwin?.status).not.toBe('not_eligible');
    expect(baldwin?.reasons.join(' ')).toMatch(
      /within 80% of the area median .*\(\$81,920 for a household of 4 in Baldwin/,
    );
  });

  it('shows the program apart, asking for the county, when the buyer gives none', async () => {
    const nowhere = await grantIn(null, 75_000);
    expect(nowhere?.status).toBe('needs_review');
    expect(JSON.stringify(nowhere)).toContain('tell us your county, or a participating lender will check it');
  });
});
