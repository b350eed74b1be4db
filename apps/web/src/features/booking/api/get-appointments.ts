/** `GET appointment?page=`: the buyer's calls, newest first, ten a page. */
import { type appointmentPage, pageQuery } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type AppointmentPage = z.infer<typeof appointmentPage>;

export function getAppointments(page: number, { signal }: { signal?: AbortSignal } = {}): Promise<AppointmentPage> {
  return api.get(`appointment${toQueryString(pageQuery.parse({ page }))}`, { signal });
}

export const appointmentsQueryOptions = (page: number) =>
  queryOptions({
    queryKey: ['appointments', 'list', page],
    queryFn: ({ signal }) => getAppointments(page, { signal }),
  });

export function useAppointments(page: number) {
  // The page being left stays on screen while the next one loads, rather than a blank list.
  return useQuery({ ...appointmentsQueryOptions(page), placeholderData: keepPreviousData });
}
