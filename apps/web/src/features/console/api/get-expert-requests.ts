/** `GET admin/expert-requests`: the buyers' requests for an expert, newest first, filtered by status. */
import { type consoleExpertRequestPage, consoleExpertRequestsQuery } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type ExpertRequestsQuery = z.infer<typeof consoleExpertRequestsQuery>;

export function getExpertRequests(query: ExpertRequestsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<z.infer<typeof consoleExpertRequestPage>>(
    `admin/expert-requests${toQueryString(consoleExpertRequestsQuery.parse(query))}`,
    { signal },
  );
}

export const expertRequestsQueryOptions = (query: ExpertRequestsQuery) =>
  queryOptions({
    queryKey: ['admin', 'expert-requests', query],
    queryFn: ({ signal }) => getExpertRequests(query, { signal }),
  });

export function useExpertRequests(query: ExpertRequestsQuery) {
  return useQuery({ ...expertRequestsQueryOptions(query), placeholderData: keepPreviousData });
}
