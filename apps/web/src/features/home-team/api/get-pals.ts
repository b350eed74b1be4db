/** `GET my-pals`: the participating lenders of the programs in the buyer's wallet, those in their state first. */
import type { Pal } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getPals({ signal }: { signal?: AbortSignal } = {}): Promise<Pal[]> {
  return api.get('my-pals', { signal });
}

/** Under the `wizard` key: changed answers change the wallet, and so the PALs. */
export const palsQueryOptions = () =>
  queryOptions({ queryKey: ['wizard', 'pals'], queryFn: ({ signal }) => getPals({ signal }) });

export function usePals() {
  return useQuery(palsQueryOptions());
}
