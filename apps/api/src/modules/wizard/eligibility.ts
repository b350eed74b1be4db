/**
 * The eligibility engine: for one buyer's answers, whether each program is likely, possible, in need
 * of review or out of reach, about how much it gives, and why. Pure: the programs, the answers and
 * the income limits of the buyer's county come in, nothing is read or written, so it runs for
 * thousands of programs in milliseconds and its tables of cases read like the agencies' rules.
 *
 * Every rule ends in one of four outcomes: met (a reason), failed (a blocker: not eligible), left
 * to a lender to confirm (a warning: at best possible) or beyond what the answers can tell (a
 * warning: needs review). Homebuyer education and a minimum contribution are steps to claim.
 * Sentences are written only when someone will read them: the "what if" reruns need only the
 * status and the amount, and skip the words (and the garbage they would leave) entirely.
 */
import {
  applicationRoundText,
  type BenefitFormula,
  type CatalogueProgram,
  CITY_ELSEWHERE,
  CITY_NOT_SURE,
  type CreditScoreBand,
  countyOf,
  creditScoreBands,
  type EligibilityRule,
  type EligibilityStatus,
  eligibilityStatusRank,
  type FirstMortgage,
  type FundingStatus,
  formatDollars,
  fundingStatuses,
  type LoanType,
  loanTypeNames,
  type MoneyKind,
  type Occupation,
  occupationLabels,
  type ProgramPlace,
  type ProgramScope,
  type ProgramType,
  programTypes,
  type QuestionnaireAnswers,
  questionnaireFields,
  rangeText,
  type Stacking,
  usStates,
} from '@hbw/contract';

/** The down payment the estimated first mortgage assumes: each loan type's usual minimum. */
export const DOWN_PAYMENT_PERCENT: Record<LoanType, number> = { fha: 3.5, conventional: 3, va: 0, usda: 0 };
/**
 * The combined loan-to-value limits we hold a source for: the first mortgage and the loans of
 * assistance together, in percent of the price. Fannie Mae's Community Seconds and Freddie Mac's
 * Affordable Seconds allow up to 105% on a conventional loan (Fannie Mae Selling Guide B5-5.1-02).
 * For FHA, VA and USDA loans we hold no figure: a lender checks it.
 */
export const COMBINED_LTV_LIMIT_PERCENT: Partial<Record<LoanType, number>> = { conventional: 105 };

/** How a program's money comes: kept, repaid later, or a yearly tax credit (never cash at closing). */
export function moneyOf(type: ProgramType): MoneyKind {
  if (type === 'mortgage_credit_certificate') return 'yearly_tax_credit';
  return type === 'grant' || type === 'forgivable_second' ? 'keep' : 'repay';
}

/**
 * Whether a program is a loan against the home, which counts toward the combined loan-to-value: every
 * second loan, forgiven or not, and help whose terms vary; never a grant or a tax credit.
 */
export function isLien(type: ProgramType): boolean {
  return type !== 'grant' && type !== 'mortgage_credit_certificate' && type !== 'affordable_first_mortgage';
}

/** The loan assumed when the buyer is not sure: FHA is the first mortgage most often paired with assistance. */
export const LOAN_TYPE_WHEN_UNSURE: LoanType = 'fha';

/** The buyer's loan, or the one assumed when they are not sure. */
export function buyersLoanType(answers: Pick<QuestionnaireAnswers, 'loan_type'>): LoanType {
  return answers.loan_type === 'not_sure' ? LOAN_TYPE_WHEN_UNSURE : answers.loan_type;
}
/** The mortgage rate with which a tax credit's first-year interest is estimated (interest ≈ loan × rate). */
export const ASSUMED_MORTGAGE_RATE_PERCENT = 6.5;
/**
 * A limit we derive (a percentage of the area median HUD does not publish, the federal limit of a
 * bond-financed loan in place of the agency's own table) is judged with this margin, in percent of
 * the limit: an income this far under it is within, this far over it is out, and between the two a
 * lender checks it against the agency's own figure (decision 043).
 */
export const DERIVED_LIMIT_MARGIN_PERCENT = 10;

export type EngineProgram = {
  id: number;
  slug: string;
  name: string;
  /** Null for programs offered in every state. */
  state: string | null;
  type: ProgramType;
  benefit: BenefitFormula;
  eligibility: EligibilityRule[];
  notCombinableWith: string[];
  firstMortgage: FirstMortgage;
  stacking: Stacking;
  /** What a lender must confirm before the program's figures can be relied on, or null. */
  toConfirm: string | null;
  fundingStatus: FundingStatus;
};

/**
 * A program of the catalogue's files (or the console's draft of one) as the engine reads it: its
 * income rule first among its rules, and its scope's state (none for a national program).
 */
export function engineProgramOf(id: number, scope: ProgramScope, program: CatalogueProgram): EngineProgram {
  return withKnownWords({
    id,
    slug: program.slug,
    name: program.name,
    state: scope === 'national' ? null : scope,
    type: program.type,
    benefit: program.benefit,
    eligibility: [program.income, ...program.eligibility],
    notCombinableWith: program.notCombinableWith,
    firstMortgage: program.firstMortgage,
    stacking: program.stacking,
    toConfirm: program.toConfirm ?? null,
    fundingStatus: program.fundingStatus,
  });
}

/** A program's income limit for the buyer's county and household size. */
export type IncomeLimit = {
  maxIncome: number;
  /** "Travis County, TX" */
  area: string;
  year: number;
  /** What the limit is, for the sentences: "115% of the area median", "DSHA's limit". */
  basis: string;
  /** Worked out by us from HUD's figures rather than published for this program: judged with a margin. */
  derived: boolean;
  /** The income the program's floor sits at (incomes at or under it are not served), when it has one. */
  floor?: { income: number; basis: string };
  /** The limit for buyers who owned a home in the last 3 years, when the program's differs for them. */
  forRepeatBuyers?: IncomeLimit;
  /** The limit for buyers of some lines of work, when the program's differs for them. */
  forOccupations?: { occupations: readonly Occupation[]; limit: IncomeLimit };
  /** The limit for homes in a targeted area, when it is higher there (the bond limit). */
  inTargetedArea?: IncomeLimit;
};
/** By program id: the limits that apply to this buyer (their county, their household size). */
export type IncomeLimits = ReadonlyMap<number, IncomeLimit>;

/** A county as buyers type it, tidied: "travis county " is "travis". */
function countyName(county: string): string {
  return county
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/\s+(county|parish|borough)$/i, '');
}

/** What the wallet needs of a program: whether it counts, and how much. */
export type ProgramOutcome = {
  program: EngineProgram;
  status: EligibilityStatus;
  /** The part the buyer can count on, in dollars ($0 for "up to $50,000"); a tax credit's first year. */
  amount: number;
  /** The most it may give: what the combinations weigh. Equal to `amount` when the figure is exact. */
  upTo: number;
  /**
   * Out of reach: the answers read by the rule that rules it out (none for a closed program), so
   * that changing any other answer leaves it out of reach. Found by the totals alone (`outcomeOf`).
   */
  blockedBy?: AnswerSet;
};

export type ProgramEvaluation = ProgramOutcome & {
  estimate: string;
  reasons: string[];
  blockers: string[];
  warnings: string[];
  steps: string[];
};

/** By status (likely first), then the larger amount, then the name. */
export function compareEvaluations(a: ProgramOutcome, b: ProgramOutcome): number {
  return (
    eligibilityStatusRank[a.status] - eligibilityStatusRank[b.status] ||
    b.upTo - a.upTo ||
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

/** "a TDHCA", "an Arizona IDA HOME+PLUS": the article a name read aloud takes, by its first letter. */
export function withArticle(name: string): string {
  return `${/^[aeiou]/i.test(name) ? 'an' : 'a'} ${name}`;
}

/** The first mortgage estimated from the price and the loan type's minimum down payment. */
export function estimatedLoan(price: number, loanType: LoanType): number {
  return Math.round((price * (100 - DOWN_PAYMENT_PERCENT[loanType])) / 100);
}

const creditBandsByValue = new Map(creditScoreBands.map((band) => [band.value as CreditScoreBand, band]));

export function creditBandOf(value: CreditScoreBand) {
  const band = creditBandsByValue.get(value);
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
  if (benefit.kind === 'not_published' || benefit.kind === 'savings_match') return false;
  if (benefit.kind === 'percent' && (benefit.of === 'loan' || benefit.percentByLoanType)) return true;
  return program.eligibility.some((rule) => rule.kind === 'min_credit_score' && rule.byLoanType !== undefined);
}

type Answer = keyof QuestionnaireAnswers;

/** A set of answers as bits, one per questionnaire field: a "what if" asks it of every program. */
export type AnswerSet = number;
const answerBits = new Map<Answer, number>(questionnaireFields.map((field, index) => [field, 1 << index]));

/** The bits of some answers. */
export function answerSet(answers: Iterable<string>): AnswerSet {
  let set = 0;
  for (const answer of answers) set |= answerBits.get(answer as Answer) ?? 0;
  return set;
}

const STATE = answerSet(['state']);
const OWNED = answerSet(['owned_home_last_3_years', 'owned_home_last_7_years']);
const INCOME = answerSet(['household_income']);
const CREDIT = answerSet(['credit_score_band']);
const LOAN = answerSet(['loan_type']);
const OCCUPATION = answerSet(['occupation', 'veteran']);
const PRICE = answerSet(['target_price']);
const SAVINGS = answerSet(['savings']);
const PARENTS = answerSet(['parents_owned_home']);
const HOUSEHOLD_SIZE = answerSet(['household_size']);
const COUNTY = answerSet(['county']);
const CITY = answerSet(['city']);
const RESIDENCE = answerSet(['primary_residence']);
const STUDENT_DEBT = answerSet(['student_debt']);
const TARGETED_AREA = answerSet(['targeted_area']);

/**
 * The answers each kind of rule reads to settle a status (its words may read more), narrowed by what
 * the rule itself lists. A "what if" reruns only the programs that read an answer it changes: the
 * others keep their outcome. eligibility.test.ts proves it, changing every other answer of every
 * catalogue program. The sets are constants, so that asking a program costs a few bit operations and
 * nothing needs keeping between requests.
 */
const answersOfRule: {
  [Kind in EligibilityRule['kind']]: (rule: Extract<EligibilityRule, { kind: Kind }>) => AnswerSet;
} = {
  states: () => STATE,
  // The exemptions are named by the answers that grant them.
  first_time_buyer: (rule) => OWNED | answerSet(rule.exemptIf),
  first_generation: () => OWNED | PARENTS,
  income_percent_of_ami: (rule) => (rule.occupationTable ? INCOME | OCCUPATION : INCOME),
  // Without a table, the bond limit may stand in, higher in a targeted area.
  county_limits: (rule) => INCOME | (rule.repeatBuyerTable ? OWNED : 0) | (rule.table ? 0 : TARGETED_AREA),
  income_cap: () => INCOME | HOUSEHOLD_SIZE,
  income_percent_of_fpl: () => 0,
  no_income_limit: () => 0,
  income_limit_unknown: () => 0,
  area: (rule) =>
    STATE | COUNTY | (rule.places?.some((place) => place.city !== undefined || place.exceptCities) ? CITY : 0),
  condition: () => 0,
  price_limit: () => PRICE,
  min_credit_score: (rule) => (rule.byLoanType ? CREDIT | LOAN : CREDIT),
  max_debt_to_income: () => 0,
  occupations: () => OCCUPATION,
  loan_types: () => LOAN,
  primary_residence: () => RESIDENCE,
  homebuyer_education: () => 0,
  liquid_assets_max: () => SAVINGS,
  liquid_assets_max_percent_of_price: () => SAVINGS | PRICE,
  min_contribution: () => 0,
  student_debt: () => STUDENT_DEBT,
  lottery: () => 0,
  application_round: () => 0,
};

/** The answers each kind of benefit reads for its amount, narrowed by what the benefit itself lists. */
const answersOfBenefit: {
  [Kind in BenefitFormula['kind']]: (benefit: Extract<BenefitFormula, { kind: Kind }>) => AnswerSet;
} = {
  fixed: () => 0,
  percent: (benefit) =>
    PRICE |
    (benefit.occupationOverride ? OCCUPATION : 0) |
    (benefit.maxInTargetedArea !== undefined ? TARGETED_AREA : 0),
  savings_match: () => SAVINGS,
  not_published: () => 0,
  tax_credit: () => PRICE,
};

/**
 * The engine's own spelling of each word a program is told apart by: its kind, each rule's and its
 * benefit's kind, its funding status, its first mortgage's lender. A word read from JSON or from the
 * database is a copy of its own, which every comparison with the engine's names reads letter by
 * letter (a rule's kind meets up to two dozen of them); the engine's spelling compares at once.
 */
const knownWords: ReadonlyMap<string, string> = new Map(
  [
    ...programTypes,
    ...fundingStatuses,
    'own',
    'any',
    ...Object.keys(answersOfRule),
    ...Object.keys(answersOfBenefit),
  ].map((word) => [word, word]),
);

function knownWord<W extends string>(word: W): W {
  return (knownWords.get(word) as W | undefined) ?? word;
}

/**
 * The program with the engine's spelling of its words (`knownWords`), for every program read from the
 * catalogue or the database: the rules and the benefit are copied, never changed in place.
 */
export function withKnownWords(program: EngineProgram): EngineProgram {
  return {
    ...program,
    type: knownWord(program.type),
    fundingStatus: knownWord(program.fundingStatus),
    benefit: { ...program.benefit, kind: knownWord(program.benefit.kind) } as BenefitFormula,
    eligibility: program.eligibility.map((rule) => ({ ...rule, kind: knownWord(rule.kind) }) as EligibilityRule),
    firstMortgage: { ...program.firstMortgage, lender: knownWord(program.firstMortgage.lender) } as FirstMortgage,
  };
}

/** The answers one rule reads to settle a status. */
function answersReadByRule(rule: EligibilityRule): AnswerSet {
  // Each kind's reader takes its own kind of rule, which TypeScript cannot follow through the index.
  return (answersOfRule[rule.kind] as (rule: EligibilityRule) => AnswerSet)(rule);
}

/** The answers a program's status and amount turn on: every program is first judged by its state. */
export function answersReadBy(program: EngineProgram): AnswerSet {
  let read =
    STATE | (answersOfBenefit[program.benefit.kind] as (benefit: BenefitFormula) => AnswerSet)(program.benefit);
  // The loan assumed changes a few.
  if (dependsOnLoanType(program)) read |= LOAN;
  for (const rule of program.eligibility) read |= answersReadByRule(rule);
  return read;
}

/** Whole dollars of a share, raised to a program's minimum and capped at its maximum. */
function withinBounds(dollars: number, min: number | undefined, max: number | undefined): number {
  if (min !== undefined && dollars < min) return min;
  return Math.round(max !== undefined && dollars > max ? max : dollars);
}

/**
 * The estimated amount: the part the buyer can count on (`amount`) and the most (`upTo`), and how
 * they were reached in words when asked to `explain` (see `Sentence`).
 */
function estimateAmount(
  benefit: BenefitFormula,
  answers: QuestionnaireAnswers,
  loanType: LoanType,
  explain: boolean,
): { amount: number; upTo: number; estimate: Sentence } {
  const price = answers.target_price;
  const loan = estimatedLoan(price, loanType);
  switch (benefit.kind) {
    case 'fixed': {
      const least = Math.min(benefit.least ?? benefit.amount, benefit.amount);
      if (!explain) return { amount: least, upTo: benefit.amount, estimate: false };
      const estimate =
        least === benefit.amount
          ? `A fixed ${formatDollars(benefit.amount)}.`
          : least === 0
            ? `Up to ${formatDollars(benefit.amount)}: the program sets the amount, and a participating lender will tell you yours.`
            : `From ${formatDollars(least)} to ${formatDollars(benefit.amount)}: the program sets the amount, and a participating lender will tell you yours.`;
      return { amount: least, upTo: benefit.amount, estimate };
    }
    case 'percent': {
      const override =
        benefit.occupationOverride && hasOccupation(answers, benefit.occupationOverride.occupations)
          ? benefit.occupationOverride
          : undefined;
      const percent = override?.percent ?? benefit.percentByLoanType?.[loanType] ?? benefit.percent;
      const leastPercent = Math.min(benefit.leastPercent ?? percent, percent);
      const base = benefit.of === 'price' ? price : loan;
      const max =
        override?.max ??
        (answers.targeted_area === 'yes' && benefit.maxInTargetedArea !== undefined
          ? benefit.maxInTargetedArea
          : benefit.max);
      const least = (base * leastPercent) / 100;
      const most = (base * percent) / 100;
      const upTo = withinBounds(most, benefit.min, max);
      const amount = withinBounds(least, benefit.min, max);
      if (!explain) return { amount, upTo, estimate: false };
      const of = benefit.of === 'price' ? `the ${formatDollars(price)} price` : loanText(loan, loanType);
      const because = override ? ' (the rate for your line of work)' : '';
      const share =
        leastPercent === percent
          ? `${percent}%`
          : leastPercent === 0
            ? `Up to ${percent}%`
            : `${leastPercent}% to ${percent}%`;
      const limit =
        benefit.min !== undefined && least < benefit.min
          ? leastPercent === percent
            ? `, raised to the ${formatDollars(benefit.min)} minimum`
            : `, at least ${formatDollars(benefit.min)}`
          : max !== undefined && most > max
            ? `, capped at ${formatDollars(max)}`
            : '';
      const range = leastPercent === percent ? '' : `: ${rangeText(amount, upTo)}`;
      return { amount, upTo, estimate: `${share} of ${of}${because}${limit}${range}.` };
    }
    case 'savings_match': {
      const matched = answers.savings * benefit.ratio;
      const amount = Math.round(Math.min(matched, benefit.max));
      return {
        amount,
        upTo: amount,
        estimate:
          explain &&
          `${formatDollars(benefit.ratio)} for each $1 of your ${formatDollars(answers.savings)} savings${matched > benefit.max ? `, capped at ${formatDollars(benefit.max)}` : ''}.`,
      };
    }
    case 'not_published':
      return {
        amount: 0,
        upTo: 0,
        estimate: explain && 'The amount is not published: a participating lender will tell you what you would get.',
      };
    case 'tax_credit': {
      const interest = (loan * ASSUMED_MORTGAGE_RATE_PERCENT) / 100;
      const yearly = (interest * benefit.ratePercent) / 100;
      const capped = benefit.annualCap !== undefined && yearly > benefit.annualCap;
      const perYear = capped ? (benefit.annualCap ?? yearly) : yearly;
      const amount = Math.round(perYear * benefit.years);
      if (!explain) return { amount, upTo: amount, estimate: false };
      const cap = capped ? `, capped at ${formatDollars(perYear)} a year` : '';
      const span =
        benefit.years > 1 ? `counted for ${benefit.years} years` : 'a yearly tax credit, counted for the first year';
      return {
        amount,
        upTo: amount,
        estimate: `${benefit.ratePercent}% of about ${formatDollars(interest)} of interest in the first year (${ASSUMED_MORTGAGE_RATE_PERCENT}% on ${loanText(loan, loanType)})${cap}: ${span}, never cash at closing.`,
      };
    }
  }
}

/** "an estimated $285,000 FHA loan" */
function loanText(loan: number, loanType: LoanType): string {
  return `an estimated ${formatDollars(loan)} ${loanTypeNames[loanType]} loan`;
}

const noSentences: string[] = Object.freeze([]) as unknown as string[];

/**
 * A finding's sentence, or false when nobody will read it: each is written `explain && \`…\``, so that
 * judging a program for a total (thousands of them a wallet) writes no sentence and creates nothing.
 * A sentence given as a function cost a closure per finding, and its captured variables a context
 * per rule, explained or not: half of all a wallet allocated (decision 039).
 */
type Sentence = string | false;

/** What the rules found. Each finding changes the status at once; its sentence is written when asked to `explain`. */
class Findings {
  // Findings without words share one empty list that is never written: a total judges thousands of programs.
  readonly reasons: string[];
  readonly blockers: string[];
  readonly warnings: string[];
  readonly steps: string[];
  failed = false;
  /** A lender must confirm something: at best possible. */
  toConfirm = false;
  /** Something the answers cannot tell decides it: needs review. */
  toReview = false;
  incomeChecked = false;
  /** The answers read by the first rule that failed. */
  blockedBy: AnswerSet = 0;
  readonly explain: boolean;

  constructor(explain: boolean) {
    this.explain = explain;
    this.reasons = explain ? [] : noSentences;
    this.blockers = explain ? [] : noSentences;
    this.warnings = explain ? [] : noSentences;
    this.steps = explain ? [] : noSentences;
  }

  /** A rule the answers meet. */
  met(reason: Sentence) {
    if (reason !== false) this.reasons.push(reason);
  }
  /** A rule the answers fail: not eligible. */
  fail(blocker: Sentence) {
    this.failed = true;
    if (blocker !== false) this.blockers.push(blocker);
  }
  /** Something a participating lender will check. */
  confirm(warning: Sentence) {
    this.toConfirm = true;
    this.warn(warning);
  }
  /** Something the answers cannot tell, on which the program turns. */
  review(warning: Sentence) {
    this.toReview = true;
    this.warn(warning);
  }
  /** Worth knowing, whatever the status. */
  warn(warning: Sentence) {
    if (warning !== false) this.warnings.push(warning);
  }
  /** What the buyer does to claim the program. */
  step(step: Sentence) {
    if (step !== false) this.steps.push(step);
  }

  get status(): EligibilityStatus {
    return this.failed ? 'not_eligible' : this.toReview ? 'needs_review' : this.toConfirm ? 'possible' : 'likely';
  }
}

function householdText(size: number): string {
  return size >= 8 ? 'a household of 8 or more' : `a household of ${size}`;
}

/**
 * An income rule judged on the limit of the buyer's county and household size. A published limit
 * is exact; a derived one has a margin, within which a lender checks the agency's own figure. A
 * rule we hold no figure for cannot be judged: the program is shown apart, with what would decide it.
 */
function judgeIncome(answers: QuestionnaireAnswers, countyLimit: IncomeLimit | undefined, found: Findings) {
  if (found.incomeChecked) return;
  found.incomeChecked = true;
  const explain = found.explain;
  const income = answers.household_income;
  const forWork = countyLimit?.forOccupations;
  const limit =
    (forWork && hasOccupation(answers, forWork.occupations) && forWork.limit) ||
    (answers.owned_home_last_3_years && countyLimit?.forRepeatBuyers) ||
    countyLimit;
  if (!limit) {
    found.review(
      explain &&
        (answers.county
          ? 'We hold no income limit of this program for your county: a participating lender will tell you whether your income fits.'
          : 'The income limit depends on your county: tell us your county, or a participating lender will check it.'),
    );
    return;
  }
  const where = explain && `${householdText(answers.household_size)} in ${limit.area}`;
  if (limit.floor && income <= limit.floor.income) {
    found.fail(
      explain &&
        `Only for incomes above ${limit.floor.basis} (${formatDollars(limit.floor.income)} for ${where}); yours is ${formatDollars(income)}.`,
    );
    return;
  }
  const targeted = limit.inTargetedArea;
  if (targeted && answers.targeted_area === 'yes') {
    judgeIncomeWithin(income, targeted, where, found);
    return;
  }
  if (targeted && answers.targeted_area === 'not_sure' && income > within(limit) && income <= within(targeted)) {
    found.review(
      explain &&
        `Your income of ${formatDollars(income)} is over ${limit.basis} (${formatDollars(limit.maxIncome)} for ${where}), but within ${targeted.basis} (${formatDollars(targeted.maxIncome)}): ask a participating lender whether the home is in one.`,
    );
    return;
  }
  judgeIncomeWithin(income, limit, where, found);
}

/** The most income a limit counts as within: a derived limit less its margin. */
function within(limit: IncomeLimit): number {
  return limit.maxIncome - marginOf(limit);
}

/** How far from a limit an income is a lender's call: none for a published limit. */
function marginOf(limit: IncomeLimit): number {
  return limit.derived ? Math.round((limit.maxIncome * DERIVED_LIMIT_MARGIN_PERCENT) / 100) : 0;
}

/** An income against one limit: within, over, or (for a derived limit) close enough for a lender to check. */
function judgeIncomeWithin(income: number, limit: IncomeLimit, where: Sentence, found: Findings) {
  const explain = found.explain;
  const margin = marginOf(limit);
  const derived = explain && (limit.derived ? ", worked out from HUD's figures" : '');
  if (income <= within(limit)) {
    found.met(
      explain &&
        `Your income of ${formatDollars(income)} is within ${limit.basis} (${formatDollars(limit.maxIncome)} for ${where}${derived}).`,
    );
  } else if (income > limit.maxIncome + margin) {
    found.fail(
      explain &&
        `Income is limited to ${limit.basis} (${formatDollars(limit.maxIncome)} for ${where}${derived}); yours is ${formatDollars(income)}.`,
    );
  } else {
    found.confirm(
      explain &&
        `Your income of ${formatDollars(income)} is close to ${limit.basis} (${formatDollars(limit.maxIncome)} for ${where}${derived}): a participating lender will check it against the program's own figure.`,
    );
  }
}

function judgeRule(
  rule: EligibilityRule,
  program: EngineProgram,
  answers: QuestionnaireAnswers,
  loanType: LoanType,
  limits: IncomeLimits,
  found: Findings,
) {
  const explain = found.explain;
  switch (rule.kind) {
    case 'states':
      if (!rule.states.includes(answers.state)) {
        found.fail(
          explain && `Only for homes in ${rule.states.map((code) => stateNames.get(code) ?? code).join(', ')}.`,
        );
      } else if (program.state === null) {
        found.met(explain && `Offered in ${stateNames.get(answers.state)}, where you want to buy.`);
      }
      return;
    case 'first_time_buyer': {
      const owned = ownedWithin(answers, rule.lookbackYears);
      const years = rule.lookbackYears;
      if (owned === false) {
        found.met(
          explain && `You have not owned a home in the last ${years} years, so you count as a first-time buyer.`,
        );
      } else if (rule.exemptIf.includes('veteran') && answers.veteran) {
        found.met(explain && 'As a veteran or service member you need not be a first-time buyer.');
      } else if (rule.exemptIf.includes('targeted_area') && answers.targeted_area === 'yes') {
        found.met(explain && 'In a targeted area you need not be a first-time buyer.');
      } else if (rule.exemptIf.includes('targeted_area') && answers.targeted_area === 'not_sure') {
        found.review(
          explain &&
            `Only for first-time buyers (no home owned in the last ${years} years), unless the home is in a targeted area: ask a participating lender whether it is.`,
        );
      } else if (owned === undefined) {
        found.review(
          explain &&
            `Only for buyers who have not owned a home in the last ${years} years, which your answers do not tell: a participating lender will check it.`,
        );
      } else {
        found.fail(explain && `Only for first-time buyers: no home owned in the last ${years} years.`);
      }
      return;
    }
    case 'first_generation': {
      const owned = ownedWithin(answers, rule.lookbackYears);
      const years = rule.lookbackYears;
      if (answers.parents_owned_home) {
        found.fail(explain && 'Only for first-generation buyers, whose parents have never owned a home.');
      } else if (owned === true) {
        found.fail(explain && `Only for first-generation buyers who have not owned a home in the last ${years} years.`);
      } else if (owned === undefined) {
        found.review(
          explain &&
            `Only for buyers who have not owned a home in the last ${years} years, which your answers do not tell.`,
        );
      } else {
        found.met(
          explain &&
            `You are a first-generation buyer: your parents have never owned a home, nor have you in the last ${years} years.`,
        );
      }
      return;
    }
    case 'income_percent_of_ami':
      judgeIncome(answers, limits.get(program.id), found);
      return;
    case 'county_limits':
      if (rule.income) judgeIncome(answers, limits.get(program.id), found);
      if (rule.price) {
        found.confirm(explain && 'Purchase price limit depends on your county: a participating lender will check it.');
      }
      return;
    case 'income_cap': {
      const caps = rule.byHouseholdSize;
      const cap = caps[Math.min(answers.household_size, caps.length) - 1] ?? 0;
      const income = answers.household_income;
      const who = explain && householdText(answers.household_size);
      if (income <= cap)
        found.met(
          explain && `Your income of ${formatDollars(income)} is within the ${formatDollars(cap)} limit for ${who}.`,
        );
      else if (rule.borrowerOnly)
        found.confirm(
          explain &&
            `Only the borrowers' income counts toward the ${formatDollars(cap)} limit, not the whole household's: a lender will check yours.`,
        );
      else
        found.fail(
          explain && `Income is limited to ${formatDollars(cap)} for ${who}; yours is ${formatDollars(income)}.`,
        );
      return;
    }
    case 'income_percent_of_fpl':
      // We hold no poverty guidelines: a rule we cannot judge.
      found.review(
        explain &&
          `Income is limited to ${rule.percent}% of the federal poverty level for ${householdText(answers.household_size)}: a lender will check it.`,
      );
      return;
    case 'no_income_limit':
      found.met(explain && 'There is no income limit.');
      return;
    case 'income_limit_unknown':
      found.review(
        explain && 'Our sources name no income limit: a participating lender will tell you whether one applies.',
      );
      return;
    case 'area':
      judgeArea(rule, answers, found);
      return;
    case 'condition':
      if (rule.settledBy === 'review') found.review(explain && `Only if this applies to you: ${rule.text}`);
      else found.confirm(explain && `A lender will check: ${rule.text}`);
      return;
    case 'price_limit': {
      const price = answers.target_price;
      if (price <= rule.max)
        found.met(
          explain && `Your target price of ${formatDollars(price)} is within the ${formatDollars(rule.max)} limit.`,
        );
      else
        found.fail(explain && `The price may be at most ${formatDollars(rule.max)}; yours is ${formatDollars(price)}.`);
      return;
    }
    case 'min_credit_score': {
      const byLoan = rule.byLoanType?.[loanType];
      const minimum = byLoan ?? rule.score;
      const band = creditBandOf(answers.credit_score_band);
      const label = explain && band.label.toLowerCase();
      const forLoan = explain && (byLoan !== undefined ? ` for ${loanTypeNames[loanType]} loans` : '');
      // A band is judged by its lower bound; one that straddles the minimum is for the lender to settle.
      if (band.min >= minimum) {
        found.met(explain && `Your credit band ${label} meets the minimum of ${minimum}${forLoan}.`);
      } else if (band.max < minimum) {
        found.fail(explain && `A credit score of at least ${minimum} is needed${forLoan}; your band is ${label}.`);
      } else {
        found.confirm(
          explain &&
            `A credit score of at least ${minimum} is needed${forLoan}; your band ${label} straddles it, so a lender will check your exact score.`,
        );
      }
      return;
    }
    case 'max_debt_to_income':
      found.confirm(
        explain &&
          `Your monthly debts may be at most ${rule.percent}% of your income (debt-to-income): a lender will work it out.`,
      );
      return;
    case 'occupations':
      if (!hasOccupation(answers, rule.occupations)) {
        found.fail(
          explain &&
            `Only for these lines of work: ${rule.occupations.map((job) => occupationLabels[job].toLowerCase()).join(', ')}.`,
        );
      } else if ((rule.occupations as readonly string[]).includes(answers.occupation)) {
        found.met(explain && `Your work (${occupationLabels[answers.occupation].toLowerCase()}) qualifies.`);
      } else {
        found.met(explain && 'As a veteran or service member you qualify.');
      }
      return;
    case 'loan_types': {
      const names = explain && rule.allowed.map((type) => loanTypeNames[type]).join(' or ');
      const preferred = answers.loan_type;
      if (preferred === 'not_sure') {
        found.confirm(
          explain &&
            `Needs ${rule.allowed.length === 1 ? loanLabels[loanType] : `an ${names} loan`} as the first mortgage: choose it with your lender.`,
        );
      } else if (rule.allowed.includes(preferred)) {
        found.met(explain && `Works with ${loanLabels[preferred]}, the loan you prefer.`);
      } else {
        found.fail(explain && `Needs a ${names} first mortgage; you prefer ${loanLabels[preferred]}.`);
      }
      return;
    }
    case 'primary_residence':
      if (answers.primary_residence) found.met(explain && 'For a home you will live in, as you plan to.');
      else found.fail(explain && 'Only for a home you will live in.');
      return;
    case 'homebuyer_education':
      found.step(explain && 'Complete a homebuyer education course before closing.');
      return;
    case 'liquid_assets_max': {
      const savings = answers.savings;
      if (savings <= rule.max)
        found.met(
          explain && `Your savings of ${formatDollars(savings)} are within the ${formatDollars(rule.max)} limit.`,
        );
      else
        found.fail(
          explain && `Savings may be at most ${formatDollars(rule.max)}; yours are ${formatDollars(savings)}.`,
        );
      return;
    }
    case 'liquid_assets_max_percent_of_price': {
      const max = (answers.target_price * rule.percent) / 100;
      const savings = answers.savings;
      if (savings <= max) {
        found.met(
          explain &&
            `Your savings of ${formatDollars(savings)} are within the limit of ${rule.percent}% of the price (${formatDollars(max)}).`,
        );
      } else {
        found.fail(
          explain &&
            `Savings may be at most ${rule.percent}% of the price (${formatDollars(max)}); yours are ${formatDollars(savings)}.`,
        );
      }
      return;
    }
    case 'min_contribution': {
      const ofPrice = rule.percentOfPrice !== undefined ? (answers.target_price * rule.percentOfPrice) / 100 : 0;
      const needed = Math.round(Math.max(rule.amount ?? 0, ofPrice));
      found.step(
        explain &&
          (ofPrice >= (rule.amount ?? 0)
            ? `Put in at least ${rule.percentOfPrice}% of the price (${formatDollars(needed)}) of your own money.`
            : `Put in at least ${formatDollars(needed)} of your own money.`),
      );
      if (answers.savings < needed) {
        found.warn(
          explain &&
            `Your savings of ${formatDollars(answers.savings)} are less than the ${formatDollars(needed)} you must put in.`,
        );
      }
      return;
    }
    case 'student_debt':
      if (answers.student_debt) found.met(explain && 'You have student loans, which this program helps pay off.');
      else found.fail(explain && 'Only for buyers with student loans.');
      return;
    case 'lottery':
      found.confirm(explain && 'Awarded by lottery among eligible applicants.');
      return;
    case 'application_round':
      found.warn(explain && applicationRoundText(rule));
      return;
  }
}

/** A county's name as both the catalogue and the county list can be compared by: "travis". */
const countyKey = (name: string) => countyName(name).toLowerCase();

/**
 * The buyer's county, keyed. The questionnaire keeps the county's FIPS code; the catalogue names
 * counties as people do. One buyer is judged against every program in turn, so the last is kept.
 */
let lastCounty = { state: '', county: '', key: '' };
function buyerCountyKey(answers: QuestionnaireAnswers, county: string): string {
  if (lastCounty.state !== answers.state || lastCounty.county !== county) {
    lastCounty = { state: answers.state, county, key: countyKey(countyOf(answers.state, county)?.name ?? county) };
  }
  return lastCounty.key;
}

/** A rule's counties, keyed once for every buyer. */
const keyedCounties = new WeakMap<readonly string[], ReadonlySet<string>>();
function countiesKeyed(counties: readonly string[]): ReadonlySet<string> {
  let keys = keyedCounties.get(counties);
  if (!keys) {
    keys = new Set(counties.map(countyKey));
    keyedCounties.set(counties, keys);
  }
  return keys;
}

function judgeArea(rule: Extract<EligibilityRule, { kind: 'area' }>, answers: QuestionnaireAnswers, found: Findings) {
  const explain = found.explain;
  if (!answers.county) {
    found.review(explain && `Only for homes in ${rule.place}: tell us your county, or ask a participating lender.`);
    return;
  }
  if (rule.places) {
    judgePlaces(rule.places, rule.place, answers, answers.county, found);
    return;
  }
  const county = buyerCountyKey(answers, answers.county);
  const listed = (counties: readonly string[] | undefined) =>
    counties !== undefined && countiesKeyed(counties).has(county);
  if ((rule.counties && !listed(rule.counties)) || listed(rule.exceptCounties)) {
    found.fail(explain && `Only for homes in ${rule.place}.`);
  } else if (rule.withinCityLimits) {
    found.confirm(explain && `Only for homes within ${rule.place}: a lender will check the address.`);
  } else {
    found.met(explain && `Offered in ${rule.place}, where you want to buy.`);
  }
}

/**
 * A program of listed places (decision 053): the buyer's county must be one of them, and where the
 * program is a city's (or the county's less some cities), the city the buyer names decides; "not
 * sure" (or no answer) leaves the address for a lender to check.
 */
function judgePlaces(
  places: readonly ProgramPlace[],
  where: string,
  answers: QuestionnaireAnswers,
  county: string,
  found: Findings,
) {
  const explain = found.explain;
  const city = answers.city;
  let cities: string[] | undefined;
  for (const place of places) {
    if (place.county !== county) continue;
    if (place.city !== undefined) {
      cities = cities ?? [];
      cities.push(place.city);
    } else if (!place.exceptCities) {
      found.met(explain && `Offered in ${where}, where you want to buy.`);
      return;
    } else {
      judgeOutsideCities(place.exceptCities, where, city, found);
      return;
    }
  }
  if (!cities) {
    found.fail(explain && `Only for homes in ${where}.`);
    return;
  }
  if (city && cities.includes(city)) {
    found.met(explain && `Offered in ${city}, where the home is.`);
  } else if (!city || city === CITY_NOT_SURE) {
    found.confirm(explain && `Only for homes in ${cities.join(' or ')}: a lender will check the address.`);
  } else if (city === CITY_ELSEWHERE) {
    const label = explain && (countyOf(answers.state, county)?.label ?? 'your county');
    found.fail(explain && `Only for homes in ${cities.join(' or ')}; you said the home is elsewhere in ${label}.`);
  } else {
    found.fail(explain && `Only for homes in ${cities.join(' or ')}; you said the home is in ${city}.`);
  }
}

/** A county's program that leaves out the cities running their own: the city named decides. */
function judgeOutsideCities(
  except: readonly string[],
  where: string,
  city: string | null | undefined,
  found: Findings,
) {
  const explain = found.explain;
  if (city && except.includes(city)) {
    found.fail(explain && `Only for homes in ${where}; you said the home is in ${city}.`);
  } else if (!city || city === CITY_NOT_SURE) {
    found.confirm(explain && `Not for homes in ${except.join(' or ')}: a lender will check the address.`);
  } else {
    found.met(explain && `Offered in ${where}, where you want to buy.`);
  }
}

function judgeFunding(status: FundingStatus, found: Findings) {
  const explain = found.explain;
  if (status === 'closed') found.fail(explain && 'This program is closed to new applications.');
  else if (status === 'paused') found.fail(explain && 'This program is paused and takes no applications for now.');
  else if (status === 'limited') found.warn(explain && 'Funding is limited: apply early.');
  else if (status === 'waitlist') found.warn(explain && 'There is a waitlist for this program.');
}

/** Judges every rule of a program; findings without words stop at the first failed rule, which settles it. */
function judge(
  program: EngineProgram,
  answers: QuestionnaireAnswers,
  loanType: LoanType,
  limits: IncomeLimits,
  found: Findings,
) {
  const explain = found.explain;
  if (program.state !== null && program.state !== answers.state) {
    // Another state's program: nothing else about it matters to this buyer.
    found.fail(explain && `Only for homes in ${stateNames.get(program.state ?? '') ?? program.state}.`);
    found.blockedBy = STATE;
    return;
  }
  if (program.state !== null)
    found.met(explain && `Offered in ${stateNames.get(answers.state)}, where you want to buy.`);
  // Only a sentence: a total, which writes none, need not look through the rules for it.
  if (explain && answers.loan_type === 'not_sure' && dependsOnLoanType(program)) {
    found.met(
      explain &&
        (loanType === LOAN_TYPE_WHEN_UNSURE
          ? `You are not sure which loan you want: this estimate assumes ${loanLabels[loanType]}, the first mortgage most often paired with assistance.`
          : `You are not sure which loan you want: this estimate assumes ${loanLabels[loanType]}, the one this program works with.`),
    );
  }
  judgeFunding(program.fundingStatus, found);
  if (program.firstMortgage.lender === 'own') {
    const label = program.firstMortgage.label;
    found.warn(explain && `Requires ${withArticle(label)} first mortgage, through a participating lender.`);
  }
  if (program.toConfirm) {
    const toConfirm = program.toConfirm;
    found.confirm(explain && `${toConfirm} A participating lender will confirm it.`);
  }
  for (const rule of program.eligibility) {
    if (found.failed && !explain) return;
    const failedBefore = found.failed;
    judgeRule(rule, program, answers, loanType, limits, found);
    if (found.failed && !failedBefore) found.blockedBy = answersReadByRule(rule);
  }
}

/** One program for one buyer, with its reasons, blockers, warnings and steps. */
export function evaluateProgram(
  program: EngineProgram,
  answers: QuestionnaireAnswers,
  limits: IncomeLimits,
): ProgramEvaluation {
  const loanType = loanTypeFor(program, answers);
  const found = new Findings(true);
  judge(program, answers, loanType, limits, found);
  const { amount, upTo, estimate } = estimateAmount(program.benefit, answers, loanType, true);
  return {
    program,
    status: found.status,
    amount,
    upTo,
    // Explained, the words are always written: `|| ''` only narrows the type.
    estimate: estimate || '',
    reasons: found.reasons,
    blockers: found.blockers,
    warnings: found.warnings,
    steps: found.steps,
  };
}

/** One program's status and amount alone, without the words: for totals. */
export function outcomeOf(program: EngineProgram, answers: QuestionnaireAnswers, limits: IncomeLimits): ProgramOutcome {
  const loanType = loanTypeFor(program, answers);
  const found = new Findings(false);
  judge(program, answers, loanType, limits, found);
  const { amount, upTo } = estimateAmount(program.benefit, answers, loanType, false);
  // One shape for every outcome, so that the searches over thousands of them read each field alike.
  return { program, status: found.status, amount, upTo, blockedBy: found.failed ? found.blockedBy : undefined };
}

/** Every program's status and amount alone, in the programs' order. */
export function programOutcomes(
  programs: readonly EngineProgram[],
  answers: QuestionnaireAnswers,
  limits: IncomeLimits,
): ProgramOutcome[] {
  return programs.map((program) => outcomeOf(program, answers, limits));
}

/** Every program for one buyer, sorted by status, then amount. */
export function evaluatePrograms(
  programs: readonly EngineProgram[],
  answers: QuestionnaireAnswers,
  limits: IncomeLimits,
): ProgramEvaluation[] {
  return programs.map((program) => evaluateProgram(program, answers, limits)).sort(compareEvaluations);
}
