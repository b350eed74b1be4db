import type { EligibilityRule, QuestionnaireAnswers } from '@hbw/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type EngineProgram, evaluatePrograms, type IncomeLimit } from './eligibility.ts';
import { buyer, program, seededPrograms } from './fixtures.ts';
import { bestCombination, computeWallet } from './wallet.ts';

const noLimits = new Map<number, IncomeLimit>();
const walletOf = (answers: Partial<QuestionnaireAnswers>, programs: EngineProgram[] = seededPrograms) =>
  computeWallet(programs, buyer(answers), noLimits);
const chipSlugs = (wallet: ReturnType<typeof walletOf>) => wallet.chips.map((chip) => chip.evaluation.program.slug);

describe('the best combination the stacking rules allow', () => {
  it('takes the CHFA second mortgage rather than the smaller grant, never both', () => {
    // On the $289,500 FHA loan: the grant is 3% = $8,685, the second 4% = $11,580.
    const wallet = walletOf({ state: 'CO' });
    expect(chipSlugs(wallet)).toEqual(['chfa-second-mortgage']);
    expect(wallet.total).toBe(11_580);
  });

  it('takes one IHDAccess loan, the larger for the price', () => {
    // $300,000: forgivable 4% = $12,000 capped at $6,000; deferred 5% = $15,000 capped at $7,500.
    expect(chipSlugs(walletOf({ state: 'IL' }))).toEqual(['ihda-access-deferred']);
    // $100,000: forgivable 4% = $4,000; deferred 5% = $5,000.
    expect(walletOf({ state: 'IL', target_price: 100_000 }).total).toBe(5_000);
  });

  it('takes the IHDAccess loan the buyer can get when the other one is out of reach', () => {
    const forgivableOnly = seededPrograms.map((candidate) =>
      candidate.slug === 'ihda-access-deferred' ? { ...candidate, fundingStatus: 'closed' as const } : candidate,
    );
    const wallet = walletOf({ state: 'IL' }, forgivableOnly);
    expect(chipSlugs(wallet)).toEqual(['ihda-access-forgivable']);
    expect(wallet.total).toBe(6_000);
  });

  it('adds up the programs that combine, with each chip’s share', () => {
    // A Maryland buyer with student debt: SmartBuy 15% of $300,000 = $45,000 and 1st Time Advantage
    // 5% of $289,500 = $14,475; $59,475 in all, 76% and 24%.
    const wallet = walletOf({ state: 'MD', student_debt: true });
    expect(wallet.total).toBe(59_475);
    expect(
      wallet.chips.map((chip) => [chip.evaluation.program.slug, chip.evaluation.amount, chip.sharePercent]),
    ).toEqual([
      ['md-smartbuy', 45_000, 76],
      ['mmp-1st-time-advantage-dpa', 14_475, 24],
    ]);
  });

  it('respects an exclusion that only one of the two programs states', () => {
    const programs = [
      program({ id: 1, slug: 'a', benefit: { kind: 'fixed', amount: 10_000 }, notCombinableWith: ['b'] }),
      program({ id: 2, slug: 'b', benefit: { kind: 'fixed', amount: 8_000 } }),
    ];
    expect(bestCombination(evaluatePrograms(programs, buyer(), noLimits)).map((chip) => chip.program.slug)).toEqual([
      'a',
    ]);
  });

  it('gives up the largest program when two smaller ones it excludes are worth more together', () => {
    // A ($10,000) excludes B ($8,000) and C ($7,000), which combine: B + C = $15,000.
    const programs = [
      program({ id: 1, slug: 'a', benefit: { kind: 'fixed', amount: 10_000 }, notCombinableWith: ['b', 'c'] }),
      program({ id: 2, slug: 'b', benefit: { kind: 'fixed', amount: 8_000 } }),
      program({ id: 3, slug: 'c', benefit: { kind: 'fixed', amount: 7_000 } }),
    ];
    const wallet = computeWallet(programs, buyer(), noLimits);
    expect(chipSlugs(wallet)).toEqual(['b', 'c']);
    expect(wallet.total).toBe(15_000);
  });

  it('keeps programs that need review out of the total, and says what they might add', () => {
    // HomeReady ($2,500 at 50% AMI, no table for the county) needs review; My First Texas Home
    // (5% of $291,000 = $14,550) and the tax credit ($2,000) count.
    const wallet = walletOf({ loan_type: 'conventional' });
    expect(wallet.total).toBe(16_550);
    expect(wallet.mightAdd.map((evaluation) => evaluation.program.slug)).toEqual(['homeready-home-possible-credit']);
    expect(wallet.mightAddTotal).toBe(2_500);
  });

  it('is empty, with nothing to add, where no program fits', () => {
    const wallet = walletOf({ state: 'WY', loan_type: 'fha' });
    expect(wallet.total).toBe(0);
    expect(wallet.chips).toEqual([]);
  });
});

describe('what if the answers were different', () => {
  const insight = (answers: Partial<QuestionnaireAnswers>, change: string) =>
    walletOf(answers).insights.find((candidate) => candidate.change === change);

  it('shows what a credit score one band higher would add', () => {
    // 620–639 misses IHDAccess's 640; at 640 the deferred loan's $7,500 comes in.
    expect(insight({ state: 'IL', credit_score_band: '620_639' }, 'credit_score')).toEqual({
      change: 'credit_score',
      answers: { credit_score_band: '640_659' },
      total: 7_500,
      difference: 7_500,
      sentence: 'If your credit score were 640 or more, your wallet could grow by $7,500.',
    });
  });

  it('shows what being a first-time buyer would add, only to someone who is not', () => {
    // My First Texas Home ($14,475) and the tax credit ($2,000) need a first-time buyer.
    expect(insight({ owned_home_last_3_years: true }, 'first_time_buyer')).toMatchObject({
      difference: 16_475,
      sentence: 'If you had not owned a home in the last 3 years, your wallet could grow by $16,475.',
    });
    expect(insight({}, 'first_time_buyer')).toBeUndefined();
  });

  it('shows what a veteran’s exemptions would add', () => {
    // A veteran need not be a first-time buyer ($14,475 + $2,000) and counts for Homes for Texas
    // Heroes ($14,475): $30,950.
    expect(insight({ owned_home_last_3_years: true }, 'veteran')).toMatchObject({
      answers: { veteran: true },
      difference: 30_950,
      sentence: 'If you were a veteran or in active military service, your wallet could grow by $30,950.',
    });
    expect(insight({ veteran: true }, 'veteran')).toBeUndefined();
  });

  it('compares FHA with a conventional loan, either way', () => {
    // Conventional: 5% of $291,000 = $14,550 against 5% of $289,500 = $14,475: $75 more.
    expect(insight({}, 'loan_type')).toMatchObject({
      answers: { loan_type: 'conventional' },
      difference: 75,
      sentence: 'With a conventional loan instead of an FHA loan, your wallet could grow by $75.',
    });
    // Ohio: 3.5% of $300,000 with FHA ($10,500) against 3% conventional ($9,000).
    expect(insight({ state: 'OH', loan_type: 'conventional' }, 'loan_type')).toMatchObject({
      answers: { loan_type: 'fha' },
      difference: 1_500,
    });
    expect(insight({ state: 'OH' }, 'loan_type')).toMatchObject({
      difference: -1_500,
      sentence: 'With a conventional loan instead of an FHA loan, your wallet would be $1,500 smaller.',
    });
    expect(insight({ state: 'OH', loan_type: 'not_sure' }, 'loan_type')?.sentence).toBe(
      'With a conventional loan instead of the FHA loan we assumed, your wallet would be $1,500 smaller.',
    );
  });

  it('says nothing about changes that would not change the wallet', () => {
    expect(walletOf({ state: 'WY' }).insights).toEqual([]);
  });
});

describe('the wallet, for any programs and exclusions', () => {
  const rulesFor: Record<string, EligibilityRule[]> = {
    likely: [],
    possible: [{ kind: 'lottery' }],
    needs_review: [{ kind: 'income_percent_of_ami', percent: 50 }],
    not_eligible: [{ kind: 'student_debt' }],
  };
  const programs = fc
    .array(
      fc.record({
        amount: fc.integer({ min: 0, max: 60_000 }),
        status: fc.constantFrom('likely', 'possible', 'needs_review', 'not_eligible'),
      }),
      { minLength: 1, maxLength: 10 },
    )
    .chain((drafts) =>
      fc.array(fc.tuple(fc.nat(drafts.length - 1), fc.nat(drafts.length - 1)), { maxLength: 15 }).map((exclusions) =>
        drafts.map((draft, index) =>
          program({
            id: index + 1,
            slug: `p${index}`,
            name: `Program ${index}`,
            benefit: { kind: 'fixed', amount: draft.amount },
            eligibility: rulesFor[draft.status] ?? [],
            notCombinableWith: exclusions.filter(([from]) => from === index).map(([, to]) => `p${to}`),
          }),
        ),
      ),
    );

  const excludes = (a: EngineProgram, b: EngineProgram) =>
    a.notCombinableWith.includes(b.slug) || b.notCombinableWith.includes(a.slug);

  /** The best total by trying every subset: the answer the wallet must match. */
  function bruteForceTotal(eligible: EngineProgram[], amountOf: (candidate: EngineProgram) => number): number {
    let best = 0;
    for (let mask = 0; mask < 1 << eligible.length; mask += 1) {
      const picked = eligible.filter((_, index) => mask & (1 << index));
      const compatible = picked.every((a, i) => picked.every((b, j) => i === j || !excludes(a, b)));
      if (compatible)
        best = Math.max(
          best,
          picked.reduce((sum, candidate) => sum + amountOf(candidate), 0),
        );
    }
    return best;
  }

  it('never exceeds the eligible amounts, never holds two programs that exclude each other, and is the best', () => {
    fc.assert(
      fc.property(programs, (generated) => {
        const wallet = computeWallet(generated, buyer(), noLimits);
        const eligible = wallet.evaluations.filter(
          (evaluation) => evaluation.status === 'likely' || evaluation.status === 'possible',
        );
        const chips = wallet.chips.map((chip) => chip.evaluation.program);
        expect(wallet.total).toBeLessThanOrEqual(eligible.reduce((sum, evaluation) => sum + evaluation.amount, 0));
        for (const a of chips) for (const b of chips) if (a !== b) expect(excludes(a, b)).toBe(false);
        const amounts = new Map(eligible.map((evaluation) => [evaluation.program.id, evaluation.amount]));
        expect(wallet.total).toBe(
          bruteForceTotal(
            eligible.map((evaluation) => evaluation.program),
            (candidate) => amounts.get(candidate.id) ?? 0,
          ),
        );
        expect(wallet.chips.every((chip) => chip.evaluation.status !== 'needs_review')).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});
