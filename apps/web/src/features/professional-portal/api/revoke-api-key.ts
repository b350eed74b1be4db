/** `DELETE pro/api-keys/:id`: revokes a key; the next call made with it is refused. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiKeysQueryOptions } from './get-api-keys';

export function revokeApiKey(id: number): Promise<void> {
  return api.delete(`pro/api-keys/${id}`);
}

export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
