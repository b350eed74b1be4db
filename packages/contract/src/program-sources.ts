/**
 * Where a program's facts were read, and what that says about them (decision 042): each source's
 * kind (the administrator's own page, a lender's, an aggregator's, a news report, another site) and
 * the date the research gives it. A program page and a wallet card say in one line which source the
 * program stands on; the console lists the programs whose sources are weak or old. No schema
 * library here: public pages import it as `@hbw/contract/program-sources` (decision 037).
 */

export const sourceKinds = ['administrator', 'lender', 'aggregator', 'news', 'other'] as const;
export type SourceKind = (typeof sourceKinds)[number];

export const sourceKindLabels: Record<SourceKind, string> = {
  administrator: 'Administrator’s own page',
  lender: 'Lender',
  aggregator: 'Site that collects programs',
  news: 'News report',
  other: 'Other site',
};

/**
 * A source as cited. `date` is the date the research gives it, as precise as it was given
 * (`2026-04-22`, `2025-11` or `2025`), or null when it gives none ("n.d.", "current"); `note` keeps
 * the rest of what the research says of it ("older", "quoting CHFA's page").
 */
export type ProgramSource = {
  name: string;
  url?: string | undefined;
  kind: SourceKind;
  date: string | null;
  note?: string | undefined;
};

/** What a buyer is told of the source a program stands on. */
export type SourceInBrief = Pick<ProgramSource, 'kind' | 'name' | 'date'>;

/** The source a program is judged by: the first of the administrator's own, else the first cited. */
export function bestSource<Source extends Pick<ProgramSource, 'kind'>>(sources: readonly Source[]): Source | undefined {
  return sources.find((source) => source.kind === 'administrator') ?? sources[0];
}

/** The last day a date can mean, as `yyyy-MM-dd`: a year its 31 December, a month its last day. */
export function lastDayOf(date: string): string {
  const [year, month, day] = date.split('-');
  if (day) return date;
  if (!month) return `${year}-12-31`;
  const last = new Date(Date.UTC(Number(year), Number(month), 0)).getUTCDate();
  return `${year}-${month}-${String(last).padStart(2, '0')}`;
}

/** The newest date among the sources (by the last day each can mean), or null when none is dated. */
export function newestSourceDate(sources: readonly Pick<ProgramSource, 'date'>[]): string | null {
  let newest: string | null = null;
  for (const { date } of sources) {
    if (date && (newest === null || lastDayOf(date) > lastDayOf(newest))) newest = date;
  }
  return newest;
}

const fromKind: Record<Exclude<SourceKind, 'administrator'>, string> = {
  lender: 'a lender’s page',
  aggregator: 'a site that collects programs',
  news: 'a news report',
  other: 'another site',
};

/**
 * One line on the source a program stands on: "From TDHCA's own page, dated 2026-04-21." or "From a
 * lender's page, not TDHCA's: a lender will confirm." Only the administrator's own page is called so.
 */
export function sourceNote(source: SourceInBrief | null, administrator: string): string {
  if (!source) return `No source is recorded: a lender or ${administrator} will confirm.`;
  const dated = source.date ? `, dated ${source.date}` : ', undated';
  if (source.kind === 'administrator') return `From ${administrator}’s own page${dated}.`;
  return `From ${fromKind[source.kind]}${dated}, not ${administrator}’s own: a lender will confirm.`;
}

/** Why the console lists a program's sources as weak or old. */
export const sourceConcernKinds = ['no_administrator_source', 'confidence_c', 'old_sources'] as const;
export type SourceConcernKind = (typeof sourceConcernKinds)[number];
export type SourceConcern = { kind: SourceConcernKind; text: string };

/**
 * What is weak or old in a program's sources on `today` (`yyyy-MM-dd`): no source of the
 * administrator's own, confidence C, or a newest dated source more than 12 months old (a date given
 * as a year or a month counts as its last day, so that nothing is called old that may not be). A
 * program with no dated source is not called old: nothing says when its sources were written.
 */
export function sourceConcerns(
  program: { confidence: string; sources: readonly Pick<ProgramSource, 'kind' | 'date'>[] },
  today: string,
): SourceConcern[] {
  const concerns: SourceConcern[] = [];
  if (!program.sources.some((source) => source.kind === 'administrator')) {
    concerns.push({ kind: 'no_administrator_source', text: 'No source of the administrator’s own' });
  }
  if (program.confidence === 'C') {
    concerns.push({ kind: 'confidence_c', text: 'Confidence C: weak, old or conflicting sources' });
  }
  const newest = newestSourceDate(program.sources);
  const aYearBefore = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  if (newest && lastDayOf(newest) < aYearBefore) {
    concerns.push({ kind: 'old_sources', text: `Newest dated source ${newest}, over 12 months old` });
  }
  return concerns;
}
