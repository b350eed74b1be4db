/**
 * `GET appointment/slots`: the 27 slots of a day with a professional, in Eastern Time, and why a slot
 * is not free; for the holder of a Reschedule link, `GET call-link/{id}/slots`, the same list for
 * that call's buyer and professional.
 */
import { callLinkSlotsQuery, type Slot, slotsQuery } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';
import { type Caller, callerKey, callerRequest } from './caller';

export type SlotsQuery = z.input<typeof slotsQuery>;

export function getSlots(
  caller: Caller,
  query: SlotsQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<Slot[]> {
  const { path, headers } = callerRequest(caller, {
    session: () => ({ path: `appointment/slots${toQueryString(slotsQuery.parse(query))}` }),
    link: (id) => ({ path: `call-link/${id}/slots${toQueryString(callLinkSlotsQuery.parse({ date: query.date }))}` }),
  });
  return api.get(path, { signal, headers });
}

export const slotsQueryOptions = (caller: Caller, query: SlotsQuery) =>
  queryOptions({
    queryKey: ['slots', query.professional_detail_id, query.date, callerKey(caller)],
    queryFn: ({ signal }) => getSlots(caller, query, { signal }),
    // Another buyer may book at any moment: a grid shown again is asked for again. The grid the
    // booking page's loader asked for an instant before the page is rendered is not asked for twice.
    staleTime: 5_000,
  });

export function useSlots(caller: Caller, query: SlotsQuery) {
  return useQuery(slotsQueryOptions(caller, query));
}
