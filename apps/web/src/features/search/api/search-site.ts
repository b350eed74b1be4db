/**
 * `GET search.json`: the site's search (programs, posts, help pages, public pages), best first. The
 * header's search box and the error page ask it; a query without words is not sent.
 */
import { type SearchHit, type SearchHitKind, searchQuerySchema } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type SearchSiteInput = z.input<typeof searchQuerySchema>;

export function searchSite(input: SearchSiteInput, { signal }: { signal?: AbortSignal } = {}): Promise<SearchHit[]> {
  return api.get(`search.json${toQueryString(searchQuerySchema.parse(input))}`, { signal });
}

/** Whether a query has anything to search for: a letter or a digit. */
export const hasWords = (query: string) => /[\p{L}\p{N}]/u.test(query);

export const searchSiteQueryOptions = (query: string, { limit, kind }: { limit?: number; kind?: SearchHitKind } = {}) =>
  queryOptions({
    queryKey: ['search', query.trim().toLowerCase(), limit ?? null, kind ?? null],
    queryFn: ({ signal }) => searchSite({ q: query.trim(), limit, kind }, { signal }),
    enabled: hasWords(query),
    staleTime: 5 * 60_000,
  });

/** The hits for a query as it is typed: the last answer stays on screen while the next one comes. */
export function useSiteSearch(query: string, options: { limit?: number; kind?: SearchHitKind } = {}) {
  return useQuery({ ...searchSiteQueryOptions(query, options), placeholderData: keepPreviousData });
}
