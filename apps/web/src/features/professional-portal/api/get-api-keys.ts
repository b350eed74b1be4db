/** `GET pro/api-keys`: the signed-in professional's API keys not revoked, with their scopes and last use. */
import type { ApiKey } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getApiKeys({ signal }: { signal?: AbortSignal } = {}): Promise<ApiKey[]> {
  return api.get('pro/api-keys', { signal });
}

export const apiKeysQueryOptions = () =>
  queryOptions({ queryKey: ['pro', 'api-keys'], queryFn: ({ signal }) => getApiKeys({ signal }) });

export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}
