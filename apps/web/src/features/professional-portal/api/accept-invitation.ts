/** `POST invitations/accept`: the invited professional's first password; the answer opens their session. */
import { invitationAcceptBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const acceptInvitationInput = invitationAcceptBody;

export function acceptInvitation(input: z.input<typeof invitationAcceptBody>): Promise<{ token: string }> {
  return api.post('invitations/accept', invitationAcceptBody.parse(input));
}

export function useAcceptInvitation() {
  return useMutation({ mutationFn: acceptInvitation });
}
