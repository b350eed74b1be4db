/**
 * `POST microsoft.json` with `[{ appointment_id, name, email }]`: adds a guest to one of the
 * buyer's future calls; the server mails them the invitation. Answers the call's guests.
 */
import { addGuestBody, type Guest, type NewGuest } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { guestsQueryOptions } from './get-guests';

export function addGuest(guest: NewGuest): Promise<Guest[]> {
  return api.post('microsoft.json', addGuestBody.parse([guest]));
}

export function useAddGuest(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addGuest,
    onSuccess: (guests) => queryClient.setQueryData(guestsQueryOptions(appointmentId).queryKey, guests),
  });
}
