/**
 * `GET appointment/slots`: the 27 slots of a day with a professional, in Eastern Time, and why a slot
 * is not free; with a link of a call's email, the same list for that call's buyer, without signing in.
 */
import { callLinkSlotsQuery, type Slot, slotsQuery } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';
import { type CallLinkAccess, callLinkHeaders } from './call-link';

export type SlotsQuery = z.input<typeof slotsQuery>;

export function getSlots(
  query: SlotsQuery,
  { signal, link }: { signal?: AbortSignal; link?: CallLinkAccess | undefined } = {},
): Promise<Slot[]> {
  if (link) {
    const linkQuery = toQueryString(callLinkSlotsQuery.parse({ date: query.date }));
    return api.get(`call-link/${link.appointmentId}/slots${linkQuery}`, { signal, headers: callLinkHeaders(link) });
  }
  return api.get(`appointment/slots${toQueryString(slotsQuery.parse(query))}`, { signal });
}

export const slotsQueryOptions = (query: SlotsQuery, link?: CallLinkAccess) =>
  queryOptions({
    queryKey: ['slots', query.professional_detail_id, query.date, link?.appointmentId ?? null],
    queryFn: ({ signal }) => getSlots(query, { signal, link }),
    // Another buyer may book at any moment: a grid shown again is asked for again. The grid the
    // booking page's loader asked for an instant before the page is rendered is not asked for twice.
    staleTime: 5_000,
  });

export function useSlots(query: SlotsQuery, link?: CallLinkAccess) {
  return useQuery(slotsQueryOptions(query, link));
}
