/** `GET wallet`: the buyer's wallet, what each chip adds, what might add, and how answers would change it. */
import type { Wallet } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getWallet({ signal }: { signal?: AbortSignal } = {}): Promise<Wallet> {
  return api.get('wallet', { signal });
}

/** Under the `wizard` key: saving the questionnaire refreshes it. */
export const walletQueryOptions = () =>
  queryOptions({ queryKey: ['wizard', 'wallet'], queryFn: ({ signal }) => getWallet({ signal }) });

export function useWallet() {
  return useQuery(walletQueryOptions());
}
