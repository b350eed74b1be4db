/** `GET admin/programs/{id}`: one program as the console edits it, whatever its status. */
import type { ConsoleProgram } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getProgram(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<ConsoleProgram>(`admin/programs/${id}`, { signal });
}

export const programQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['admin', 'program', id],
    queryFn: ({ signal }) => getProgram(id, { signal }),
  });

export function useProgram(id: number) {
  return useQuery(programQueryOptions(id));
}
