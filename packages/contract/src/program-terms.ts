/**
 * The words of the catalogue that pages show as they are rendered: program types, funding and
 * publication states, loan types and occupations, with their labels. No schema library here, and
 * the web app imports it as `@hbw/contract/program-terms`, not through the package's index (which
 * sets zod's messages), so that the marketplace and a program's page work before zod and the
 * contract's schemas are run (decision 037). The schemas of `programs.ts` and `questionnaire.ts`
 * are built from these lists.
 */

export const programTypes = [
  'grant',
  'forgivable_second',
  'deferred_second',
  'repayable_second',
  'shared_appreciation_second',
  'mortgage_credit_certificate',
  'affordable_first_mortgage',
  'down_payment_assistance',
] as const;
export type ProgramType = (typeof programTypes)[number];

export const programTypeLabels: Record<ProgramType, string> = {
  grant: 'Grant',
  forgivable_second: 'Forgivable second loan',
  deferred_second: 'Deferred second loan',
  repayable_second: 'Repayable second loan',
  shared_appreciation_second: 'Shared-appreciation loan',
  mortgage_credit_certificate: 'Mortgage credit certificate',
  affordable_first_mortgage: 'Affordable first mortgage',
  down_payment_assistance: 'Down payment assistance (terms vary)',
};

export const fundingStatuses = ['open', 'limited', 'waitlist', 'paused', 'closed'] as const;
export type FundingStatus = (typeof fundingStatuses)[number];

export const fundingStatusLabels: Record<FundingStatus, string> = {
  open: 'Open',
  limited: 'Limited funds left',
  waitlist: 'Waitlist',
  paused: 'Paused',
  closed: 'Closed',
};

/** Only published programs reach buyers; a draft is being written, a paused one was taken off. */
export const programStatuses = ['draft', 'published', 'paused'] as const;
export type ProgramStatus = (typeof programStatuses)[number];
export const programStatusLabels: Record<ProgramStatus, string> = {
  draft: 'Draft',
  published: 'Published',
  paused: 'Paused',
};

/** First mortgages a program can be paired with. */
export const loanTypes = ['fha', 'va', 'usda', 'conventional'] as const;
export type LoanType = (typeof loanTypes)[number];
/** A loan type's name in a sentence: "an FHA loan", "for conventional loans". */
export const loanTypeNames: Record<LoanType, string> = {
  fha: 'FHA',
  va: 'VA',
  usda: 'USDA',
  conventional: 'conventional',
};

export const occupations = [
  'teacher',
  'law_enforcement',
  'firefighter_ems',
  'corrections',
  'healthcare',
  'military',
  'other',
] as const;
export type Occupation = (typeof occupations)[number];

export const questionnaireOccupations = [...occupations, 'none'] as const;
export type QuestionnaireOccupation = (typeof questionnaireOccupations)[number];

export const occupationLabels: Record<QuestionnaireOccupation, string> = {
  teacher: 'Teacher or school staff',
  law_enforcement: 'Law enforcement',
  firefighter_ems: 'Firefighter or EMS',
  corrections: 'Corrections officer',
  healthcare: 'Health care worker',
  military: 'Military',
  other: 'Other frontline or public-service job',
  none: 'None of these',
};

const monthNames = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** "2026-02-02" as "2 February 2026". */
export function dayText(isoDate: string): string {
  const [year, month, day] = isoDate.split('-').map(Number);
  return `${day} ${monthNames[(month ?? 1) - 1]} ${year}`;
}

/**
 * A program's round of applications in a sentence, for its page and the engine's warnings: its
 * dates as the sources give them, without saying whether it is open today (the description and the
 * funding status say that).
 */
export function applicationRoundText(rule: { round: string; opens: string; closes?: string | undefined }): string {
  const dates = rule.closes
    ? `from ${dayText(rule.opens)} to ${dayText(rule.closes)}`
    : `from ${dayText(rule.opens)}, until its funds are reserved`;
  return `Applications are taken in rounds: the ${rule.round} round runs ${dates}.`;
}
