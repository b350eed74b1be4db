/** `GET passkeys`: the passkeys of the signed-in account, to list and remove. */
import type { Passkey } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPasskeys({ signal }: { signal?: AbortSignal } = {}): Promise<Passkey[]> {
  return api.get('passkeys', { signal });
}

export const passkeysQueryOptions = () =>
  queryOptions({ queryKey: ['passkeys'], queryFn: ({ signal }) => getPasskeys({ signal }) });

export function usePasskeys() {
  return useQuery(passkeysQueryOptions());
}
