/** `GET admin/income-limits?state=`: a state's counties with the tables that hold limits for them. */
import { type ConsoleIncomeLimitsQuery, consoleIncomeLimitsQuery, type incomeLimitStateSchema } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export function getIncomeLimitCounties(query: ConsoleIncomeLimitsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<z.infer<typeof incomeLimitStateSchema>>(
    `admin/income-limits${toQueryString(consoleIncomeLimitsQuery.parse(query))}`,
    { signal },
  );
}

export const incomeLimitCountiesQueryOptions = (query: ConsoleIncomeLimitsQuery) =>
  queryOptions({
    queryKey: ['admin', 'income-limits', query],
    queryFn: ({ signal }) => getIncomeLimitCounties(query, { signal }),
  });

export function useIncomeLimitCounties(query: ConsoleIncomeLimitsQuery) {
  return useQuery(incomeLimitCountiesQueryOptions(query));
}
