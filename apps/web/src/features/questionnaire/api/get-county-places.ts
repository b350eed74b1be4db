/** `GET programs/places`: the cities of a county that have programs of their own (decision 053). */
import type { CountyPlaces } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';

export function getCountyPlaces(county: string, { signal }: { signal?: AbortSignal } = {}): Promise<CountyPlaces> {
  return api.get(`programs/places${toQueryString({ county })}`, { signal });
}

export const countyPlacesQueryOptions = (county: string) =>
  queryOptions({
    queryKey: ['programs', 'places', county],
    queryFn: ({ signal }) => getCountyPlaces(county, { signal }),
    staleTime: 60 * 60_000,
  });

/** The county's cities, asked only once a county is chosen. */
export function useCountyPlaces(county: string) {
  return useQuery({ ...countyPlacesQueryOptions(county), enabled: /^\d{5}$/.test(county) });
}
