/**
 * `GET` and `POST pro/appointments/{id}/proposal`: the time the professional proposed for a call, while
 * the buyer has not answered, and a new proposal, which replaces it and is mailed to the buyer.
 */
import { type CallProposal, newCallTimeBody } from '@hbw/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, checkedBody } from '@/lib/api-client';

export const callProposalQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['pro', 'calls', 'proposal', id],
    queryFn: ({ signal }) => api.get<CallProposal | null>(`pro/appointments/${id}/proposal`, { signal }),
  });

export function useCallProposal(id: number) {
  return useQuery(callProposalQueryOptions(id));
}

export function proposeTime(id: number, appointmentDate: string): Promise<CallProposal> {
  return api.post(
    `pro/appointments/${id}/proposal`,
    checkedBody(newCallTimeBody, { appointment_date: appointmentDate }),
  );
}

export function useProposeTime(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (appointmentDate: string) => proposeTime(id, appointmentDate),
    onSuccess: (proposal) => queryClient.setQueryData(callProposalQueryOptions(id).queryKey, proposal),
  });
}
