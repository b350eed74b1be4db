/**
 * `GET programs`: the catalogue, searched and filtered, a page at a time. The query's schema is
 * loaded when the catalogue is asked for, not with the marketplace, whose first page the server
 * rendered with its chips (decision 037).
 */
import type { ProgramListQuery, programListQuery, programPage } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export async function getPrograms(
  query: z.input<typeof programListQuery>,
  { signal }: { signal?: AbortSignal } = {},
): Promise<z.infer<typeof programPage>> {
  const { programListQuery } = await import('@hbw/contract');
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
