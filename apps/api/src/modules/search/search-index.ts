/**
 * The site's search index, in this process (decision 024): every searchable thing as a document,
 * found by MiniSearch with prefixes and typos forgiven ("texs heros" finds Homes for Texas Heroes),
 * ranked by BM25 with the title weighing most, each hit with a short excerpt whose matching words
 * are highlighted. Pure: what goes in is built by `service.ts`, and the ranking is tested as a table.
 */
import type { ExcerptPart, SearchHit, SearchHitKind } from '@hbw/contract';
import MiniSearch, { type SearchResult } from 'minisearch';

export type SearchDocument = {
  kind: SearchHitKind;
  title: string;
  address: string;
  context: string;
  /** The text the excerpt is cut from: a program's summary, a post's description and body. */
  text: string;
  /** Words that find the document without showing in it: an agency's names, a state, target groups. */
  keywords: string;
  /** A program's id, for the marketplace's search (`programIds`). */
  programId?: number;
};

type Indexed = SearchDocument & { id: number };

/**
 * The answers cached per index, by their words, limit and kind: the same searches come again and again
 * (the header's box as it is typed in, the error page of a common mistake), and an answer cached is
 * sent as the bytes it was serialized to the first time (`lib/cached-answers.ts`).
 */
const CACHED_ANSWERS = 1_000;

/** More programs than the marketplace pages through for one search. */
const MAX_PROGRAMS = 1_000;

/** How many characters an excerpt holds, about two lines of a result. */
const EXCERPT_LENGTH = 160;

/** Lower case without accents, so that "Montaña" and "montana" are one word. */
export function normalizedWord(word: string): string {
  return word
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;
export const wordsOf = (text: string): string[] => (text.match(WORD) ?? []).map(normalizedWord);

/** The words of a query that are searched: a few are enough to find anything, and each costs time. */
const MAX_QUERY_WORDS = 10;
const queryWords = (query: string) => wordsOf(query).slice(0, MAX_QUERY_WORDS);

const options = {
  fields: ['title', 'keywords', 'text'],
  tokenize: (text: string) => text.match(WORD) ?? [],
  processTerm: (term: string) => normalizedWord(term),
  searchOptions: { boost: { title: 3, keywords: 1.5 }, weights: { fuzzy: 0.6, prefix: 0.8 } },
};

/** The typos a word may have: none under four letters, one up to six, two from seven. */
const typosAllowed = (word: string) => (word.length < 4 ? 0 : word.length < 7 ? 1 : 2);

/** Whether a word of the index starts with `prefix`, by binary search in the sorted words. */
function startsSomeWord(sortedWords: readonly string[], prefix: string): boolean {
  let low = 0;
  let high = sortedWords.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sortedWords[middle] as string) < prefix) low = middle + 1;
    else high = middle;
  }
  return sortedWords[low]?.startsWith(prefix) ?? false;
}

export type SearchIndex = {
  /** The best hits, best first; the same list object for the same words, limit and kind, never to be changed. */
  search(query: string, limit: number, kind?: SearchHitKind): readonly SearchHit[];
  /** The ids of the programs the words find, best first: the marketplace's search. */
  programIds(query: string): readonly number[];
  readonly size: number;
};

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<Indexed>(options);
  const indexed = documents.map((document, id) => ({ ...document, id }));
  index.addAll(indexed);

  const hitOf = (result: SearchResult): SearchHit => {
    const document = indexed[result.id] as Indexed;
    return {
      kind: document.kind,
      title: document.title,
      address: document.address,
      context: document.context,
      excerpt: excerpt(document.text, new Set(result.terms)),
    };
  };

  // Every word of the index, sorted: a word the index knows is matched as it is, and only a word it
  // does not know is looked for with typos. Expanding a common word to its neighbours ("home" to
  // "hope", "come", "homes") matched most documents several times over, for nothing.
  const known = new Set(
    indexed.flatMap((document) => wordsOf(`${document.title} ${document.keywords} ${document.text}`)),
  );
  const sortedWords = [...known].sort();

  const find = (words: readonly string[], limit: number, kind: SearchHitKind | undefined): SearchResult[] => {
    const last = words.length - 1;
    const search = {
      // The last word may be still being typed: it also finds the words it begins.
      prefix: (_term: string, at: number) => at === last && (words[last]?.length ?? 0) >= 2,
      fuzzy: (term: string, at: number) => {
        const unknown = at === last ? !startsSomeWord(sortedWords, term) : !known.has(term);
        return unknown ? typosAllowed(term) : false;
      },
      ...(kind ? { filter: (result: SearchResult) => indexed[result.id]?.kind === kind } : {}),
    };
    const query = words.join(' ');
    // Every word must match where some document has them all; otherwise the best of any word, so
    // that a mistyped address or a word too many still finds something.
    let results = index.search(query, { ...search, combineWith: 'AND' });
    if (results.length === 0) results = index.search(query, { ...search, combineWith: 'OR' });
    return results.slice(0, limit);
  };

  const cached = new Map<string, readonly SearchHit[]>();
  const none: readonly SearchHit[] = Object.freeze([]);
  const cache = (key: string, hits: readonly SearchHit[]) => {
    if (cached.size >= CACHED_ANSWERS) cached.delete(cached.keys().next().value as string);
    cached.set(key, hits);
  };
  return {
    size: indexed.length,
    search(query, limit, kind) {
      // Cached by the query as it came first, so that a search asked again costs a look-up, then by
      // its words, so that "Texas  heroes" and "texas heroes" share an answer.
      const asked = `${kind ?? ''} ${limit} ${query}`;
      let hits = cached.get(asked);
      if (hits !== undefined) return hits;
      const words = queryWords(query);
      if (words.length === 0) return none;
      const key = `${kind ?? ''} ${limit} ${words.join(' ')}`;
      hits = cached.get(key) ?? find(words, limit, kind).map(hitOf);
      cache(key, hits);
      cache(asked, hits);
      return hits;
    },
    programIds(query) {
      const words = queryWords(query);
      if (words.length === 0) return [];
      return find(words, MAX_PROGRAMS, 'program').flatMap((result) => indexed[result.id]?.programId ?? []);
    },
  };
}

/**
 * About `EXCERPT_LENGTH` characters of `text` around its first matching word, cut at word
 * boundaries, with the matching words highlighted. A text without a match gives its beginning.
 */
export function excerpt(text: string, matchedTerms: ReadonlySet<string>): ExcerptPart[] {
  const words = [...text.matchAll(WORD)].map((match) => ({
    start: match.index,
    end: match.index + match[0].length,
    matched: matchedTerms.has(normalizedWord(match[0])),
  }));
  const first = words.find((word) => word.matched);
  let start = 0;
  if (first && first.end > EXCERPT_LENGTH) {
    // The match about a third of the way in, the window starting on a word.
    const wanted = first.start - Math.floor(EXCERPT_LENGTH / 3);
    start = words.find((word) => word.start >= wanted)?.start ?? first.start;
  }
  let end = Math.min(text.length, start + EXCERPT_LENGTH);
  if (end < text.length) {
    const lastWhole = words.filter((word) => word.start >= start && word.end <= end).at(-1);
    end = lastWhole?.end ?? end;
  }
  const parts: ExcerptPart[] = [];
  const push = (piece: string, highlighted: boolean) => {
    if (piece === '') return;
    const last = parts.at(-1);
    if (last && last.highlighted === highlighted) last.text += piece;
    else parts.push({ text: piece, highlighted });
  };
  if (start > 0) push('… ', false);
  let at = start;
  for (const word of words) {
    if (!word.matched || word.start < start || word.end > end) continue;
    push(text.slice(at, word.start), false);
    push(text.slice(word.start, word.end), true);
    at = word.end;
  }
  push(text.slice(at, end), false);
  if (end < text.length) push(' …', false);
  return parts.map((part) => ({ ...part, text: part.text.replace(/\s+/g, ' ') }));
}
