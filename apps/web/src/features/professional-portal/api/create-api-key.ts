/** `POST pro/api-keys`: a new key with a name and scopes; the answer is the only one that holds the whole key. */
import type { NewApiKey, NewApiKeyBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiKeysQueryOptions } from './get-api-keys';

export function createApiKey(body: NewApiKeyBody): Promise<NewApiKey> {
  return api.post('pro/api-keys', body);
}

export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createApiKey,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
