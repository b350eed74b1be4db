/**
 * `GET pro/appointments`: the calls booked with the professional, upcoming (soonest first), past or
 * cancelled (latest first).
 */
import { proAppointmentsQuery, type proCallPage } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type CallsQuery = z.infer<typeof proAppointmentsQuery>;

export function getCalls(query: CallsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<z.infer<typeof proCallPage>>(`pro/appointments${toQueryString(proAppointmentsQuery.parse(query))}`, {
    signal,
  });
}

export const callsQueryOptions = (query: CallsQuery) =>
  queryOptions({
    queryKey: ['pro', 'calls', query.when, query.page],
    queryFn: ({ signal }) => getCalls(query, { signal }),
  });

export function useCalls(query: CallsQuery) {
  return useQuery({ ...callsQueryOptions(query), placeholderData: keepPreviousData });
}
