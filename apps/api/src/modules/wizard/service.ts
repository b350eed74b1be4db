/**
 * The wallet wizard's rules: saving the questionnaire step by step and finishing it, the results and
 * the wallet computed from the saved answers (or a visitor's), and favourite chips (which the wallet
 * marks, so they live with it).
 */
import {
  type CallProgramOutlook,
  CITY_ELSEWHERE,
  CITY_NOT_SURE,
  cityNotListed,
  countyIssue,
  countyOf,
  missingAnswers,
  type ProgramResult,
  type ProgramSummary,
  type ProgramVerdict,
  type QuestionnaireAnswers,
  type QuestionnaireDraft,
  questionnaireAnswersSchema,
  type ResultsQuery,
  type SavedAnswers,
  type Wallet,
  WIZARD_RESULTS_PER_PAGE,
  withCountyCode,
} from '@hbw/contract';
import type { Database } from '../../db/database.ts';
import { invalidInput, notFound } from '../../lib/http-error.ts';
import { parseInput } from '../../lib/parse-input.ts';
import type { AccountsService } from '../accounts/index.ts';
import type { CountyFigures, IncomeLimitsReader } from '../income-limits/index.ts';
import type { ProgramsCatalogue } from '../programs/index.ts';
import {
  type EngineProgram,
  evaluateProgram,
  evaluatePrograms,
  moneyOf,
  type ProgramEvaluation,
  type ProgramOutcome,
  programOutcomes,
} from './eligibility.ts';
import { countyLimitsByProgram } from './income-limit.ts';
import { wizardRepository } from './repository.ts';
import { bestCombination, catalogueNote, computeWallet, walletGrouping } from './wallet.ts';

/** The figures of no county: a buyer who did not say theirs. */
const noFigures: CountyFigures = { limits: [], median: null };

/** More programs than any state will have: the catalogue of one state is read whole. */
const WHOLE_CATALOGUE = 100_000;

/**
 * The fields given replace the saved ones; an emptied county is no county, and so is a saved county
 * of another state once the state changes. A county given must be one of the state's.
 */
function merge(saved: QuestionnaireDraft, changes: QuestionnaireDraft): QuestionnaireDraft {
  const merged: QuestionnaireDraft = { ...saved, ...changes };
  if (merged.county === '') merged.county = null;
  const issue = countyIssue(merged);
  if (issue && changes.county) throw invalidInput({ county: [issue] });
  if (issue) merged.county = null;
  return merged;
}

/**
 * Why the city answered is not one the questionnaire offers for the county (decision 053), or
 * undefined: one of the county's cities with programs of their own, "elsewhere" or "not sure".
 */
function cityIssue(city: string | null | undefined, county: string | null | undefined, cities: readonly string[]) {
  if (city === undefined || city === null) return undefined;
  if (!county) return 'Choose the county first: the city is asked for a county with programs of a city.';
  if (city === CITY_ELSEWHERE || city === CITY_NOT_SURE || cities.includes(city)) return undefined;
  if (cities.length === 0) return 'No program of this county is limited to a city: leave the city empty.';
  return `${cityNotListed} This county’s are: ${cities.join(', ')}.`;
}

/** By program: counted in the wallet, or an alternative and why. */
function groupsOf(
  counted: readonly ProgramOutcome[],
  alternatives: readonly { outcome: ProgramOutcome; why: string }[],
) {
  const groups = new Map<number, Pick<ProgramResult, 'wallet_group' | 'why_not_counted'>>();
  for (const evaluation of counted)
    groups.set(evaluation.program.id, { wallet_group: 'counted', why_not_counted: null });
  for (const alternative of alternatives) {
    groups.set(alternative.outcome.program.id, { wallet_group: 'alternative', why_not_counted: alternative.why });
  }
  return groups;
}

function isComplete(answers: QuestionnaireDraft): boolean {
  return questionnaireAnswersSchema.safeParse(answers).success;
}

const emptyWallet = (message: string): Wallet => ({
  answers_complete: false,
  message,
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

/** What the wizard uses of the other modules, from their services on the app. */
type Deps = {
  db: Database;
  accounts: Pick<AccountsService, 'questionnaireCompletedAt' | 'inTransaction'>;
  catalogue: Pick<ProgramsCatalogue, 'list' | 'summaries' | 'findForBooking' | 'placesOf'>;
  incomeLimits: IncomeLimitsReader;
};

/** A program of the buyer's wallet, by its id and name. */
export type WalletProgram = { id: number; name: string };

/** The buyer's saved answers: as they stand, and once the questionnaire is finished. */
function savedAnswersOf({ db, accounts }: Deps) {
  const wizard = wizardRepository(db);

  async function savedAnswers(userId: number): Promise<SavedAnswers> {
    const [completedAt, row] = await Promise.all([accounts.questionnaireCompletedAt(userId), wizard.answersOf(userId)]);
    const answers = withCountyCode(row?.answers ?? {});
    return {
      answers,
      complete: isComplete(answers),
      completed_at: completedAt?.toISOString() ?? null,
      missing: missingAnswers(answers),
      updated_at: row?.updatedAt.toISOString() ?? null,
    };
  }

  /** The saved answers when the questionnaire is finished; otherwise what is missing. */
  async function finishedAnswers(userId: number) {
    const row = await wizard.answersOf(userId);
    const parsed = questionnaireAnswersSchema.safeParse(withCountyCode(row?.answers ?? {}));
    return parsed.success
      ? { answers: parsed.data, missing: 0 }
      : { answers: undefined, missing: row ? missingAnswers(row.answers).length : undefined };
  }

  return { savedAnswers, finishedAnswers };
}

/** What the engine makes of a buyer's answers: the catalogue it judges, each result, the wallet. */
function engineSteps({ db, catalogue, incomeLimits }: Deps) {
  const wizard = wizardRepository(db);

  /**
   * What the engine needs for a buyer: the programs of their state (and national ones), the income
   * limits of their county and household size, and the catalogue's summary of each program.
   */
  async function catalogueFor(answers: QuestionnaireAnswers) {
    const county = answers.county ? countyOf(answers.state, answers.county) : undefined;
    const [programs, summaries, countyFigures] = await Promise.all([
      wizard.programsIn(answers.state),
      catalogue.list({ state: answers.state, page: 1, per_page: WHOLE_CATALOGUE }),
      county ? incomeLimits.figuresOfCounty(county.fips) : noFigures,
    ]);
    const summaryById = new Map(summaries.rows.map((summary) => [summary.id, summary]));
    // A program added between the two reads has no summary yet: it shows on the next request.
    const known = programs.filter((program) => summaryById.has(program.id));
    // The county's HUD and agency limits decide the programs' income rules.
    const buyer = { countyFips: county?.fips, householdSize: answers.household_size };
    const limits = countyLimitsByProgram(known, buyer, countyFigures);
    const summaryOf = (evaluation: ProgramEvaluation) => summaryById.get(evaluation.program.id) as ProgramSummary;
    return { programs: known, limits, summaryOf };
  }

  function resultOf(
    evaluation: ProgramEvaluation,
    summaryOf: (evaluation: ProgramEvaluation) => ProgramSummary,
    favorites: ReadonlySet<number>,
  ): ProgramResult {
    return {
      program: summaryOf(evaluation),
      status: evaluation.status,
      amount: evaluation.amount,
      up_to: evaluation.upTo,
      money: moneyOf(evaluation.program.type),
      estimate: evaluation.estimate,
      reasons: evaluation.reasons,
      blockers: evaluation.blockers,
      warnings: evaluation.warnings,
      steps: evaluation.steps,
      favorite: favorites.has(evaluation.program.id),
      wallet_group: null,
      why_not_counted: null,
    };
  }

  async function walletFor(answers: QuestionnaireAnswers, favorites: ReadonlySet<number>) {
    const { programs, limits, summaryOf } = await catalogueFor(answers);
    const computed = computeWallet(programs, answers, limits);
    const groups = groupsOf(
      computed.chips.map((chip) => chip.evaluation),
      computed.alternatives.map(({ evaluation, why }) => ({ outcome: evaluation, why })),
    );
    const toResult = (evaluation: ProgramEvaluation) => ({
      ...resultOf(evaluation, summaryOf, favorites),
      ...groups.get(evaluation.program.id),
    });
    const wallet: Wallet = {
      answers_complete: true,
      message:
        computed.chips.length === 0
          ? 'None of the programs we know fits your answers yet. See why in your results, or talk to a housing counselor.'
          : null,
      total: computed.total,
      likely_total: computed.likelyTotal,
      possible_total: computed.possibleTotal,
      up_to_total: computed.upToTotal,
      keep_total: computed.keepTotal,
      keep_up_to_total: computed.keepUpToTotal,
      repay_total: computed.repayTotal,
      repay_up_to_total: computed.repayUpToTotal,
      yearly_tax_credit: computed.yearlyTaxCredit,
      combined_loan_to_value: computed.combinedLoanToValue && {
        limit_percent: computed.combinedLoanToValue.limitPercent,
        capped: computed.combinedLoanToValue.capped,
        sentence: computed.combinedLoanToValue.sentence,
      },
      first_mortgage: computed.firstMortgage,
      chips: computed.chips.map((chip) => ({ ...toResult(chip.evaluation), share_percent: chip.sharePercent })),
      alternatives: computed.alternatives.map((alternative) => ({
        ...toResult(alternative.evaluation),
        first_mortgage: alternative.firstMortgage,
        total_instead: alternative.totalInstead,
        sentence: alternative.sentence,
      })),
      catalogue_note: computed.catalogueNote,
      might_add: computed.mightAdd.map(toResult),
      might_add_total: computed.mightAddTotal,
      insights: computed.insights,
      answers,
    };
    return { wallet, toResult, programs, limits };
  }

  /**
   * The answers with their city checked against the county's cities: a city given that the county
   * does not offer is refused on its field; a saved one the county no longer offers (the county
   * changed) is no answer.
   */
  async function withCityChecked<Answers extends QuestionnaireDraft>(answers: Answers, cityGiven: boolean) {
    if (answers.city === undefined || answers.city === null) return answers;
    const cities = answers.county ? (await catalogue.placesOf(answers.county)).cities : [];
    const issue = cityIssue(answers.city, answers.county, cities);
    if (issue && cityGiven) throw invalidInput({ city: [issue] });
    return issue ? { ...answers, city: null } : answers;
  }

  async function favoriteSet(userId: number): Promise<Set<number>> {
    return new Set(await wizard.favoriteIds(userId));
  }

  return { catalogueFor, resultOf, walletFor, favoriteSet, withCityChecked };
}

type WizardSteps = ReturnType<typeof savedAnswersOf> & ReturnType<typeof engineSteps>;

/** The questionnaire: its answers read, and saved step by step until it is finished. */
function questionnaire({ db, accounts }: Deps, { savedAnswers, withCityChecked }: WizardSteps) {
  return {
    savedAnswers,

    /**
     * Saves answers. Finishing (`complete`) needs every asked field and sets the profile's
     * hasQuestion; once the saved answers are complete, a change may not leave them incomplete.
     */
    async saveAnswers(userId: number, changes: QuestionnaireDraft, complete: boolean): Promise<SavedAnswers> {
      await db.transaction(async (tx) => {
        const answers = wizardRepository(tx);
        const saved = withCountyCode((await answers.answersOf(userId))?.answers ?? {});
        const merged = merge(saved, changes);
        // "Elsewhere" or "not sure" in one county says nothing of the next: a new county asks again.
        if (changes.city === undefined && merged.city && merged.county !== saved.county) merged.city = null;
        const checked = await withCityChecked(merged, changes.city !== undefined);
        if (complete || isComplete(saved)) parseInput(questionnaireAnswersSchema, checked);
        await answers.saveAnswers(userId, checked);
        if (complete) await accounts.inTransaction(tx).markQuestionnaireCompleted(userId);
      });
      return savedAnswers(userId);
    },
  };
}

/** The engine's judgements: of one program for the console, of a visitor's answers, and a buyer's results. */
function judgements(
  { incomeLimits }: Deps,
  { catalogueFor, finishedAnswers, favoriteSet, resultOf, walletFor, withCityChecked }: WizardSteps,
) {
  return {
    /**
     * What the engine says of one program, as given and whatever its status, for each household:
     * the console's preview of a change. Each household's county limits decide as they do for a
     * buyer; a household of another state is never offered a state's program.
     */
    async verdicts(program: EngineProgram, households: readonly QuestionnaireAnswers[]): Promise<ProgramVerdict[]> {
      return Promise.all(
        households.map(async (answers) => {
          if (program.state !== null && program.state !== answers.state) {
            return { status: 'not_eligible', amount: 0, blockers: [`It is offered in ${program.state} only.`] };
          }
          const county = answers.county ? countyOf(answers.state, answers.county) : undefined;
          const countyFigures = county ? await incomeLimits.figuresOfCounty(county.fips) : noFigures;
          const buyer = { countyFips: county?.fips, householdSize: answers.household_size };
          const { status, amount, blockers } = evaluateProgram(
            program,
            answers,
            countyLimitsByProgram([program], buyer, countyFigures),
          );
          return { status, amount, blockers };
        }),
      );
    },

    /** Results and wallet for answers that are not saved: a visitor's. */
    async preview(answers: QuestionnaireAnswers) {
      const issue = countyIssue(answers);
      if (issue) throw invalidInput({ county: [issue] });
      await withCityChecked(answers, true);
      const { wallet, toResult, programs, limits } = await walletFor(answers, new Set());
      return {
        wallet,
        results: evaluatePrograms(programs, answers, limits)
          .filter((evaluation) => evaluation.status !== 'not_eligible')
          .map(toResult),
      };
    },

    async results(userId: number, query: ResultsQuery) {
      const { answers } = await finishedAnswers(userId);
      if (!answers) {
        return {
          data: [],
          total: 0,
          per_page: WIZARD_RESULTS_PER_PAGE,
          current_page: 1,
          last_page: 1,
          answers_complete: false,
          catalogue_note: null,
        };
      }
      const [{ programs, limits, summaryOf }, favorites] = await Promise.all([
        catalogueFor(answers),
        favoriteSet(userId),
      ]);
      const search = query.search?.toLowerCase();
      const evaluations = evaluatePrograms(programs, answers, limits);
      const { best, alternatives } = walletGrouping(evaluations);
      const groups = groupsOf(best.chosen, alternatives);
      const results = evaluations
        .filter((evaluation) =>
          query.status ? evaluation.status === query.status : evaluation.status !== 'not_eligible',
        )
        .map((evaluation) => ({ ...resultOf(evaluation, summaryOf, favorites), ...groups.get(evaluation.program.id) }))
        .filter(
          (result) =>
            (!query.type || result.program.type === query.type) &&
            (!search ||
              [
                result.program.name,
                result.program.summary,
                result.program.administrator.name,
                result.program.administrator.short_name,
              ].some((text) => text.toLowerCase().includes(search))),
        );
      // Sorted by status then amount already; by amount, the status breaks ties.
      if (query.sort === 'amount') results.sort((a, b) => b.amount - a.amount);
      const perPage = query.all ? Math.max(results.length, 1) : WIZARD_RESULTS_PER_PAGE;
      const page = query.all ? 1 : query.page;
      return {
        data: results.slice((page - 1) * perPage, page * perPage),
        total: results.length,
        per_page: perPage,
        current_page: page,
        last_page: Math.max(1, Math.ceil(results.length / perPage)),
        answers_complete: true,
        catalogue_note: catalogueNote(answers.state, programs),
      };
    },
  };
}

/** The buyer's wallet, what it says of one program, their favourite chips, and its programs. */
function walletAndFavorites(
  { db, catalogue }: Deps,
  { catalogueFor, finishedAnswers, favoriteSet, walletFor }: WizardSteps,
) {
  const wizard = wizardRepository(db);

  return {
    async wallet(userId: number): Promise<Wallet> {
      const { answers, missing } = await finishedAnswers(userId);
      if (!answers) {
        return emptyWallet(
          missing === undefined
            ? 'Answer the questionnaire to see the money you may get to buy your home.'
            : `Finish the questionnaire to see your wallet: ${missing === 1 ? '1 question is' : `${missing} questions are`} left.`,
        );
      }
      return (await walletFor(answers, await favoriteSet(userId))).wallet;
    },

    /**
     * What the engine says a buyer may get from one program, from their saved answers: for the
     * professional a call about that program is booked with. The caller has checked that it is theirs.
     */
    async programOutlook(userId: number, programId: number): Promise<CallProgramOutlook> {
      const { answers } = await finishedAnswers(userId);
      const unknown = {
        answers_complete: Boolean(answers),
        status: null,
        amount: 0,
        up_to: 0,
        money: null,
        estimate: '',
        wallet_group: null,
        why_not_counted: null,
        warnings: [],
        blockers: [],
        wallet_total: 0,
      } satisfies CallProgramOutlook;
      if (!answers) return unknown;
      const { wallet, toResult, programs, limits } = await walletFor(answers, new Set());
      // Programs are judged one by one: the call's program alone gives its verdict, grouped as the wallet groups it.
      const [evaluation] = evaluatePrograms(
        programs.filter((program) => program.id === programId),
        answers,
        limits,
      );
      if (!evaluation) return { ...unknown, wallet_total: wallet.total };
      const result = toResult(evaluation);
      return {
        answers_complete: true,
        status: result.status,
        amount: result.amount,
        up_to: result.up_to,
        money: result.money,
        estimate: result.estimate,
        wallet_group: result.wallet_group ?? null,
        why_not_counted: result.why_not_counted ?? null,
        warnings: result.warnings,
        blockers: result.blockers,
        wallet_total: wallet.total,
      };
    },

    async favorites(userId: number): Promise<ProgramSummary[]> {
      return catalogue.summaries(await wizard.favoriteIds(userId));
    },

    /** Stars or unstars a program; doing it twice is the same as once. */
    async setFavorite(userId: number, programId: number, favorite: boolean) {
      if (!(await catalogue.findForBooking(programId))) throw notFound('There is no such program.');
      if (favorite) await wizard.addFavorite(userId, programId);
      else await wizard.removeFavorite(userId, programId);
      return { program_id: programId, favorite };
    },

    /**
     * The programs of the buyer's wallet (its best set) and their state, or null before the
     * questionnaire is finished: whom the buyer's participating lenders are found for.
     */
    async walletPrograms(
      userId: number,
    ): Promise<{ state: QuestionnaireAnswers['state']; programs: WalletProgram[] } | null> {
      const { answers } = await finishedAnswers(userId);
      if (!answers) return null;
      const { programs, limits } = await catalogueFor(answers);
      const chips = bestCombination(programOutcomes(programs, answers, limits)).chosen;
      return {
        state: answers.state,
        programs: chips.map((chip) => ({ id: chip.program.id, name: chip.program.name })),
      };
    },
  };
}

export function wizardService(deps: Deps) {
  const steps: WizardSteps = { ...savedAnswersOf(deps), ...engineSteps(deps) };
  return {
    ...questionnaire(deps, steps),
    ...judgements(deps, steps),
    ...walletAndFavorites(deps, steps),
  };
}

export type WizardService = ReturnType<typeof wizardService>;
