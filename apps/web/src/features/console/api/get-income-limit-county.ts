/** `GET admin/income-limits/{county_fips}`: every median and limit stored for one county. */
import type { IncomeLimitCountyDetail } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getIncomeLimitCounty(countyFips: string, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<IncomeLimitCountyDetail>(`admin/income-limits/${encodeURIComponent(countyFips)}`, { signal });
}

export const incomeLimitCountyQueryOptions = (countyFips: string) =>
  queryOptions({
    queryKey: ['admin', 'income-limits', 'county', countyFips],
    queryFn: ({ signal }) => getIncomeLimitCounty(countyFips, { signal }),
  });

export function useIncomeLimitCounty(countyFips: string) {
  return useQuery(incomeLimitCountyQueryOptions(countyFips));
}
