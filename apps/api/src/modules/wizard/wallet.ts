/**
 * The wallet: the combination of a buyer's programs that gives the most money and can really happen
 * (combinations.ts), what each chip contributes, what could count instead, what might still add to
 * it, and how a few changed answers would change it. Pure, like the engine it reruns for the "what
 * if" insights.
 */
import {
  amountText,
  creditScoreBands,
  formatDollars,
  loanTypeNames,
  type QuestionnaireAnswers,
  type QuestionnaireDraft,
  stateNameOf,
  type WalletInsight,
} from '@hbw/contract';
import {
  type Alternative,
  alternativesTo,
  bestTotalAfterGains,
  type Combination,
  candidatesOf,
  combinationsOf,
  PRICED_ALTERNATIVES,
} from './combinations.ts';
import {
  type AnswerSet,
  answerSet,
  answersReadBy,
  buyersLoanType,
  COMBINED_LTV_LIMIT_PERCENT,
  compareEvaluations,
  creditBandOf,
  type EngineProgram,
  estimatedLoan,
  evaluateProgram,
  type IncomeLimits,
  isLien,
  loanLabels,
  moneyOf,
  outcomeOf,
  type ProgramEvaluation,
  type ProgramOutcome,
  programOutcomes,
  withArticle,
} from './eligibility.ts';

export type WalletChip = { evaluation: ProgramEvaluation; sharePercent: number };

/** One of the largest programs that could count instead of some that do. */
export type WalletAlternative = {
  evaluation: ProgramEvaluation;
  /** The first mortgage it needs, in words, or null when any lender's will do. */
  firstMortgage: string | null;
  /** Why it is not counted, in one line. */
  why: string;
  /** The wallet's total with the best set that holds it instead. */
  totalInstead: number;
  sentence: string;
};

/** The cash at closing of the counted programs, sure and at most, by how it comes. */
export type WalletCash = {
  /** What is sure: likely and possible parts, kept and repaid parts, each summing to `total`. */
  total: number;
  likelyTotal: number;
  possibleTotal: number;
  keepTotal: number;
  repayTotal: number;
  /** The most, ranges at their top. */
  upToTotal: number;
  keepUpToTotal: number;
  repayUpToTotal: number;
  /** The counted credit certificates' tax credit, a year: never cash. */
  yearlyTaxCredit: number;
  /** The loan type's combined loan-to-value limit, when we hold one, and whether it capped the cash. */
  combinedLoanToValue: { limitPercent: number; capped: boolean; sentence: string } | null;
};

export type ComputedWallet = WalletCash & {
  /**
   * What the combinations weigh the best set at: every counted program at its most, a tax credit at
   * its first year. The "what if" totals are in the same measure.
   */
  weighedTotal: number;
  /** The first mortgage the counted programs stand on, in words, or null when any lender's will do. */
  firstMortgage: string | null;
  chips: WalletChip[];
  /** The largest programs that could count instead of some that do, largest first, priced. */
  alternatives: WalletAlternative[];
  mightAdd: ProgramEvaluation[];
  /** What the catalogue lists in the buyer's state, and what it does not. */
  catalogueNote: string;
  /** How much more the best combination would hold if every program needing review checked out. */
  mightAddTotal: number;
  insights: WalletInsight[];
};

const inWallet: ReadonlySet<string> = new Set(['likely', 'possible']);
const inWalletOrReview: ReadonlySet<string> = new Set(['likely', 'possible', 'needs_review']);

/** The best combination of the programs whose status counts (decision 017), its chips largest first. */
export function bestCombination<T extends ProgramOutcome>(
  outcomes: readonly T[],
  statuses: ReadonlySet<string> = inWallet,
): Combination<T> {
  const best = combinationsOf(candidatesOf(outcomes, statuses)).best();
  best.chosen.sort((a, b) => b.upTo - a.upTo || compareEvaluations(a, b));
  return best;
}

/** Whether an outcome is a candidate of the wallet's best set, and with what weight. */
const countedAmount = (outcome: ProgramOutcome) =>
  inWallet.has(outcome.status) && outcome.upTo > 0 ? outcome.upTo : 0;

/** The wallet's best set, which a "what if" starts from. */
type Counted = { best: Combination<ProgramOutcome> };

/**
 * What each program's outcome turns on, for all the "what if"s of one wallet: a program out of reach
 * turns on its blocking rule alone (`blockedBy`); the others on every answer they read, looked up the
 * first time a "what if" asks (-1 until then).
 */
function turnsOn(outcomes: readonly ProgramOutcome[]): (index: number) => AnswerSet {
  const reads = new Int32Array(outcomes.length).fill(-1);
  return (index) => {
    const outcome = outcomes[index] as ProgramOutcome;
    if (outcome.blockedBy !== undefined) return outcome.blockedBy;
    if ((reads[index] as number) === -1) reads[index] = answersReadBy(outcome.program);
    return reads[index] as number;
  };
}

/**
 * The wallet's total with some answers changed, or undefined when it cannot differ.
 * Only the programs whose outcome turns on a changed answer are judged again (`turnsOn`). When none
 * of them enters, leaves or changes its amount among the candidates, the best set is the same and is
 * not searched; when some only enter or grow (a better credit score, a veteran's programs), only the
 * first mortgages they stand on are searched again.
 */
function totalWith(
  outcomes: readonly ProgramOutcome[],
  turnsOnAt: (index: number) => AnswerSet,
  answers: QuestionnaireAnswers,
  limits: IncomeLimits,
  changed: AnswerSet,
  counted: Counted,
): number | undefined {
  const gained: ProgramOutcome[] = [];
  let lost = false;
  // The candidates with the changed answers, gathered in the same pass (as `candidatesOf` would).
  const candidates: ProgramOutcome[] = [];
  for (let index = 0; index < outcomes.length; index++) {
    let outcome = outcomes[index] as ProgramOutcome;
    if ((turnsOnAt(index) & changed) !== 0) {
      const rerun = outcomeOf(outcome.program, answers, limits);
      const [before, after] = [countedAmount(outcome), countedAmount(rerun)];
      if (after > before) gained.push(rerun);
      else if (after < before) lost = true;
      outcome = rerun;
    }
    if (countedAmount(outcome) > 0) candidates.push(outcome);
  }
  if (!lost && gained.length === 0) return undefined;
  return lost ? combinationsOf(candidates).best().total : bestTotalAfterGains(counted.best, candidates, gained);
}

type WhatIf = {
  change: WalletInsight['change'];
  answers: QuestionnaireDraft;
  /** Worth saying only when the wallet grows (some changes are worth saying either way). */
  onlyGains: boolean;
  sentence: (difference: number) => string;
};

/** The changes worth trying for these answers. */
function whatIfs(answers: QuestionnaireAnswers): WhatIf[] {
  const changes: WhatIf[] = [];
  const band = creditBandOf(answers.credit_score_band);
  const next = creditScoreBands[creditScoreBands.indexOf(band) + 1];
  if (next) {
    changes.push({
      change: 'credit_score',
      answers: { credit_score_band: next.value },
      onlyGains: true,
      sentence: (difference) =>
        `If your credit score were ${next.min} or more, your wallet could grow by up to ${formatDollars(difference)}.`,
    });
  }
  if (answers.owned_home_last_3_years) {
    changes.push({
      change: 'first_time_buyer',
      // They owned one within 3 years, so also within 7: only the 3-year answer can change.
      answers: { owned_home_last_3_years: false, owned_home_last_7_years: true },
      onlyGains: true,
      sentence: (difference) =>
        `If you had not owned a home in the last 3 years, your wallet could grow by up to ${formatDollars(difference)}.`,
    });
  }
  if (!answers.veteran) {
    changes.push({
      change: 'veteran',
      answers: { veteran: true },
      onlyGains: true,
      sentence: (difference) =>
        `If you were a veteran or in active military service, your wallet could grow by up to ${formatDollars(difference)}.`,
    });
  }
  const current = buyersLoanType(answers);
  const currentText =
    answers.loan_type === 'not_sure' ? `the ${loanTypeNames[current]} loan we assumed` : loanLabels[current];
  for (const other of ['fha', 'conventional'] as const) {
    if (other === current) continue;
    changes.push({
      change: 'loan_type',
      answers: { loan_type: other },
      onlyGains: false,
      sentence: (difference) =>
        difference > 0
          ? `With ${loanLabels[other]} instead of ${currentText}, your wallet could grow by up to ${formatDollars(difference)}.`
          : `With ${loanLabels[other]} instead of ${currentText}, your wallet could hold up to ${formatDollars(-difference)} less.`,
    });
  }
  return changes;
}

/** How the wallet's total would change with each of a few different answers, by rerunning the engine. */
function walletInsights(
  outcomes: readonly ProgramOutcome[],
  answers: QuestionnaireAnswers,
  limits: IncomeLimits,
  counted: Counted,
): WalletInsight[] {
  const total = counted.best.total;
  const turnsOnAt = turnsOn(outcomes);
  return whatIfs(answers).flatMap((whatIf) => {
    const changedAnswers = { ...answers, ...whatIf.answers } as QuestionnaireAnswers;
    const changed = answerSet(Object.keys(whatIf.answers));
    const changedTotal = totalWith(outcomes, turnsOnAt, changedAnswers, limits, changed, counted);
    const difference = changedTotal === undefined ? 0 : changedTotal - total;
    if (changedTotal === undefined || difference === 0 || (whatIf.onlyGains && difference < 0)) return [];
    return [
      {
        change: whatIf.change,
        answers: whatIf.answers,
        total: changedTotal,
        difference,
        sentence: whatIf.sentence(difference),
      },
    ];
  });
}

/** "Or instead: Homes for Texas Heroes, $5,790 to $14,475, with a TSAHC first mortgage." */
function alternativeSentence(outcome: ProgramOutcome, firstMortgage: string | null): string {
  const first = firstMortgage ? `, with ${withArticle(firstMortgage)} first mortgage` : '';
  return `Or instead: ${outcome.program.name}, ${amountText(outcome.amount, outcome.upTo, moneyOf(outcome.program.type))}${first}.`;
}

const isCashAtClosing = (outcome: ProgramOutcome) => moneyOf(outcome.program.type) !== 'yearly_tax_credit';

/**
 * A chip's whole percent of the most the counted programs may give at closing, for the chart: a
 * yearly tax credit is no share of the cash (0).
 */
function sharePercentOf(outcome: ProgramOutcome, cashMost: number): number {
  return isCashAtClosing(outcome) && cashMost > 0 ? Math.round((outcome.upTo / cashMost) * 100) : 0;
}

/** Takes `over` from two parts, the first as far as it goes, then the second. */
function cutFrom(over: number, first: number, second: number): [number, number] {
  const fromFirst = Math.min(over, first);
  return [first - fromFirst, second - (over - fromFirst)];
}

/**
 * The counted programs' cash at closing, kept apart from yearly tax credits, sure apart from "up to",
 * and held to the loan type's combined loan-to-value limit: the loans of assistance on top of the
 * estimated first mortgage may reach at most that share of the price. Over it, the repaid part is
 * cut first, then the kept loans, the possible part before the likely.
 */
export function walletCash(chosen: readonly ProgramOutcome[], answers: QuestionnaireAnswers): WalletCash {
  const cash = {
    likely: 0,
    possible: 0,
    keep: 0,
    repay: 0,
    keepUpTo: 0,
    repayUpTo: 0,
    lien: 0,
    lienUpTo: 0,
    credit: 0,
  };
  for (const outcome of chosen) {
    const money = moneyOf(outcome.program.type);
    if (money === 'yearly_tax_credit') {
      cash.credit += outcome.amount;
      continue;
    }
    if (outcome.status === 'likely') cash.likely += outcome.amount;
    else cash.possible += outcome.amount;
    if (money === 'keep') {
      cash.keep += outcome.amount;
      cash.keepUpTo += outcome.upTo;
    } else {
      cash.repay += outcome.amount;
      cash.repayUpTo += outcome.upTo;
    }
    if (isLien(outcome.program.type)) {
      cash.lien += outcome.amount;
      cash.lienUpTo += outcome.upTo;
    }
  }
  const loanType = buyersLoanType(answers);
  const limitPercent = COMBINED_LTV_LIMIT_PERCENT[loanType];
  let combinedLoanToValue: WalletCash['combinedLoanToValue'] = null;
  if (limitPercent !== undefined) {
    const price = answers.target_price;
    const room = Math.max(0, Math.floor((price * limitPercent) / 100) - estimatedLoan(price, loanType));
    const over = Math.max(0, cash.lien - room);
    const overUpTo = Math.max(0, cash.lienUpTo - room);
    [cash.repay, cash.keep] = cutFrom(over, cash.repay, cash.keep);
    [cash.possible, cash.likely] = cutFrom(over, cash.possible, cash.likely);
    [cash.repayUpTo, cash.keepUpTo] = cutFrom(overUpTo, cash.repayUpTo, cash.keepUpTo);
    const capped = over > 0 || overUpTo > 0;
    const loans = `${formatDollars(estimatedLoan(price, loanType))} ${loanTypeNames[loanType]} loan`;
    combinedLoanToValue = {
      limitPercent,
      capped,
      sentence: capped
        ? `With ${loanLabels[loanType]}, the first mortgage and the loans of assistance together may reach ${limitPercent}% of the price: at most ${formatDollars(room)} of loans on top of an estimated ${loans}, so the wallet counts no more.`
        : `With ${loanLabels[loanType]}, the first mortgage and the loans of assistance together may reach ${limitPercent}% of the price; these stay within it.`,
    };
  }
  return {
    total: cash.likely + cash.possible,
    likelyTotal: cash.likely,
    possibleTotal: cash.possible,
    keepTotal: cash.keep,
    repayTotal: cash.repay,
    upToTotal: cash.keepUpTo + cash.repayUpTo,
    keepUpToTotal: cash.keepUpTo,
    repayUpToTotal: cash.repayUpTo,
    yearlyTaxCredit: cash.credit,
    combinedLoanToValue,
  };
}

/**
 * The wallet for one buyer: the best combination, its alternatives, what might add, and the
 * insights. The combinations are found on every program's status and amount alone; the words are
 * written only for the programs the wallet shows.
 */
export function computeWallet(
  programs: readonly EngineProgram[],
  answers: QuestionnaireAnswers,
  limits: IncomeLimits,
): ComputedWallet {
  const outcomes = programOutcomes(programs, answers, limits);
  // The wallet shows only the priced alternatives: the others are not looked at, nor written.
  const { best, alternatives } = walletGrouping(outcomes, PRICED_ALTERNATIVES);
  const explained = (outcome: ProgramOutcome) => evaluateProgram(outcome.program, answers, limits);
  // The combinations weigh each program's most (a tax credit's first year).
  const weight = best.total;
  const cash = walletCash(best.chosen, answers);
  let cashMost = 0;
  for (const outcome of best.chosen) if (isCashAtClosing(outcome)) cashMost += outcome.upTo;
  const mightAdd = outcomes.filter((outcome) => outcome.status === 'needs_review').sort(compareEvaluations);
  return {
    ...cash,
    weighedTotal: weight,
    firstMortgage: best.first?.label ?? null,
    chips: best.chosen.map((outcome) => ({
      evaluation: explained(outcome),
      sharePercent: sharePercentOf(outcome, cashMost),
    })),
    alternatives: alternatives.flatMap(({ outcome, instead, why }) => {
      if (!instead) return [];
      const first = outcome.program.firstMortgage;
      const firstMortgage = first.lender === 'own' ? first.label : null;
      return [
        {
          evaluation: explained(outcome),
          firstMortgage,
          why,
          totalInstead: walletCash(instead.chosen, answers).total,
          sentence: alternativeSentence(outcome, firstMortgage),
        },
      ];
    }),
    mightAdd: mightAdd.map(explained),
    // The programs to review join the candidates: only the first mortgages they stand on change.
    mightAddTotal:
      mightAdd.length > 0
        ? bestTotalAfterGains(
            best,
            candidatesOf(outcomes, inWalletOrReview),
            candidatesOf(mightAdd, inWalletOrReview),
          ) - weight
        : 0,
    insights: walletInsights(outcomes, answers, limits, { best }),
    catalogueNote: catalogueNote(answers.state, programs),
  };
}

/**
 * The counted programs and the alternatives to them, for the wallet and the results alike, with the
 * candidates they were chosen from; with `count`, only that many of the largest alternatives.
 */
export function walletGrouping<T extends ProgramOutcome>(
  outcomes: readonly T[],
  count?: number,
): {
  candidates: readonly T[];
  best: Combination<T>;
  alternatives: Alternative<T>[];
} {
  const candidates = candidatesOf(outcomes, inWallet);
  const combinations = combinationsOf(candidates);
  const best = combinations.best();
  best.chosen.sort((a, b) => b.upTo - a.upTo || compareEvaluations(a, b));
  return { candidates, best, alternatives: alternativesTo(combinations, best, count) };
}

/**
 * What the catalogue covers in a state, said plainly: its statewide programs, and the few cities and
 * counties whose own programs it lists, so that a buyer knows what the wallet cannot show.
 */
export function catalogueNote(state: string, programs: readonly EngineProgram[]): string {
  const name = stateNameOf(state);
  if (!programs.some((program) => program.state === state)) {
    return `We list no program of ${name}'s own yet, only programs offered in several states; ask a housing counselor about the help ${name} gives.`;
  }
  const listed = localPlaces(state, programs);
  if (listed.length === 0) {
    return `We list the statewide programs of ${name}; city and county programs are not in our catalogue yet.`;
  }
  const those = listed.length === 1 ? listed[0] : `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}`;
  return `We list the statewide programs of ${name} and those of ${those}; other city and county programs are not in our catalogue yet.`;
}

/**
 * The cities and counties whose own programs the catalogue lists in a state. A function of its own:
 * inside catalogueNote, V8 compiled the long loop while it ran and then threw that code away at the
 * sentence after it, on every call.
 */
function localPlaces(state: string, programs: readonly EngineProgram[]): string[] {
  const places = new Set<string>();
  for (const program of programs) {
    if (program.state !== state) continue;
    for (const rule of program.eligibility) if (rule.kind === 'area' && rule.local) places.add(rule.place);
  }
  return [...places];
}
