/** `GET favorites`: the buyer's starred chips, the latest first. */
import type { ProgramSummary } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getFavorites({ signal }: { signal?: AbortSignal } = {}): Promise<ProgramSummary[]> {
  return api.get('favorites', { signal });
}

/** Under the `wizard` key, with the results that mark favourites too: a star refreshes both. */
export const favoritesQueryOptions = () =>
  queryOptions({ queryKey: ['wizard', 'favorites'], queryFn: ({ signal }) => getFavorites({ signal }) });

export function useFavorites({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...favoritesQueryOptions(), enabled });
}
