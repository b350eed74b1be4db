/** `GET programs/stats`: how many programs the catalogue holds, and in how many states. */
import type { CatalogueStats } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getCatalogueStats({ signal }: { signal?: AbortSignal } = {}): Promise<CatalogueStats> {
  return api.get('programs/stats', { signal });
}

export const catalogueStatsQueryOptions = () =>
  queryOptions({
    queryKey: ['programs', 'stats'],
    queryFn: ({ signal }) => getCatalogueStats({ signal }),
    staleTime: 60 * 60_000,
  });

export function useCatalogueStats() {
  return useQuery(catalogueStatsQueryOptions());
}
