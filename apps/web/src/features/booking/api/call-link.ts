/**
 * The calls behind the links of a call's emails, which work without signing in: the link's token,
 * from the address's fragment, goes in the `call-link` header (decision 026). A link refused because
 * it was used, expired or its call cancelled answers 410 with what happened.
 */
import {
  type Appointment,
  CALL_LINK_HEADER,
  type CallLinkPurpose,
  callLinkQuery,
  type LinkedCall,
  newCallTimeBody,
  type ProposalAnswer,
  proposalAnswerBody,
} from '@hbw/contract';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';

/** A link of a call's email: the call it is for and its token. */
export type CallLinkAccess = { appointmentId: number; token: string };

export const callLinkHeaders = (link: CallLinkAccess) => ({ [CALL_LINK_HEADER]: link.token });

export function getLinkedCall(
  link: CallLinkAccess,
  purpose: CallLinkPurpose,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LinkedCall> {
  return api.get(`call-link/${link.appointmentId}${toQueryString(callLinkQuery.parse({ purpose }))}`, {
    signal,
    headers: callLinkHeaders(link),
  });
}

export const linkedCallQueryOptions = (link: CallLinkAccess, purpose: CallLinkPurpose) =>
  queryOptions({
    queryKey: ['call-link', link.appointmentId, purpose, link.token],
    queryFn: ({ signal }) => getLinkedCall(link, purpose, { signal }),
    // A refusal (used, expired, cancelled) is the answer, not a hiccup to retry.
    retry: false,
  });

export function useLinkedCall(link: CallLinkAccess, purpose: CallLinkPurpose) {
  return useQuery(linkedCallQueryOptions(link, purpose));
}

/** Moves the call with its Reschedule link, which is then used up. */
export function rescheduleByLink(link: CallLinkAccess, appointmentDate: string): Promise<Appointment> {
  return api.put(
    `call-link/${link.appointmentId}/reschedule`,
    newCallTimeBody.parse({ appointment_date: appointmentDate }),
    { headers: callLinkHeaders(link) },
  );
}

export function cancelByLink(link: CallLinkAccess): Promise<Appointment> {
  return api.put(`call-link/${link.appointmentId}/cancel`, undefined, { headers: callLinkHeaders(link) });
}

export function answerProposalByLink(link: CallLinkAccess, answer: ProposalAnswer): Promise<Appointment> {
  return api.put(`call-link/${link.appointmentId}/proposal`, proposalAnswerBody.parse({ answer }), {
    headers: callLinkHeaders(link),
  });
}

/** What a link did changes the times others see. */
function useLinkAction<Input>(action: (input: Input) => Promise<Appointment>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: action,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['slots'] }),
        queryClient.invalidateQueries({ queryKey: ['booking-days'] }),
      ]),
  });
}

export const useRescheduleByLink = () =>
  useLinkAction(({ link, appointmentDate }: { link: CallLinkAccess; appointmentDate: string }) =>
    rescheduleByLink(link, appointmentDate),
  );
export const useCancelByLink = (link: CallLinkAccess) => useLinkAction(() => cancelByLink(link));
export const useAnswerProposalByLink = (link: CallLinkAccess) =>
  useLinkAction((answer: ProposalAnswer) => answerProposalByLink(link, answer));
