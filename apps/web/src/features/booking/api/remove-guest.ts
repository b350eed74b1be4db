/** `DELETE microsoft.json?appointment_id=&email=`: takes a guest off one of the buyer's future calls. */
import { type Guest, removeGuestQuery } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';
import { guestsQueryOptions } from './get-guests';

export function removeGuest(input: { appointment_id: number; email: string }): Promise<Guest[]> {
  return api.delete(`microsoft.json${toQueryString(removeGuestQuery.parse(input))}`);
}

export function useRemoveGuest(appointmentId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeGuest,
    onSuccess: (guests) => queryClient.setQueryData(guestsQueryOptions(appointmentId).queryKey, guests),
  });
}
