/**
 * `POST microsoft.json` with `[{ appointment_id, name, email }]`: adds a guest to one of the
 * buyer's future calls; the server mails them the invitation. Answers the call's guests. The
 * schemas are loaded on first use, not with the call's page (decision 037).
 */
import type { Guest, NewGuest } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { guestsQueryOptions } from './get-guests';

/** One guest as the call sends it in its one-element array: the form checks a guest with it. */
export const loadNewGuestInput = () => import('@hbw/contract').then((contract) => contract.newGuestSchema);

export async function addGuest(guest: NewGuest): Promise<Guest[]> {
  const { addGuestBody } = await import('@hbw/contract');
  return api.post('microsoft.json', addGuestBody.parse([guest]));
}

export function useAddGuest(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGuest,
    onSuccess: (guests) => queryClient.setQueryData(guestsQueryOptions(appointmentId).queryKey, guests),
  });
}
