/** `PUT pro/availability`: replaces the professional's weekly hours and days off; buyers' grids follow at once. */
import { type WeeklyAvailability, weeklyAvailabilitySchema } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { availabilityQueryOptions } from './get-availability';

export function saveAvailability(availability: z.input<typeof weeklyAvailabilitySchema>): Promise<WeeklyAvailability> {
  return api.put('pro/availability', weeklyAvailabilitySchema.parse(availability));
}

export function useSaveAvailability() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailability,
    onSuccess: (saved) => queryClient.setQueryData(availabilityQueryOptions().queryKey, saved),
  });
}
