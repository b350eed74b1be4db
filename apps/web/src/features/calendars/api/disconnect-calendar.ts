/** `DELETE calendars/{provider}`: the calendar's tokens are deleted; calls are no longer put in it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { ProviderName } from '@/lib/provider-window';
import { type CalendarConnections, calendarConnectionsQueryOptions } from './get-calendar-connections';

export function disconnectCalendar(provider: ProviderName): Promise<CalendarConnections> {
  return api.delete(`calendars/${provider}`);
}

export function useDisconnectCalendar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: disconnectCalendar,
    onSuccess: (connections) => queryClient.setQueryData(calendarConnectionsQueryOptions().queryKey, connections),
  });
}
