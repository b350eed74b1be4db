/** `GET professionals/{id}`: one lender or expert, with the programs they take part in. */
import type { Professional } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getProfessional(id: number, { signal }: { signal?: AbortSignal } = {}): Promise<Professional> {
  return api.get(`professionals/${id}`, { signal });
}

export const professionalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['professionals', id],
    queryFn: ({ signal }) => getProfessional(id, { signal }),
    staleTime: 5 * 60_000,
  });

export function useProfessional(id: number) {
  return useQuery(professionalQueryOptions(id));
}
