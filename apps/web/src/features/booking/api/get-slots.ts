/** `GET appointment/slots`: the 27 slots of a day with a professional, in Eastern Time, and why a slot is not free. */
import { type Slot, slotsQuery } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type SlotsQuery = z.input<typeof slotsQuery>;

export function getSlots(query: SlotsQuery, { signal }: { signal?: AbortSignal } = {}): Promise<Slot[]> {
  return api.get(`appointment/slots${toQueryString(slotsQuery.parse(query))}`, { signal });
}

export const slotsQueryOptions = (query: SlotsQuery) =>
  queryOptions({
    queryKey: ['slots', query.professional_detail_id, query.date],
    queryFn: ({ signal }) => getSlots(query, { signal }),
    // Another buyer may book at any moment: a grid shown again is asked for again. The grid the
    // booking page's loader asked for an instant before the page is drawn is not asked for twice.
    staleTime: 5_000,
  });

export function useSlots(query: SlotsQuery) {
  return useQuery(slotsQueryOptions(query));
}
