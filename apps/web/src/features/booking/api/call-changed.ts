/**
 * What a booked or moved call changes in the caches: the call itself and the lists of calls, and,
 * won or lost, the days and times shown (the time is now taken, by this buyer or another).
 */
import type { Appointment } from '@hbw/contract';
import type { QueryClient } from '@tanstack/react-query';
import { appointmentQueryOptions } from './get-appointment';

export function callChanged(queryClient: QueryClient) {
  return {
    onSuccess: (appointment: Appointment) => {
      queryClient.setQueryData(appointmentQueryOptions(appointment.id).queryKey, appointment);
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['slots'] }),
        queryClient.invalidateQueries({ queryKey: ['booking-days'] }),
      ]),
  };
}
