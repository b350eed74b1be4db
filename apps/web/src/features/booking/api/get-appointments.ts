/**
 * `GET appointment?page=`: the buyer's calls, newest first, ten a page. The query's schema is loaded
 * when the calls are asked for, not with the dashboard, which the server rendered with them (decision 037).
 */
import type { appointmentPage } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type AppointmentPage = z.infer<typeof appointmentPage>;

export async function getAppointments(
  page: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<AppointmentPage> {
  const { pageQuery } = await import('@hbw/contract');
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
