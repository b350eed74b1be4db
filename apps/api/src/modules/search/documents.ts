/**
 * What each searchable thing says to the index (`SearchDocument`): a program by its name, agency,
 * state, summary and the people it is for; a post or help page by its title, description and text;
 * a public page by its title and description. Pure, so that what is searchable is plain to see.
 */
import {
  type ContentDocument,
  dayText,
  type EligibilityRule,
  type FundingStatus,
  fundingStatusLabels,
  occupationLabels,
  type ProgramType,
  pages,
  programTypeLabels,
  usStates,
} from '@hbw/contract';
import type { SearchDocument } from './search-index.ts';

export type SearchableProgram = {
  id: number;
  name: string;
  state: string | null;
  type: ProgramType;
  summary: string;
  eligibility: EligibilityRule[];
  fundingStatus: FundingStatus;
  /** The day the catalogue's row was last reviewed: when we saw a closed program closed. */
  lastChecked: string;
  agencyName: string;
  agencyShortName: string;
};

const stateNames = new Map<string, string>(usStates.map((state) => [state.code, state.name]));

/** The people a program is for, in words a buyer would type. */
function targetGroups(eligibility: readonly EligibilityRule[]): string[] {
  return eligibility.flatMap((rule) => {
    if (rule.kind === 'first_time_buyer') return ['first-time buyers'];
    if (rule.kind === 'occupations') return rule.occupations.map((occupation) => occupationLabels[occupation]);
    return [];
  });
}

/** The states a national program names (a Federal Home Loan Bank's district), or none when it names none. */
function statesNamed(eligibility: readonly EligibilityRule[]): readonly string[] {
  const rule = eligibility.find((candidate) => candidate.kind === 'states');
  return rule?.kind === 'states' ? rule.states : [];
}

/**
 * A program as the search finds it: where it is offered (a state, the states it names, or
 * nationwide), and, when it takes no applications, that it is closed or paused and when we saw it so.
 */
export function programDocument(program: SearchableProgram): SearchDocument {
  const named = program.state === null ? statesNamed(program.eligibility) : [];
  const state =
    program.state !== null
      ? (stateNames.get(program.state) ?? program.state)
      : named.length > 0
        ? named.join(', ')
        : 'Nationwide';
  const shut = program.fundingStatus === 'closed' || program.fundingStatus === 'paused';
  const standing = shut
    ? ` · ${fundingStatusLabels[program.fundingStatus]}, as we saw it on ${dayText(program.lastChecked)}`
    : '';
  return {
    kind: 'program',
    title: program.name,
    address: `/marketplace/products/${program.id}`,
    programId: program.id,
    context: `${program.agencyShortName} · ${state}${standing}`,
    text: program.summary,
    keywords: [
      program.agencyName,
      program.agencyShortName,
      state,
      ...named.map((code) => stateNames.get(code) ?? code),
      shut ? fundingStatusLabels[program.fundingStatus] : '',
      program.state ?? '',
      programTypeLabels[program.type],
      ...targetGroups(program.eligibility),
    ].join(' '),
  };
}

/** Markdown as the words a reader sees: no markup, no link targets, no code fences. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/```[\s\S]*?```/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/^\s{0,3}(#{1,6}|>|[-*+]|\d+\.)\s+/gm, '')
    .replace(/[*_`~]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
}

export function contentDocument(document: ContentDocument): SearchDocument {
  const blog = document._path.startsWith('/blog/');
  return {
    kind: blog ? 'blog' : 'docs',
    title: document.title,
    address: document._path,
    context: blog ? 'Blog' : 'Help',
    text: plainText(document.body),
    // The description says in a sentence what the page is about: it weighs more than any sentence of
    // the text, as the tags do, so a help page found by its own summary comes before a long page
    // that only mentions the words.
    keywords: [...(Array.isArray(document.tags) ? document.tags : []), document.description].join(' '),
  };
}

/** The public pages worth finding: those search engines index too, one address each. */
export function pageDocuments(): SearchDocument[] {
  return pages.flatMap((page) => {
    const plain = !page.path.includes(':') && !page.path.includes('*');
    if (page.access !== 'public' || 'indexed' in page || !plain) return [];
    return [
      {
        kind: 'page' as const,
        title: page.title,
        address: page.path,
        context: 'Page',
        text: 'description' in page ? page.description : page.title,
        keywords: '',
      },
    ];
  });
}
