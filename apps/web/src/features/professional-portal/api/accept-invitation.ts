/**
 * `POST invitations/accept`: the invited professional's first password; the answer opens their
 * session. The schema is loaded on first use, not with the invitation's page (decision 037).
 */
import type { invitationAcceptBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type AcceptInvitationInput = z.input<typeof invitationAcceptBody>;

export const loadAcceptInvitationInput = () =>
  import('@hbw/contract').then((contract) => contract.invitationAcceptBody);

export async function acceptInvitation(input: AcceptInvitationInput): Promise<{ token: string }> {
  const acceptInvitationInput = await loadAcceptInvitationInput();
  return api.post('invitations/accept', acceptInvitationInput.parse(input));
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
