/** `GET programs`: the catalogue, searched and filtered, a page at a time. */
import { type ProgramListQuery, programListQuery, type programPage } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export function getPrograms(
  query: z.input<typeof programListQuery>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<z.infer<typeof programPage>> {
  const parsed: ProgramListQuery = programListQuery.parse(query);
  return api.get(`programs${toQueryString(parsed)}`, { signal });
}

export const programsQueryOptions = (query: z.input<typeof programListQuery>) =>
  queryOptions({
    queryKey: ['programs', 'list', query],
    queryFn: ({ signal }) => getPrograms(query, { signal }),
    staleTime: 10 * 60_000,
  });

export function usePrograms(query: z.input<typeof programListQuery>) {
  return useQuery(programsQueryOptions(query));
}
