/**
 * `GET auth/providers`: which of Google and Microsoft this installation is set up with, so that
 * only their sign-in buttons and calendar connections are offered. Shared by the sign-in buttons and
 * the calendar panel.
 */
import type { SignInOptions } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

export function getSignInOptions({ signal }: { signal?: AbortSignal } = {}): Promise<SignInOptions> {
  return api.get('auth/providers', { signal });
}

export const signInOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['sign-in-options'],
    queryFn: ({ signal }) => getSignInOptions({ signal }),
    // The installation's settings change only with a restart.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function useSignInOptions() {
  return useQuery(signInOptionsQueryOptions());
}
