/**
 * `POST invitations/open`: who the invitation link is for. It reads and changes nothing; a used,
 * expired or made-up link answers 410 with the reason, in words for the invitee. The schema is
 * loaded when the link is opened, not with the page (decision 037).
 */
import type { Invitation } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export async function openInvitation(token: string): Promise<Invitation> {
  const { invitationOpenBody } = await import('@hbw/contract');
  return api.post('invitations/open', invitationOpenBody.parse({ token }));
}

export const invitationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: ['invitation', token],
    queryFn: () => openInvitation(token),
    // The answer to a dead link does not change on asking again.
    retry: false,
  });

export function useInvitation(token: string) {
  return useQuery({ ...invitationQueryOptions(token), enabled: token !== '' });
}
