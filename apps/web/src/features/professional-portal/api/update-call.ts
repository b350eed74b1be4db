/** `PUT pro/appointments/{id}`: the professional cancels a call with a note, or marks it completed or no-show. */
import { type Appointment, type ProCall, proAppointmentUpdateBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { callQueryOptions } from './get-call';

export type CallUpdate = { id: number } & z.input<typeof proAppointmentUpdateBody>;

export function updateCall({ id, ...change }: CallUpdate): Promise<Appointment> {
  return api.put(`pro/appointments/${id}`, proAppointmentUpdateBody.parse(change));
}

export function useUpdateCall() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateCall,
    // The call's page shows the new state at once; the lists and the call are read again after.
    onSuccess: (updated) =>
      queryClient.setQueryData<ProCall>(callQueryOptions(updated.id).queryKey, (call) =>
        call ? { ...call, ...updated } : call,
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['pro', 'calls'] }),
  });
}
