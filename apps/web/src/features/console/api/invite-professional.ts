/**
 * `POST admin/professionals/invitations`: a professional's account and directory entry, and a mailed
 * link to choose a password. An email that has an account answers 409 under `email`.
 */
import { professionalInvitationBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const invitationInput = professionalInvitationBody;

export function inviteProfessional(
  input: z.input<typeof professionalInvitationBody>,
): Promise<{ id: number; message: string }> {
  return api.post('admin/professionals/invitations', professionalInvitationBody.parse(input));
}

export function useInviteProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: inviteProfessional,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
