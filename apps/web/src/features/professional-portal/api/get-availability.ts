/** `GET pro/availability`: when the signed-in professional takes calls: slots per weekday, and days off. */
import type { WeeklyAvailability } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAvailability({ signal }: { signal?: AbortSignal } = {}): Promise<WeeklyAvailability> {
  return api.get('pro/availability', { signal });
}

export const availabilityQueryOptions = () =>
  queryOptions({ queryKey: ['pro', 'availability'], queryFn: ({ signal }) => getAvailability({ signal }) });

export function useAvailability() {
  return useQuery(availabilityQueryOptions());
}
