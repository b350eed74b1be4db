/**
 * `PUT appointment/reschedule`: moves a call to another free time, for the signed-in buyer; for the
 * holder of its Reschedule link, `PUT call-link/{id}/reschedule`, which uses the link up. The old
 * time is freed and the new one taken at once; the call keeps its meeting link.
 */
import { type Appointment, newCallTimeBody, rescheduleAppointmentBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, checkedBody } from '@/lib/api-client';
import { callChanged } from './call-changed';
import { type Caller, callerRequest } from './caller';

export type MoveCallInput = { id: number; appointmentDate: string };

export function rescheduleAppointment(caller: Caller, { id, appointmentDate }: MoveCallInput): Promise<Appointment> {
  const { path, body, headers } = callerRequest(caller, {
    session: () => ({
      path: 'appointment/reschedule',
      body: checkedBody(rescheduleAppointmentBody, { id, appointment_date: appointmentDate }),
    }),
    link: (linkedId) => ({
      path: `call-link/${linkedId}/reschedule`,
      body: checkedBody(newCallTimeBody, { appointment_date: appointmentDate }),
    }),
  });
  return api.put(path, body, { headers });
}

export function useRescheduleAppointment(caller: Caller) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: MoveCallInput) => rescheduleAppointment(caller, input),
    ...callChanged(queryClient),
  });
}
