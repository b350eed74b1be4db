/**
 * The wallet: the combination of a buyer's programs that gives the most money while respecting the
 * programs' stacking rules, what each chip contributes, what might still add to it, and how a few
 * changed answers would change it. Pure, like the engine it reruns for the "what if" insights.
 */
import {
  creditScoreBands,
  type QuestionnaireAnswers,
  type QuestionnaireDraft,
  type WalletInsight,
} from '@hbw/contract';
import {
  compareEvaluations,
  creditBandOf,
  dollars,
  type EngineProgram,
  evaluatePrograms,
  type IncomeLimits,
  LOAN_TYPE_WHEN_UNSURE,
  loanLabels,
  loanNames,
  outcomeOf,
  type ProgramEvaluation,
  type ProgramOutcome,
} from './eligibility.ts';

export type WalletChip = { evaluation: ProgramEvaluation; sharePercent: number };

export type ComputedWallet = {
  /** Every program's evaluation, sorted by status then amount. */
  evaluations: ProgramEvaluation[];
  total: number;
  chips: WalletChip[];
  mightAdd: ProgramEvaluation[];
  /** How much more the best combination would hold if every program needing review checked out. */
  mightAddTotal: number;
  insights: WalletInsight[];
};

const inWallet: ReadonlySet<string> = new Set(['likely', 'possible']);
const inWalletOrReview: ReadonlySet<string> = new Set(['likely', 'possible', 'needs_review']);

/**
 * The heaviest set of programs no two of which exclude each other (`notCombinableWith`, read both
 * ways), unordered. A program that excludes none is always in; the others split into groups linked
 * by exclusions, each (a handful of programs in practice) solved exactly by branch and bound.
 */
function combine<T extends ProgramOutcome>(outcomes: readonly T[], statuses: ReadonlySet<string>): T[] {
  const candidates = outcomes.filter((outcome) => statuses.has(outcome.status) && outcome.amount > 0);
  const excludes = new Map<number, Set<number>>();
  const named = new Set(candidates.flatMap((candidate) => candidate.program.notCombinableWith));
  if (named.size > 0) {
    const indexBySlug = new Map<string, number>();
    candidates.forEach((candidate, index) => {
      if (named.has(candidate.program.slug)) indexBySlug.set(candidate.program.slug, index);
    });
    const link = (from: number, to: number) => {
      const linked = excludes.get(from) ?? new Set<number>();
      linked.add(to);
      excludes.set(from, linked);
    };
    candidates.forEach((candidate, index) => {
      for (const slug of candidate.program.notCombinableWith) {
        const other = indexBySlug.get(slug);
        if (other === undefined || other === index) continue;
        link(index, other);
        link(other, index);
      }
    });
  }

  const chosen: T[] = [];
  const seen = new Set<number>();
  candidates.forEach((candidate, start) => {
    if (!excludes.has(start)) {
      chosen.push(candidate);
      return;
    }
    if (seen.has(start)) return;
    const group: number[] = [];
    const stack = [start];
    seen.add(start);
    while (stack.length > 0) {
      const index = stack.pop() as number;
      group.push(index);
      for (const other of excludes.get(index) ?? []) {
        if (!seen.has(other)) {
          seen.add(other);
          stack.push(other);
        }
      }
    }
    for (const index of heaviestCompatible(group, candidates, excludes)) chosen.push(candidates[index] as T);
  });
  return chosen;
}

function heaviestCompatible(
  group: number[],
  candidates: readonly ProgramOutcome[],
  excludes: ReadonlyMap<number, Set<number>>,
): number[] {
  const weight = (index: number) => candidates[index]?.amount ?? 0;
  const sum = (indexes: number[]) => indexes.reduce((total, index) => total + weight(index), 0);
  let best: number[] = [];
  let bestTotal = -1;

  const search = (remaining: number[], taken: number[], total: number, remainingTotal: number) => {
    if (total + remainingTotal <= bestTotal) return;
    const [next, ...rest] = remaining;
    if (next === undefined) {
      best = taken;
      bestTotal = total;
      return;
    }
    const conflicts = excludes.get(next);
    const compatible = conflicts ? rest.filter((index) => !conflicts.has(index)) : rest;
    search(compatible, [...taken, next], total + weight(next), sum(compatible));
    // Leaving out a program that excludes none of the rest can only lose money.
    if (compatible.length < rest.length) search(rest, taken, total, remainingTotal - weight(next));
  };
  const heaviestFirst = [...group].sort((a, b) => weight(b) - weight(a) || a - b);
  search(heaviestFirst, [], 0, sum(heaviestFirst));
  return best;
}

/** The best combination of the programs whose status counts, largest first. */
export function bestCombination<T extends ProgramOutcome>(
  outcomes: readonly T[],
  statuses: ReadonlySet<string> = inWallet,
): T[] {
  return combine(outcomes, statuses).sort((a, b) => b.amount - a.amount || compareEvaluations(a, b));
}

function totalOf(outcomes: readonly ProgramOutcome[]): number {
  return outcomes.reduce((total, outcome) => total + outcome.amount, 0);
}

/** The wallet's total alone, for a "what if": statuses and amounts, without the words. */
function walletTotal(programs: readonly EngineProgram[], answers: QuestionnaireAnswers, limits: IncomeLimits): number {
  return totalOf(
    combine(
      programs.map((program) => outcomeOf(program, answers, limits)),
      inWallet,
    ),
  );
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
        `If your credit score were ${next.min} or more, your wallet could grow by ${dollars(difference)}.`,
    });
  }
  if (answers.owned_home_last_3_years) {
    changes.push({
      change: 'first_time_buyer',
      // They owned one within 3 years, so also within 7: only the 3-year answer can change.
      answers: { owned_home_last_3_years: false, owned_home_last_7_years: true },
      onlyGains: true,
      sentence: (difference) =>
        `If you had not owned a home in the last 3 years, your wallet could grow by ${dollars(difference)}.`,
    });
  }
  if (!answers.veteran) {
    changes.push({
      change: 'veteran',
      answers: { veteran: true },
      onlyGains: true,
      sentence: (difference) =>
        `If you were a veteran or in active military service, your wallet could grow by ${dollars(difference)}.`,
    });
  }
  const current = answers.loan_type === 'not_sure' ? LOAN_TYPE_WHEN_UNSURE : answers.loan_type;
  const currentText =
    answers.loan_type === 'not_sure' ? `the ${loanNames[current]} loan we assumed` : loanLabels[current];
  for (const other of ['fha', 'conventional'] as const) {
    if (other === current) continue;
    changes.push({
      change: 'loan_type',
      answers: { loan_type: other },
      onlyGains: false,
      sentence: (difference) =>
        difference > 0
          ? `With ${loanLabels[other]} instead of ${currentText}, your wallet could grow by ${dollars(difference)}.`
          : `With ${loanLabels[other]} instead of ${currentText}, your wallet would be ${dollars(-difference)} smaller.`,
    });
  }
  return changes;
}

/** How the wallet's total would change with each of a few different answers, by rerunning the engine. */
function walletInsights(
  programs: readonly EngineProgram[],
  answers: QuestionnaireAnswers,
  limits: IncomeLimits,
  total: number,
): WalletInsight[] {
  return whatIfs(answers).flatMap((whatIf) => {
    const changedTotal = walletTotal(programs, { ...answers, ...whatIf.answers } as QuestionnaireAnswers, limits);
    const difference = changedTotal - total;
    if (difference === 0 || (whatIf.onlyGains && difference < 0)) return [];
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

/** The wallet for one buyer: results, the best combination, what might add, and the insights. */
export function computeWallet(
  programs: readonly EngineProgram[],
  answers: QuestionnaireAnswers,
  limits: IncomeLimits,
): ComputedWallet {
  const evaluations = evaluatePrograms(programs, answers, limits);
  const best = bestCombination(evaluations);
  const total = totalOf(best);
  const mightAdd = evaluations.filter((evaluation) => evaluation.status === 'needs_review');
  return {
    evaluations,
    total,
    chips: best.map((evaluation) => ({
      evaluation,
      sharePercent: total > 0 ? Math.round((evaluation.amount / total) * 100) : 0,
    })),
    mightAdd,
    mightAddTotal: mightAdd.length > 0 ? totalOf(combine(evaluations, inWalletOrReview)) - total : 0,
    insights: walletInsights(programs, answers, limits, total),
  };
}
