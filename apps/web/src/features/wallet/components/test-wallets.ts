/**
 * The Texas teacher's programs as the engine answers them, for the wallet's component tests: My First
 * Texas Home as a range, a grant of "up to" an amount, and the Texas credit certificate.
 */
import type { ProgramResult, ProgramSummary, Wallet } from '@hbw/contract';

function program(id: number, name: string, type: ProgramSummary['type']): ProgramSummary {
  return {
    id,
    slug: name.toLowerCase().replaceAll(' ', '-'),
    name,
    administrator: {
      id: 1,
      name: 'Texas Department of Housing and Community Affairs',
      short_name: 'TDHCA',
      state: 'TX',
      website: 'https://www.tdhca.texas.gov',
    },
    state: 'TX',
    states: ['TX'],
    type,
    summary: `${name}.`,
    amount_summary: 'Varies',
    max_amount: null,
    funding_status: 'open',
    status: 'published',
    first_time_buyer_required: true,
    occupations: [],
    source_url: 'https://www.tdhca.texas.gov',
    last_checked: '2026-04-23',
    source: { kind: 'administrator', name: 'tdhca.texas.gov', date: '2026-03' },
    professional_count: 0,
  };
}

function result(overrides: Partial<ProgramResult> & Pick<ProgramResult, 'program'>): ProgramResult {
  return {
    status: 'likely',
    amount: 0,
    up_to: 0,
    money: 'keep',
    estimate: '',
    reasons: [],
    blockers: [],
    warnings: [],
    steps: [],
    favorite: false,
    wallet_group: 'counted',
    why_not_counted: null,
    ...overrides,
  };
}

export const myFirstTexasHome = result({
  program: program(1, 'My First Texas Home', 'deferred_second'),
  amount: 5_790,
  up_to: 14_475,
  money: 'repay',
  estimate: '2% to 5% of an estimated $289,500 FHA loan: $5,790 to $14,475.',
});

export const creditCertificate = result({
  program: program(2, 'Texas Mortgage Credit Certificate', 'mortgage_credit_certificate'),
  status: 'possible',
  amount: 2_000,
  up_to: 2_000,
  money: 'yearly_tax_credit',
  estimate: '20% of the interest, capped at $2,000 a year.',
});

export const cityGrant = result({
  program: program(3, 'Austin Down Payment Grant', 'grant'),
  status: 'possible',
  amount: 0,
  up_to: 50_000,
  money: 'keep',
  estimate: 'Up to $50,000, set by the lender.',
});

const emptyWallet: Wallet = {
  answers_complete: true,
  message: null,
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
};

/** A wallet of the given results, counted as chips, with the totals the engine would give. */
export function walletOf(results: ProgramResult[], overrides: Partial<Wallet> = {}): Wallet {
  const cash = results.filter((chip) => chip.money !== 'yearly_tax_credit');
  const sum = (chips: ProgramResult[], of: (chip: ProgramResult) => number) =>
    chips.reduce((total, chip) => total + of(chip), 0);
  const keep = cash.filter((chip) => chip.money === 'keep');
  const repay = cash.filter((chip) => chip.money === 'repay');
  return {
    ...emptyWallet,
    total: sum(cash, (chip) => chip.amount),
    likely_total: sum(
      cash.filter((chip) => chip.status === 'likely'),
      (chip) => chip.amount,
    ),
    possible_total: sum(
      cash.filter((chip) => chip.status === 'possible'),
      (chip) => chip.amount,
    ),
    up_to_total: sum(cash, (chip) => chip.up_to),
    keep_total: sum(keep, (chip) => chip.amount),
    keep_up_to_total: sum(keep, (chip) => chip.up_to),
    repay_total: sum(repay, (chip) => chip.amount),
    repay_up_to_total: sum(repay, (chip) => chip.up_to),
    yearly_tax_credit: sum(
      results.filter((chip) => chip.money === 'yearly_tax_credit'),
      (chip) => chip.amount,
    ),
    chips: results.map((chip) => ({ ...chip, share_percent: 0 })),
    ...overrides,
  };
}
