/** `PUT appointment/cancel?id=`: cancels one of the buyer's calls; the slot is free again at once. */
import { type Appointment, cancelQuery } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';
import { appointmentQueryOptions } from './get-appointment';

export function cancelAppointment(id: number): Promise<Appointment> {
  return api.put(`appointment/cancel${toQueryString(cancelQuery.parse({ id }))}`);
}

export function useCancelAppointment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cancelAppointment,
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
