/** `PUT pro/appointments/{id}`: the professional cancels a call with a note, or marks it completed or no-show. */
import { type Appointment, proAppointmentUpdateBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type CallUpdate = { id: number } & z.input<typeof proAppointmentUpdateBody>;

export function updateCall({ id, ...change }: CallUpdate): Promise<Appointment> {
  return api.put(`pro/appointments/${id}`, proAppointmentUpdateBody.parse(change));
}

export function useUpdateCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCall,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pro', 'calls'] }),
  });
}
