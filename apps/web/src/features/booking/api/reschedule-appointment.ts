/**
 * `PUT appointment/reschedule`: moves one of the buyer's future calls to another free time. The old
 * time is freed and the new one taken at once; the call keeps its meeting link.
 */
import { type Appointment, rescheduleAppointmentBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { callChanged } from './call-changed';

export function rescheduleAppointment(input: z.input<typeof rescheduleAppointmentBody>): Promise<Appointment> {
  return api.put('appointment/reschedule', rescheduleAppointmentBody.parse(input));
}

export function useRescheduleAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: rescheduleAppointment, ...callChanged(queryClient) });
}
