/** `GET programs/{id}`: one program with its benefit, its rules and the programs it cannot be combined with. */
import type { ProgramDetail } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getProgram(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<ProgramDetail> {
  return api.get(`programs/${id}`, { signal });
}

export const programQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['programs', id],
    queryFn: ({ signal }) => getProgram(id, { signal }),
    // Programs change when staff correct them, a few times a year.
    staleTime: 10 * 60_000,
  });

export function useProgram(id: number) {
  return useQuery(programQueryOptions(id));
}
