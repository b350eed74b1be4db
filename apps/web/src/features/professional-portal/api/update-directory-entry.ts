/** `PATCH pro/directory-entry`: the professional's company, NMLS id, bio, states and languages. */
import { type DirectoryEntryChange, directoryEntryBody, type Professional } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { directoryEntryQueryOptions } from './get-directory-entry';

export function updateDirectoryEntry(change: DirectoryEntryChange): Promise<Professional> {
  return api.patch('pro/directory-entry', directoryEntryBody.parse(change));
}

export function useUpdateDirectoryEntry() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateDirectoryEntry,
    onSuccess: (saved) => queryClient.setQueryData(directoryEntryQueryOptions().queryKey, saved),
  });
}
