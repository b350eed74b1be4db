/** `GET admin/programs`: the catalogue searched and filtered, with the programs not reviewed for a while or whose sources are weak or old. */
import { type consoleProgramPage, consoleProgramsQuery } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type ProgramsQuery = z.infer<typeof consoleProgramsQuery>;

export function getPrograms(query: ProgramsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<z.infer<typeof consoleProgramPage>>(
    `admin/programs${toQueryString(consoleProgramsQuery.parse(query))}`,
    {
      signal,
    },
  );
}

export const programsQueryOptions = (query: ProgramsQuery) =>
  queryOptions({
    queryKey: ['admin', 'programs', query],
    queryFn: ({ signal }) => getPrograms(query, { signal }),
  });

export function usePrograms(query: ProgramsQuery) {
  return useQuery({ ...programsQueryOptions(query), placeholderData: keepPreviousData });
}
