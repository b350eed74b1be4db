/**
 * The eligibility engine: for one buyer's answers, whether each program is likely, possible, in need
 * of review or out of reach, about how much it gives, and why. Pure: the programs, the answers and
 * the income limits of the buyer's county come in, nothing is read or written, so it runs for
 * thousands of programs in milliseconds and its tables of cases read like the agencies' rules.
 *
 * Every rule ends in one of four outcomes: met (a reason), failed (a blocker: not eligible), left
 * to a lender to confirm (a warning: at best possible) or beyond what the answers can tell (a
 * warning: needs review). Homebuyer education and a minimum contribution are steps to claim.
 */
import {
  type BenefitFormula,
  type CreditScoreBand,
  creditScoreBands,
  type EligibilityRule,
  type EligibilityStatus,
  type FundingStatus,
  type LoanType,
  type Occupation,
  occupationLabels,
  type QuestionnaireAnswers,
  usStates,
} from '@hbw/contract';

/** The down payment the estimated first mortgage assumes: each loan type's usual minimum. */
export const DOWN_PAYMENT_PERCENT: Record<LoanType, number> = { fha: 3.5, conventional: 3, va: 0, usda: 0 };
/** The loan assumed when the buyer is not sure: FHA is the first mortgage most often paired with assistance. */
export const LOAN_TYPE_WHEN_UNSURE: LoanType = 'fha';
/** The mortgage rate with which a tax credit's first-year interest is estimated (interest ≈ loan × rate). */
export const ASSUMED_MORTGAGE_RATE_PERCENT = 6.5;
/**
 * An area-median-income limit at or below this share (HUD's "low income") excludes most buyers; when
 * we have no table for the buyer's county, such a program needs review instead of counting as possible.
 */
export const LOW_INCOME_AMI_PERCENT = 80;

export type EngineProgram = {
  id: number;
  slug: string;
  name: string;
  /** Null for programs offered in every state. */
  state: string | null;
  benefit: BenefitFormula;
  eligibility: EligibilityRule[];
  notCombinableWith: string[];
  fundingStatus: FundingStatus;
};

/** A program's published income limit for the buyer's county and household size. */
export type IncomeLimit = { maxIncome: number; area: string; year: number };
/** By program id: the limits that apply to this buyer (their county, their household size). */
export type IncomeLimits = ReadonlyMap<number, IncomeLimit>;

/**
 * The `income_limits.area` of a county as a buyer types it: "travis county " in Texas is
 * "travis, TX", compared without regard to case. The word County (Parish, Borough) is dropped
 * because buyers write it or not.
 */
export function incomeLimitArea(county: string, state: string): string {
  const name = county
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s+(county|parish|borough)$/i, '');
  return `${name}, ${state}`;
}

export type ProgramEvaluation = {
  program: EngineProgram;
  status: EligibilityStatus;
  amount: number;
  estimate: string;
  reasons: string[];
  blockers: string[];
  warnings: string[];
  steps: string[];
};

const statusRank: Record<EligibilityStatus, number> = { likely: 0, possible: 1, needs_review: 2, not_eligible: 3 };

/** By status (likely first), then the larger amount, then the name. */
export function compareEvaluations(a: ProgramEvaluation, b: ProgramEvaluation): number {
  return (
    statusRank[a.status] - statusRank[b.status] ||
    b.amount - a.amount ||
    (a.program.name < b.program.name ? -1 : a.program.name > b.program.name ? 1 : 0)
  );
}

const stateNames = new Map<string, string>(usStates.map((state) => [state.code, state.name]));
export const loanLabels: Record<LoanType, string> = {
  fha: 'an FHA loan',
  va: 'a VA loan',
  usda: 'a USDA loan',
  conventional: 'a conventional loan',
};
export const loanNames: Record<LoanType, string> = { fha: 'FHA', va: 'VA', usda: 'USDA', conventional: 'conventional' };

const thousands = /\B(?=(\d{3})+(?!\d))/g;
/** "$14,250": whole dollars, as every amount here is. */
export function dollars(amount: number): string {
  return `$${String(Math.round(amount)).replace(thousands, ',')}`;
}

/** The first mortgage estimated from the price and the loan type's minimum down payment. */
export function estimatedLoan(price: number, loanType: LoanType): number {
  return Math.round((price * (100 - DOWN_PAYMENT_PERCENT[loanType])) / 100);
}

export function creditBandOf(value: CreditScoreBand) {
  const band = creditScoreBands.find((candidate) => candidate.value === value);
  if (!band) throw new Error(`Unknown credit score band ${value}.`);
  return band;
}

/** Veterans and service members count as "military" wherever a program lists occupations. */
function hasOccupation(answers: QuestionnaireAnswers, listed: readonly Occupation[]): boolean {
  return (listed as readonly string[]).includes(answers.occupation) || (answers.veteran && listed.includes('military'));
}

/**
 * Whether the buyer owned a home within `years`, as far as the two questions (3 and 7 years) tell:
 * undefined when they cannot.
 */
function ownedWithin(answers: QuestionnaireAnswers, years: number): boolean | undefined {
  const in3 = answers.owned_home_last_3_years;
  const in7 = in3 || answers.owned_home_last_7_years === true;
  if (years === 3) return in3;
  if (years === 7) return in7;
  if (years < 3) return in3 ? undefined : false;
  if (years < 7) return in3 ? true : in7 ? undefined : false;
  return in7 ? true : undefined;
}

/** The loan a program's amount and rules are judged with: the buyer's, or the one we assume. */
function loanTypeFor(program: EngineProgram, answers: QuestionnaireAnswers): LoanType {
  if (answers.loan_type !== 'not_sure') return answers.loan_type;
  const rule = program.eligibility.find((candidate) => candidate.kind === 'loan_types');
  const allowed = rule?.kind === 'loan_types' ? rule.allowed : undefined;
  return !allowed || allowed.includes(LOAN_TYPE_WHEN_UNSURE)
    ? LOAN_TYPE_WHEN_UNSURE
    : (allowed[0] ?? LOAN_TYPE_WHEN_UNSURE);
}

/** Whether the loan type changes this program's amount or rules, so an assumed one must be said. */
function dependsOnLoanType(program: EngineProgram): boolean {
  const { benefit } = program;
  if (benefit.kind === 'tax_credit') return true;
  if (benefit.kind === 'percent' && (benefit.of === 'loan' || benefit.percentByLoanType)) return true;
  return program.eligibility.some((rule) => rule.kind === 'min_credit_score' && rule.byLoanType !== undefined);
}

/** The estimated amount and a sentence saying how it was reached. */
export function estimateAmount(
  benefit: BenefitFormula,
  answers: QuestionnaireAnswers,
  loanType: LoanType,
): { amount: number; estimate: string } {
  const price = answers.target_price;
  const loan = estimatedLoan(price, loanType);
  const loanText = `an estimated ${dollars(loan)} ${loanNames[loanType]} loan`;
  switch (benefit.kind) {
    case 'fixed':
      return { amount: benefit.amount, estimate: `A fixed ${dollars(benefit.amount)}.` };
    case 'percent': {
      const override =
        benefit.occupationOverride && hasOccupation(answers, benefit.occupationOverride.occupations)
          ? benefit.occupationOverride
          : undefined;
      const percent = override?.percent ?? benefit.percentByLoanType?.[loanType] ?? benefit.percent;
      const base = benefit.of === 'price' ? price : loan;
      const raw = (base * percent) / 100;
      const max =
        override?.max ??
        (answers.targeted_area === 'yes' && benefit.maxInTargetedArea !== undefined
          ? benefit.maxInTargetedArea
          : benefit.max);
      const floored = benefit.min !== undefined && raw < benefit.min;
      const capped = max !== undefined && raw > max;
      const amount = Math.round(floored ? (benefit.min ?? raw) : capped ? (max ?? raw) : raw);
      const of = benefit.of === 'price' ? `the ${dollars(price)} price` : loanText;
      const because = override ? ' (the rate for your line of work)' : '';
      const limit = floored
        ? `, raised to the ${dollars(amount)} minimum`
        : capped
          ? `, capped at ${dollars(amount)}`
          : '';
      return { amount, estimate: `${percent}% of ${of}${because}${limit}.` };
    }
    case 'tax_credit': {
      const interest = (loan * ASSUMED_MORTGAGE_RATE_PERCENT) / 100;
      const yearly = (interest * benefit.ratePercent) / 100;
      const capped = benefit.annualCap !== undefined && yearly > benefit.annualCap;
      const perYear = capped ? (benefit.annualCap ?? yearly) : yearly;
      const amount = Math.round(perYear * benefit.years);
      const cap = capped ? `, capped at ${dollars(perYear)} a year` : '';
      const span = benefit.years > 1 ? `counted for ${benefit.years} years` : 'counted for the first year';
      return {
        amount,
        estimate: `${benefit.ratePercent}% of about ${dollars(interest)} of interest in the first year (${ASSUMED_MORTGAGE_RATE_PERCENT}% on ${loanText})${cap}, ${span}.`,
      };
    }
  }
}

type Findings = {
  reasons: string[];
  blockers: string[];
  warnings: string[];
  steps: string[];
  /** A lender must confirm something: at best possible. */
  confirm: boolean;
  /** Something the answers cannot tell decides it: needs review. */
  review: boolean;
  incomeChecked: boolean;
};

function householdText(size: number): string {
  return size >= 8 ? 'a household of 8 or more' : size === 1 ? 'a household of 1' : `a household of ${size}`;
}

function judgeIncome(answers: QuestionnaireAnswers, limit: IncomeLimit | undefined, strict: boolean, found: Findings) {
  if (found.incomeChecked) return;
  found.incomeChecked = true;
  const income = answers.household_income;
  if (limit) {
    const where = `${householdText(answers.household_size)} in ${limit.area}`;
    if (income <= limit.maxIncome) {
      found.reasons.push(
        `Your income of ${dollars(income)} is within the ${dollars(limit.maxIncome)} limit for ${where}.`,
      );
    } else {
      found.blockers.push(
        `Income is limited to ${dollars(limit.maxIncome)} for ${where}; yours is ${dollars(income)}.`,
      );
    }
    return;
  }
  found.warnings.push(
    answers.county
      ? 'Income limit depends on your county: a participating lender will check it.'
      : 'Income limit depends on your county: tell us your county, or a participating lender will check it.',
  );
  if (strict) found.review = true;
  else found.confirm = true;
}

function judgeRule(
  rule: EligibilityRule,
  program: EngineProgram,
  answers: QuestionnaireAnswers,
  loanType: LoanType,
  limits: IncomeLimits,
  found: Findings,
) {
  const { reasons, blockers, warnings, steps } = found;
  switch (rule.kind) {
    case 'states':
      if (!rule.states.includes(answers.state)) {
        blockers.push(`Only for homes in ${rule.states.map((code) => stateNames.get(code) ?? code).join(', ')}.`);
      } else if (program.state === null) {
        reasons.push(`Offered in ${stateNames.get(answers.state)}, where you want to buy.`);
      }
      return;
    case 'first_time_buyer': {
      const owned = ownedWithin(answers, rule.lookbackYears);
      const years = rule.lookbackYears;
      if (owned === false) {
        reasons.push(`You have not owned a home in the last ${years} years, so you count as a first-time buyer.`);
      } else if (rule.exemptIf.includes('veteran') && answers.veteran) {
        reasons.push('As a veteran or service member you need not be a first-time buyer.');
      } else if (rule.exemptIf.includes('targeted_area') && answers.targeted_area === 'yes') {
        reasons.push('In a targeted area you need not be a first-time buyer.');
      } else if (rule.exemptIf.includes('targeted_area') && answers.targeted_area === 'not_sure') {
        warnings.push(
          `Only for first-time buyers (no home owned in the last ${years} years), unless the home is in a targeted area: ask a participating lender whether it is.`,
        );
        found.review = true;
      } else if (owned === undefined) {
        warnings.push(
          `Only for buyers who have not owned a home in the last ${years} years, which your answers do not tell: a participating lender will check it.`,
        );
        found.review = true;
      } else {
        blockers.push(`Only for first-time buyers: no home owned in the last ${years} years.`);
      }
      return;
    }
    case 'first_generation': {
      const owned = ownedWithin(answers, rule.lookbackYears);
      if (answers.parents_owned_home) {
        blockers.push('Only for first-generation buyers, whose parents have never owned a home.');
      } else if (owned === true) {
        blockers.push(
          `Only for first-generation buyers who have not owned a home in the last ${rule.lookbackYears} years.`,
        );
      } else if (owned === undefined) {
        warnings.push(
          `Only for buyers who have not owned a home in the last ${rule.lookbackYears} years, which your answers do not tell.`,
        );
        found.review = true;
      } else {
        reasons.push(
          `You are a first-generation buyer: your parents have never owned a home, nor have you in the last ${rule.lookbackYears} years.`,
        );
      }
      return;
    }
    case 'income_percent_of_ami':
      judgeIncome(answers, limits.get(program.id), rule.percent <= LOW_INCOME_AMI_PERCENT, found);
      return;
    case 'county_limits':
      if (rule.income) judgeIncome(answers, limits.get(program.id), false, found);
      if (rule.price) {
        warnings.push('Purchase price limit depends on your county: a participating lender will check it.');
        found.confirm = true;
      }
      return;
    case 'income_cap': {
      const caps = rule.byHouseholdSize;
      const cap = caps[Math.min(answers.household_size, caps.length) - 1] ?? 0;
      const who = householdText(answers.household_size);
      if (answers.household_income <= cap) {
        reasons.push(
          `Your income of ${dollars(answers.household_income)} is within the ${dollars(cap)} limit for ${who}.`,
        );
      } else {
        blockers.push(
          `Income is limited to ${dollars(cap)} for ${who}; yours is ${dollars(answers.household_income)}.`,
        );
      }
      return;
    }
    case 'price_limit':
      if (answers.target_price <= rule.max) {
        reasons.push(`Your target price of ${dollars(answers.target_price)} is within the ${dollars(rule.max)} limit.`);
      } else {
        blockers.push(`The price may be at most ${dollars(rule.max)}; yours is ${dollars(answers.target_price)}.`);
      }
      return;
    case 'min_credit_score': {
      const byLoan = rule.byLoanType?.[loanType];
      const minimum = byLoan ?? rule.score;
      const band = creditBandOf(answers.credit_score_band);
      const label = band.label.toLowerCase();
      const forLoan = byLoan !== undefined ? ` for ${loanNames[loanType]} loans` : '';
      // A band is judged by its lower bound; one that straddles the minimum is for the lender to settle.
      if (band.min >= minimum) {
        reasons.push(`Your credit band ${label} meets the minimum of ${minimum}${forLoan}.`);
      } else if (band.max < minimum) {
        blockers.push(`A credit score of at least ${minimum} is needed${forLoan}; your band is ${label}.`);
      } else {
        warnings.push(
          `A credit score of at least ${minimum} is needed${forLoan}; your band ${label} straddles it, so a lender will check your exact score.`,
        );
        found.confirm = true;
      }
      return;
    }
    case 'max_debt_to_income':
      warnings.push(
        `Your monthly debts may be at most ${rule.percent}% of your income (debt-to-income): a lender will work it out.`,
      );
      found.confirm = true;
      return;
    case 'occupations':
      if (hasOccupation(answers, rule.occupations)) {
        reasons.push(
          (rule.occupations as readonly string[]).includes(answers.occupation)
            ? `Your work (${occupationLabels[answers.occupation].toLowerCase()}) qualifies.`
            : 'As a veteran or service member you qualify.',
        );
      } else {
        blockers.push(
          `Only for these lines of work: ${rule.occupations.map((job) => occupationLabels[job].toLowerCase()).join(', ')}.`,
        );
      }
      return;
    case 'loan_types': {
      const names = rule.allowed.map((type) => loanNames[type]).join(' or ');
      if (answers.loan_type === 'not_sure') {
        warnings.push(
          `Needs ${rule.allowed.length === 1 ? loanLabels[loanType] : `an ${names} loan`} as the first mortgage: choose it with your lender.`,
        );
        found.confirm = true;
      } else if (rule.allowed.includes(answers.loan_type)) {
        reasons.push(`Works with ${loanLabels[answers.loan_type]}, the loan you prefer.`);
      } else {
        blockers.push(`Needs a ${names} first mortgage; you prefer ${loanLabels[answers.loan_type]}.`);
      }
      return;
    }
    case 'primary_residence':
      if (answers.primary_residence) reasons.push('For a home you will live in, as you plan to.');
      else blockers.push('Only for a home you will live in.');
      return;
    case 'homebuyer_education':
      steps.push('Complete a homebuyer education course before closing.');
      return;
    case 'liquid_assets_max':
      if (answers.savings <= rule.max) {
        reasons.push(`Your savings of ${dollars(answers.savings)} are within the ${dollars(rule.max)} limit.`);
      } else {
        blockers.push(`Savings may be at most ${dollars(rule.max)}; yours are ${dollars(answers.savings)}.`);
      }
      return;
    case 'liquid_assets_max_percent_of_price': {
      const max = (answers.target_price * rule.percent) / 100;
      if (answers.savings <= max) {
        reasons.push(
          `Your savings of ${dollars(answers.savings)} are within the limit of ${rule.percent}% of the price (${dollars(max)}).`,
        );
      } else {
        blockers.push(
          `Savings may be at most ${rule.percent}% of the price (${dollars(max)}); yours are ${dollars(answers.savings)}.`,
        );
      }
      return;
    }
    case 'min_contribution': {
      const ofPrice = rule.percentOfPrice !== undefined ? (answers.target_price * rule.percentOfPrice) / 100 : 0;
      const needed = Math.round(Math.max(rule.amount ?? 0, ofPrice));
      steps.push(
        ofPrice >= (rule.amount ?? 0)
          ? `Put in at least ${rule.percentOfPrice}% of the price (${dollars(needed)}) of your own money.`
          : `Put in at least ${dollars(needed)} of your own money.`,
      );
      if (answers.savings < needed) {
        warnings.push(
          `Your savings of ${dollars(answers.savings)} are less than the ${dollars(needed)} you must put in.`,
        );
      }
      return;
    }
    case 'student_debt':
      if (answers.student_debt) reasons.push('You have student loans, which this program helps pay off.');
      else blockers.push('Only for buyers with student loans.');
      return;
    case 'program_first_mortgage':
      warnings.push(`Requires a ${rule.lender} first mortgage, through a participating lender.`);
      return;
    case 'lottery':
      warnings.push('Awarded by lottery among eligible applicants.');
      found.confirm = true;
      return;
  }
}

function judgeFunding(status: FundingStatus, found: Findings) {
  if (status === 'closed') found.blockers.push('This program is closed to new applications.');
  else if (status === 'paused') found.blockers.push('This program is paused and takes no applications for now.');
  else if (status === 'limited') found.warnings.push('Funding is limited: apply early.');
  else if (status === 'waitlist') found.warnings.push('There is a waitlist for this program.');
}

/** One program for one buyer. `limits` holds the income limits of the buyer's county and household size. */
export function evaluateProgram(
  program: EngineProgram,
  answers: QuestionnaireAnswers,
  limits: IncomeLimits,
): ProgramEvaluation {
  const loanType = loanTypeFor(program, answers);
  const { amount, estimate } = estimateAmount(program.benefit, answers, loanType);
  const found: Findings = {
    reasons: [],
    blockers: [],
    warnings: [],
    steps: [],
    confirm: false,
    review: false,
    incomeChecked: false,
  };
  if (program.state !== null && program.state !== answers.state) {
    // Another state's program: nothing else about it matters to this buyer.
    found.blockers.push(`Only for homes in ${stateNames.get(program.state) ?? program.state}.`);
  } else {
    if (program.state !== null)
      found.reasons.push(`Offered in ${stateNames.get(program.state)}, where you want to buy.`);
    if (answers.loan_type === 'not_sure' && dependsOnLoanType(program)) {
      found.reasons.push(
        loanType === LOAN_TYPE_WHEN_UNSURE
          ? `You are not sure which loan you want: this estimate assumes ${loanLabels[loanType]}, the first mortgage most often paired with assistance.`
          : `You are not sure which loan you want: this estimate assumes ${loanLabels[loanType]}, the one this program works with.`,
      );
    }
    for (const rule of program.eligibility) judgeRule(rule, program, answers, loanType, limits, found);
    judgeFunding(program.fundingStatus, found);
  }
  const status: EligibilityStatus =
    found.blockers.length > 0 ? 'not_eligible' : found.review ? 'needs_review' : found.confirm ? 'possible' : 'likely';
  return {
    program,
    status,
    amount,
    estimate,
    reasons: found.reasons,
    blockers: found.blockers,
    warnings: found.warnings,
    steps: found.steps,
  };
}

/** Every program for one buyer, sorted by status, then amount. */
export function evaluatePrograms(
  programs: readonly EngineProgram[],
  answers: QuestionnaireAnswers,
  limits: IncomeLimits,
): ProgramEvaluation[] {
  return programs.map((program) => evaluateProgram(program, answers, limits)).sort(compareEvaluations);
}
