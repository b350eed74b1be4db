/** `GET admin/professionals`: professionals found by name, email or company, active or not, newest first. */
import { type consoleProfessionalPage, consoleProfessionalsQuery } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type ProfessionalsQuery = z.infer<typeof consoleProfessionalsQuery>;

export function getProfessionals(query: ProfessionalsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<z.infer<typeof consoleProfessionalPage>>(
    `admin/professionals${toQueryString(consoleProfessionalsQuery.parse(query))}`,
    { signal },
  );
}

export const professionalsQueryOptions = (query: ProfessionalsQuery) =>
  queryOptions({
    queryKey: ['admin', 'professionals', query],
    queryFn: ({ signal }) => getProfessionals(query, { signal }),
  });

export function useConsoleProfessionals(query: ProfessionalsQuery) {
  return useQuery({ ...professionalsQueryOptions(query), placeholderData: keepPreviousData });
}
