/** `GET admin/income-limits?state=`: a state's counties with the tables that hold limits for them. */
import { type AdminIncomeLimitsQuery, adminIncomeLimitsQuery, type incomeLimitStateSchema } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export function getIncomeLimitCounties(query: AdminIncomeLimitsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<z.infer<typeof incomeLimitStateSchema>>(
    `admin/income-limits${toQueryString(adminIncomeLimitsQuery.parse(query))}`,
    { signal },
  );
}

export const incomeLimitCountiesQueryOptions = (query: AdminIncomeLimitsQuery) =>
  queryOptions({
    queryKey: ['admin', 'income-limits', query],
    queryFn: ({ signal }) => getIncomeLimitCounties(query, { signal }),
  });

export function useIncomeLimitCounties(query: AdminIncomeLimitsQuery) {
  return useQuery(incomeLimitCountiesQueryOptions(query));
}
