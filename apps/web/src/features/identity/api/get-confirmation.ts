/**
 * `GET auth/confirmation`: the Google or Microsoft sign-in waiting in this browser for its email to
 * be proved with the code we mailed; a 404 when none is (it finished, expired, or began elsewhere).
 */
import type { providerConfirmation } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ProviderConfirmation = z.infer<typeof providerConfirmation>;

export const confirmationQueryOptions = () =>
  queryOptions({
    queryKey: ['provider-confirmation'],
    queryFn: ({ signal }) => api.get<ProviderConfirmation>('auth/confirmation', { signal }),
    retry: false,
  });

export function useProviderConfirmation() {
  return useQuery(confirmationQueryOptions());
}
