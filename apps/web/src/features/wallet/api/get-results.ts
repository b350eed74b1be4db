/** `GET wizard/results`: the programs for the saved answers, a page at a time or all, filtered and sorted. */
import { type resultsPage, resultsQuery } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type ResultsQueryInput = z.input<typeof resultsQuery>;
export type ResultsPage = z.infer<typeof resultsPage>;

export function getResults(query: ResultsQueryInput, { signal }: { signal?: AbortSignal } = {}): Promise<ResultsPage> {
  const { all, ...rest } = resultsQuery.parse(query);
  return api.get(`wizard/results${toQueryString({ ...rest, all: all ? 1 : undefined })}`, { signal });
}

/** Under the `wizard` key: saving the questionnaire or starring a chip refreshes them. */
export const resultsQueryOptions = (query: ResultsQueryInput) =>
  queryOptions({
    queryKey: ['wizard', 'results', query],
    queryFn: ({ signal }) => getResults(query, { signal }),
    // The page shown stays while the next one loads, rather than the list jumping to a skeleton.
    placeholderData: keepPreviousData,
  });

export function useResults(query: ResultsQueryInput) {
  return useQuery(resultsQueryOptions(query));
}
