/**
 * `GET` and `PUT appointment/{id}/proposal`: the time the professional proposes for one of the
 * buyer's calls, and the buyer's answer. Accepting moves the call as the buyer moving it would.
 */
import { type Appointment, type CallProposal, type ProposalAnswer, proposalAnswerBody } from '@hbw/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { callChanged } from './call-changed';

export const proposalQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['appointment-proposal', appointmentId],
    queryFn: ({ signal }) => api.get<CallProposal | null>(`appointment/${appointmentId}/proposal`, { signal }),
  });

export function useProposal(appointmentId: number) {
  return useQuery(proposalQueryOptions(appointmentId));
}

export function answerProposal(appointmentId: number, answer: ProposalAnswer): Promise<Appointment> {
  return api.put(`appointment/${appointmentId}/proposal`, proposalAnswerBody.parse({ answer }));
}

export function useAnswerProposal(appointmentId: number) {
  const queryClient = useQueryClient();
  const changed = callChanged(queryClient);
  return useMutation({
    mutationFn: (answer: ProposalAnswer) => answerProposal(appointmentId, answer),
    onSuccess: changed.onSuccess,
    onSettled: () =>
      Promise.all([changed.onSettled(), queryClient.invalidateQueries(proposalQueryOptions(appointmentId))]),
  });
}
