/** `GET passkeys`: the passkeys of the signed-in account, to list and remove. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type Passkey = { id: number; name: string; created_at: string; last_used_at: string | null };

export function getPasskeys({ signal }: { signal?: AbortSignal } = {}): Promise<Passkey[]> {
  return api.get('passkeys', { signal });
}

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: ['passkeys'], queryFn: ({ signal }) => getPasskeys({ signal }) });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
