/**
 * `POST appointment/store`: books a slot. Each booking attempt carries its own `Idempotency-Key`, so
 * that sending the same attempt again (after a dropped connection, say) never books twice.
 */
import { type Appointment, storeAppointmentBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, checkedBody } from '@/lib/api-client';
import { callChanged } from './call-changed';

export type BookAppointmentInput = z.input<typeof storeAppointmentBody> & { idempotencyKey: string };

export function bookAppointment({ idempotencyKey, ...body }: BookAppointmentInput): Promise<Appointment> {
  return api.post('appointment/store', checkedBody(storeAppointmentBody, body), {
    headers: { 'idempotency-key': idempotencyKey },
  });
}

export function useBookAppointment() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: bookAppointment, ...callChanged(queryClient) });
}
