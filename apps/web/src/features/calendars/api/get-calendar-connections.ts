/**
 * `GET appointment/get-refresh-token`: which calendars the account has connected, whether the
 * provider still accepts our access, and until when the current access lasts. Never a token.
 */
import type { calendarConnectionsSchema } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type CalendarConnections = z.infer<typeof calendarConnectionsSchema>;
export type CalendarConnection = CalendarConnections['google'];

export function getCalendarConnections({ signal }: { signal?: AbortSignal } = {}): Promise<CalendarConnections> {
  return api.get('appointment/get-refresh-token', { signal });
}

export const calendarConnectionsQueryOptions = () =>
  queryOptions({
    queryKey: ['calendar-connections'],
    queryFn: ({ signal }) => getCalendarConnections({ signal }),
    staleTime: 0,
  });

export function useCalendarConnections() {
  return useQuery(calendarConnectionsQueryOptions());
}
