/** `GET microsoft.json?appointment_id=`: the guests of one of the buyer's calls. */
import { callGuestsQuery, type Guest } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';

export function getGuests(appointmentId: number, { signal }: { signal?: AbortSignal } = {}): Promise<Guest[]> {
  return api.get(`microsoft.json${toQueryString(callGuestsQuery.parse({ appointment_id: appointmentId }))}`, {
    signal,
  });
}

export const guestsQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['appointments', appointmentId, 'guests'],
    queryFn: ({ signal }) => getGuests(appointmentId, { signal }),
  });

export function useGuests(appointmentId: number) {
  return useQuery(guestsQueryOptions(appointmentId));
}
