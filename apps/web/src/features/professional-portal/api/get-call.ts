/** `GET pro/appointments/{id}`: a call booked with the professional, with what they need of its buyer. */
import type { ProCall } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getCall(id: number, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<ProCall>(`pro/appointments/${id}`, { signal });
}

export const callQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['pro', 'calls', 'one', id],
    queryFn: ({ signal }) => getCall(id, { signal }),
  });

export function useCall(id: number) {
  return useQuery(callQueryOptions(id));
}
