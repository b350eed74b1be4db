/**
 * `GET wizard-tool/session`: who is signed in, if anyone. A visitor is an ordinary answer (no 401 in
 * the browser's console); only an unreachable server is an error worth retrying.
 */
import type { Profile, SessionState } from '@hbw/contract';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { api } from '@/lib/api-client';

export async function getProfile({ signal }: { signal?: AbortSignal } = {}): Promise<Profile | null> {
  const session = await api.get<SessionState>('wizard-tool/session', { signal });
  return session.profile;
}

export const profileQueryOptions = () =>
  queryOptions({
    queryKey: ['profile'],
    queryFn: ({ signal }) => getProfile({ signal }),
    staleTime: 5 * 60_000,
  });

export function useProfile() {
  return useQuery(profileQueryOptions());
}

/** Keeps a profile the server just answered with, so that the header and every page show it at once. */
export function useStoreProfile() {
  const queryClient = useQueryClient();
  return useCallback(
    (profile: Profile) => queryClient.setQueryData(profileQueryOptions().queryKey, profile),
    [queryClient],
  );
}
