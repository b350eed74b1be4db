/**
 * The wallet wizard's answers: for each program whether the buyer is likely to get it and about how
 * much, and the wallet, the best combination the programs' stacking rules allow. Also the buyer's
 * favourite chips.
 */
import { z } from 'zod';
import { pageOf } from './api.ts';
import { idField } from './fields.ts';
import { moneyKinds } from './money-words.ts';
import { programTypes } from './program-terms.ts';
import { programSummarySchema } from './programs.ts';
import { questionnaireAnswersSchema, questionnaireDraftSchema } from './questionnaire.ts';

export const WIZARD_RESULTS_PER_PAGE = 10;

/**
 * `likely`: every rule is met as far as the answers tell. `possible`: nothing fails, but a lender
 * has to confirm something we could not settle (a county limit, debt-to-income, a lottery).
 * `needs_review`: the outcome hinges on something we cannot judge from the answers. `not_eligible`:
 * an answer fails a rule; shown only when asked for, to say why not.
 */
export const eligibilityStatuses = ['likely', 'possible', 'needs_review', 'not_eligible'] as const;
export type EligibilityStatus = (typeof eligibilityStatuses)[number];
/** Each status's place in the order above, for sorting: likely first. */
export const eligibilityStatusRank = Object.fromEntries(
  eligibilityStatuses.map((status, rank) => [status, rank]),
) as Record<EligibilityStatus, number>;
export const eligibilityStatusLabels: Record<EligibilityStatus, string> = {
  likely: 'Likely',
  possible: 'Possible',
  needs_review: 'Needs review',
  not_eligible: 'Not eligible',
};

export const programResultSchema = z.object({
  program: programSummarySchema,
  status: z.enum(eligibilityStatuses),
  /**
   * The part the buyer can count on, in dollars, from the program's formula, the target price and an
   * estimated first mortgage ($0 for "up to $50,000"); for a tax credit, the first year's credit.
   */
  amount: z.number().int(),
  /** The most it may give; equal to `amount` when the figure is exact. */
  up_to: z.number().int(),
  money: z.enum(moneyKinds),
  /** How the amount was estimated, in a sentence ("2% to 5% of an estimated $289,500 FHA loan"). */
  estimate: z.string(),
  /** The rules the answers meet. */
  reasons: z.array(z.string()),
  /** The rules the answers fail; not empty exactly when the status is not_eligible. */
  blockers: z.array(z.string()),
  /** What a lender will still check, and what to know (lottery, limited funding, required lender). */
  warnings: z.array(z.string()),
  /** What the buyer does to claim it (homebuyer education, a minimum contribution). */
  steps: z.array(z.string()),
  favorite: z.boolean(),
  /**
   * Where it stands in the wallet: `counted` in its total, an `alternative` to some that are (it
   * cannot happen together with them), or null (needs review, not eligible, or no amount to count).
   */
  wallet_group: z.enum(['counted', 'alternative']).nullable(),
  /** For an alternative, why it is not counted, in one line; otherwise null. */
  why_not_counted: z.string().nullable(),
});
export type ProgramResult = z.infer<typeof programResultSchema>;

export const resultSorts = ['status', 'amount'] as const;

export const resultsQuery = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  /** `all=1`: every result on one page (`/app/wizard-results-nopaginate`). */
  all: z
    .enum(['0', '1', 'true', 'false'], { error: 'Use all=1 for every result on one page.' })
    .optional()
    .transform((value) => value === '1' || value === 'true'),
  /** Without it: likely, possible and needs_review; `not_eligible` lists the programs missed and why. */
  status: z.enum(eligibilityStatuses, { error: 'Choose likely, possible, needs_review or not_eligible.' }).optional(),
  type: z.enum(programTypes, { error: 'Choose a program type.' }).optional(),
  search: z.string().trim().max(100, 'Use at most 100 characters.').optional(),
  /** By status then amount (the default), or by amount alone, largest first. */
  sort: z.enum(resultSorts, { error: 'Sort by status or amount.' }).default('status'),
});
export type ResultsQuery = z.infer<typeof resultsQuery>;

export const resultsPage = pageOf(programResultSchema).extend({
  /** False until the questionnaire is finished: the list is empty and the screen sends them there. */
  answers_complete: z.boolean(),
  /** What the catalogue lists in the buyer's state (as the wallet says it), or null without answers. */
  catalogue_note: z.string().nullable(),
});

export const walletChipSchema = programResultSchema.extend({
  /** Whole percent of the most the wallet may give at closing that this chip adds; 0 for a tax credit. */
  share_percent: z.number().int(),
});

export const insightChanges = ['credit_score', 'first_time_buyer', 'veteran', 'loan_type'] as const;

/** A program that could count instead of some that do, with what it would give. */
export const walletAlternativeSchema = programResultSchema.extend({
  /** The first mortgage it needs, in words ("TSAHC"), or null when any lender's will do. */
  first_mortgage: z.string().nullable(),
  /** The wallet's total with the best set that holds it instead. */
  total_instead: z.number().int(),
  /** "Or instead: Homes for Texas Heroes, $15,440, with a TSAHC first mortgage." */
  sentence: z.string(),
});

export const walletInsightSchema = z.object({
  change: z.enum(insightChanges),
  /** The answers that differ, as the questionnaire would hold them. */
  answers: questionnaireDraftSchema,
  /** The most the wallet may hold with that change: counted programs at their most, a tax credit at its first year. */
  total: z.number().int(),
  /** Against the current total; negative when the change would cost money. */
  difference: z.number().int(),
  sentence: z.string(),
});
export type WalletInsight = z.infer<typeof walletInsightSchema>;

export const walletSchema = z.object({
  answers_complete: z.boolean(),
  /** What to do next when there is nothing to show yet, or null. */
  message: z.string().nullable(),
  /**
   * The cash at closing the best combination surely gives: `likely_total` + `possible_total`. Never
   * the "up to" part of a range, never a tax credit, never a program we cannot judge.
   */
  total: z.number().int(),
  /** What the counted programs whose every rule the answers meet surely add up to. */
  likely_total: z.number().int(),
  /** What the counted programs a lender must still confirm surely add up to. */
  possible_total: z.number().int(),
  /** The most the counted programs may give at closing, ranges at their top. */
  up_to_total: z.number().int(),
  /** Of the cash at closing: what the buyer keeps (grants, forgivable loans), sure and at most. */
  keep_total: z.number().int(),
  keep_up_to_total: z.number().int(),
  /** Of the cash at closing: what the buyer repays later (deferred and repayable loans), sure and at most. */
  repay_total: z.number().int(),
  repay_up_to_total: z.number().int(),
  /** The counted mortgage credit certificates' tax credit, a year; never part of the cash. */
  yearly_tax_credit: z.number().int(),
  /**
   * The combined loan-to-value limit of the loan type (first mortgage plus the loans of assistance),
   * when one is known, and whether it capped the wallet; null when the loan type sets none we know.
   */
  combined_loan_to_value: z.object({ limit_percent: z.number(), capped: z.boolean(), sentence: z.string() }).nullable(),
  /** The first mortgage the counted programs need ("TDHCA"), or null when any lender's will do. */
  first_mortgage: z.string().nullable(),
  /** The programs of the best combination, largest first. */
  chips: z.array(walletChipSchema),
  /** Programs that could count instead of some that do, largest first, each saying why it is not added. */
  alternatives: z.array(walletAlternativeSchema),
  /** What the catalogue covers in the buyer's state, when it lists only some programs there. */
  catalogue_note: z.string().nullable(),
  /** Programs that need a review before they count; not in the total. */
  might_add: z.array(programResultSchema),
  might_add_total: z.number().int(),
  insights: z.array(walletInsightSchema),
  /** The answers the wallet was computed from, or null without a finished questionnaire. */
  answers: questionnaireAnswersSchema.nullable(),
});
export type Wallet = z.infer<typeof walletSchema>;

/** `POST wizard/answers/preview`: a visitor's answers, not saved, with their results and wallet. */
export const previewAnswer = z.object({
  wallet: walletSchema,
  /** Likely, possible and needs_review results, sorted by status then amount. */
  results: z.array(programResultSchema),
});

export const favoriteParams = z.object({ program_id: idField });
export const favoriteAnswer = z.object({ program_id: z.number().int(), favorite: z.boolean() });
