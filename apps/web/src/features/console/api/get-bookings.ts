/** `GET admin/bookings`: every booked call, latest first, filtered; or all of them as a CSV download. */
import type { appointmentPage, consoleBookingsQuery } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type BookingsQuery = Omit<z.infer<typeof consoleBookingsQuery>, 'format'>;

export function getBookings(query: BookingsQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<z.infer<typeof appointmentPage>>(`admin/bookings${toQueryString(query)}`, { signal });
}

/** The address of the CSV of every call the filters keep (the page number aside). */
export function bookingsCsvAddress({ page: _page, ...filters }: BookingsQuery): string {
  return `/api/admin/bookings${toQueryString({ ...filters, format: 'csv' })}`;
}

export const bookingsQueryOptions = (query: BookingsQuery) =>
  queryOptions({
    queryKey: ['admin', 'bookings', query],
    queryFn: ({ signal }) => getBookings(query, { signal }),
  });

export function useBookings(query: BookingsQuery, enabled = true) {
  return useQuery({ ...bookingsQueryOptions(query), placeholderData: keepPreviousData, enabled });
}
