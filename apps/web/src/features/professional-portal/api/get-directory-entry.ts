/** `GET pro/directory-entry`: the signed-in professional's entry in the directory buyers browse. */
import type { Professional } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getDirectoryEntry({ signal }: { signal?: AbortSignal } = {}): Promise<Professional> {
  return api.get('pro/directory-entry', { signal });
}

export const directoryEntryQueryOptions = () =>
  queryOptions({ queryKey: ['pro', 'directory-entry'], queryFn: ({ signal }) => getDirectoryEntry({ signal }) });

export function useDirectoryEntry() {
  return useQuery(directoryEntryQueryOptions());
}
