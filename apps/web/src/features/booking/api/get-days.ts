/**
 * `GET appointment/days`: each day of a month with a professional, whether it has free times and how
 * many; and the first day from today that has one, which the booking page opens on. For the holder
 * of a Reschedule link, `GET call-link/{id}/days`, the same days for that call's buyer and professional.
 */
import { BOOKING_HORIZON_DAYS, type BookingDay, callLinkDaysQuery, daysQuery } from '@hbw/contract';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';
import { addDays, todayInNewYork } from '@/lib/call-time';
import { type Caller, callerKey, callerRequest, signedIn } from './caller';
import { slotsQueryOptions } from './get-slots';

export type DaysQuery = z.input<typeof daysQuery>;

export function getDays(
  caller: Caller,
  query: DaysQuery,
  { signal }: { signal?: AbortSignal } = {},
): Promise<BookingDay[]> {
  const { path, headers } = callerRequest(caller, {
    session: () => ({ path: `appointment/days${toQueryString(daysQuery.parse(query))}` }),
    link: (id) => ({ path: `call-link/${id}/days${toQueryString(callLinkDaysQuery.parse({ month: query.month }))}` }),
  });
  return api.get(path, { signal, headers });
}

export const daysQueryOptions = (caller: Caller, query: DaysQuery) =>
  queryOptions({
    queryKey: ['booking-days', query.professional_detail_id, query.month, callerKey(caller)],
    queryFn: ({ signal }) => getDays(caller, query, { signal }),
    // Free times go as other buyers book; the day's slot list, always asked for again, has the last word.
    staleTime: 15_000,
  });

export function useDays(caller: Caller, query: DaysQuery) {
  return useQuery(daysQueryOptions(caller, query));
}

/** The months (`yyyy-MM`) from the one of `today` to the one of the last bookable day. */
export function bookableMonths(today: string): string[] {
  const last = addDays(today, BOOKING_HORIZON_DAYS).slice(0, 7);
  const months: string[] = [];
  for (let month = today.slice(0, 7); month <= last; month = nextMonth(month)) months.push(month);
  return months;
}

function nextMonth(month: string): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** The first day from `today` with a free time, month by month; null when none has one. */
async function firstFreeDay(queryClient: QueryClient, caller: Caller, professionalId: number, today: string) {
  for (const month of bookableMonths(today)) {
    const days = await queryClient.fetchQuery(
      daysQueryOptions(caller, { professional_detail_id: professionalId, month }),
    );
    const first = days.find((day) => day.bookable && day.date >= today);
    if (first) return first.date;
  }
  return null;
}

const firstFreeDayQueryOptions = (queryClient: QueryClient, caller: Caller, professionalId: number, today: string) =>
  queryOptions({
    queryKey: ['booking-first-free-day', professionalId, today, callerKey(caller)],
    queryFn: () => firstFreeDay(queryClient, caller, professionalId, today),
    staleTime: 0,
  });

export function useFirstFreeDay(caller: Caller, professionalId: number, today: string, enabled: boolean) {
  const queryClient = useQueryClient();
  return useQuery({ ...firstFreeDayQueryOptions(queryClient, caller, professionalId, today), enabled });
}

/**
 * The day the signed-in buyer's booking page opens on, asked for as soon as the page is known: the
 * day asked in the address (its month's days and its slots together), or the first day with a free
 * time and then its slots. A call that fails is left to the page to say.
 */
export async function prefetchBookingDay(queryClient: QueryClient, professionalId: number, askedDate: string | null) {
  const slotsOf = (date: string) =>
    queryClient.prefetchQuery(slotsQueryOptions(signedIn, { professional_detail_id: professionalId, date }));
  if (askedDate) {
    await Promise.all([
      queryClient.prefetchQuery(
        daysQueryOptions(signedIn, { professional_detail_id: professionalId, month: askedDate.slice(0, 7) }),
      ),
      slotsOf(askedDate),
    ]);
    return;
  }
  const first = await queryClient
    .fetchQuery(firstFreeDayQueryOptions(queryClient, signedIn, professionalId, todayInNewYork()))
    .catch(() => null);
  if (first) await slotsOf(first);
}
