/**
 * Site search as a service of the app (`app.siteSearch`): one index of the programs, the published
 * posts and help pages, and the public pages, built when first asked for and built again after the
 * catalogue changed. The change feed says when (topic `catalogue`, triggers on programs and
 * administrators); while it is down a change might go unheard, so an index is then trusted for a
 * few seconds only. A search that arrives while the index is rebuilt waits for the new one: a change
 * already heard is never answered with the old index.
 */
import type { ContentCollection, SearchHit, SearchHitKind } from '@hbw/contract';
import { changeTopics } from '../../db/change-topics.ts';
import type { ChangeSource } from '../../lib/change-cache.ts';
import type { ContentStore } from '../content/index.ts';
import { DEFAULT_LOCALE } from '../content/index.ts';
import { contentDocument, pageDocuments, programDocument, type SearchableProgram } from './documents.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';

/** How long an index is trusted while the change feed is down. */
const UNHEARD_INDEX_MS = 10_000;

type Dependencies = {
  content: ContentStore;
  programs(): Promise<SearchableProgram[]>;
  changes: ChangeSource;
  now?(): number;
};

export function searchService({ content, programs, changes, now = Date.now }: Dependencies) {
  let built: { index: SearchIndex; at: number; version: number } | undefined;
  let building: Promise<SearchIndex> | undefined;
  let version = 0;
  const forget = () => {
    version += 1;
  };
  changes.subscribe(changeTopics.catalogue, { onChange: forget, onLost: forget });

  const published = async (collection: ContentCollection) =>
    (await content.documents(collection)).filter((document) => !document.draft && document._locale === DEFAULT_LOCALE);

  const build = async (): Promise<SearchIndex> => {
    const startedAt = version;
    const [rows, blog, docs] = await Promise.all([programs(), published('blog'), published('docs')]);
    const index = buildSearchIndex([
      ...rows.map(programDocument),
      ...[...blog, ...docs].map(contentDocument),
      ...pageDocuments(),
    ]);
    built = { index, at: now(), version: startedAt };
    return index;
  };

  const current = (): SearchIndex | undefined => {
    if (!built || built.version !== version) return undefined;
    if (!changes.live && now() - built.at > UNHEARD_INDEX_MS) return undefined;
    return built.index;
  };

  const rebuilt = (): Promise<SearchIndex> => {
    building ??= build().finally(() => {
      building = undefined;
    });
    return building;
  };

  return {
    /**
     * The best hits for the words of `query`, best first; none for a query without words. Answered
     * at once, without a promise, while the index is current (most searches).
     */
    search(
      query: string,
      { limit, kind }: { limit: number; kind?: SearchHitKind },
    ): readonly SearchHit[] | Promise<readonly SearchHit[]> {
      const ready = current();
      if (ready) return ready.search(query, limit, kind);
      return rebuilt().then((index) => index.search(query, limit, kind));
    },

    /** The ids of the programs the words of `query` find, best first (the marketplace's search). */
    async programIds(query: string): Promise<readonly number[]> {
      return (current() ?? (await rebuilt())).programIds(query);
    },
  };
}

export type SearchService = ReturnType<typeof searchService>;
