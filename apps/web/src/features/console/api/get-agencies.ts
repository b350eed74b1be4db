/** `GET admin/agencies`: program administrators by name, found by name or state. */
import { consoleAgenciesQuery, type consoleAgencyPage } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type AgenciesQuery = z.infer<typeof consoleAgenciesQuery>;

export function getAgencies(query: AgenciesQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<z.infer<typeof consoleAgencyPage>>(
    `admin/agencies${toQueryString(consoleAgenciesQuery.parse(query))}`,
    {
      signal,
    },
  );
}

export const agenciesQueryOptions = (query: AgenciesQuery) =>
  queryOptions({
    queryKey: ['admin', 'agencies', query],
    queryFn: ({ signal }) => getAgencies(query, { signal }),
  });

export function useAgencies(query: AgenciesQuery) {
  return useQuery({ ...agenciesQueryOptions(query), placeholderData: keepPreviousData });
}
