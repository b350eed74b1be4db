/** `GET professionals?program_id=`: the lenders and experts a buyer can book about a program. */
import { type Professional, professionalListQuery } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type ProfessionalsQuery = z.input<typeof professionalListQuery>;

export function getProfessionals(
  query: ProfessionalsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Professional[]> {
  const parsed = professionalListQuery.parse(query);
  return api.get(`professionals${toQueryString(parsed)}`, { signal });
}

export const professionalsQueryOptions = (query: ProfessionalsQuery) =>
  queryOptions({
    queryKey: ['professionals', 'list', query],
    queryFn: ({ signal }) => getProfessionals(query, { signal }),
    staleTime: 5 * 60_000,
  });

export function useProfessionals(query: ProfessionalsQuery) {
  return useQuery(professionalsQueryOptions(query));
}
