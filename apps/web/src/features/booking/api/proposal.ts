/**
 * `GET` and `PUT appointment/{id}/proposal`: the time the professional proposes for one of the
 * buyer's calls, and the buyer's answer; the holder of the proposal's link answers with
 * `PUT call-link/{id}/proposal`, which uses the link up. Accepting moves the call as the buyer
 * moving it would.
 */
import { type Appointment, type CallProposal, type ProposalAnswer, proposalAnswerBody } from '@hbw/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { callChanged } from './call-changed';
import { type Caller, callerRequest } from './caller';

export const proposalQueryOptions = (appointmentId: number) =>
  queryOptions({
    queryKey: ['appointment-proposal', appointmentId],
    queryFn: ({ signal }) => api.get<CallProposal | null>(`appointment/${appointmentId}/proposal`, { signal }),
  });

export function useProposal(appointmentId: number) {
  return useQuery(proposalQueryOptions(appointmentId));
}

export function answerProposal(caller: Caller, appointmentId: number, answer: ProposalAnswer): Promise<Appointment> {
  const { path, headers } = callerRequest(caller, {
    session: () => ({ path: `appointment/${appointmentId}/proposal` }),
    link: (linkedId) => ({ path: `call-link/${linkedId}/proposal` }),
  });
  return api.put(path, proposalAnswerBody.parse({ answer }), { headers });
}

export function useAnswerProposal(caller: Caller, appointmentId: number) {
  const queryClient = useQueryClient();
  const changed = callChanged(queryClient);
  return useMutation({
    mutationFn: (answer: ProposalAnswer) => answerProposal(caller, appointmentId, answer),
    onSuccess: changed.onSuccess,
    onSettled: () =>
      Promise.all([changed.onSettled(), queryClient.invalidateQueries(proposalQueryOptions(appointmentId))]),
  });
}
