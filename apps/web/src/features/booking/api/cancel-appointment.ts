/**
 * `PUT appointment/cancel?id=`: cancels a call, for the signed-in buyer; for the holder of its Cancel
 * link, `PUT call-link/{id}/cancel`, which uses the link up. The slot is free again at once.
 */
import { type Appointment, cancelQuery } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';
import { type Caller, callerRequest } from './caller';
import { appointmentQueryOptions } from './get-appointment';

export function cancelAppointment(caller: Caller, id: number): Promise<Appointment> {
  const { path, headers } = callerRequest(caller, {
    session: () => ({ path: `appointment/cancel${toQueryString(cancelQuery.parse({ id }))}` }),
    link: (linkedId) => ({ path: `call-link/${linkedId}/cancel` }),
  });
  return api.put(path, undefined, { headers });
}

export function useCancelAppointment(caller: Caller) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => cancelAppointment(caller, id),
    onSuccess: (appointment) => {
      queryClient.setQueryData(appointmentQueryOptions(appointment.id).queryKey, appointment);
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['appointments'] }),
        queryClient.invalidateQueries({ queryKey: ['slots'] }),
        queryClient.invalidateQueries({ queryKey: ['booking-days'] }),
      ]),
  });
}
