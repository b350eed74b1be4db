/**
 * `POST password/verify-email`: mails a link to choose a new password. The answer is the same whether
 * or not an account uses the address, so that nobody learns who has one.
 */
import { verifyEmailBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const passwordResetRequestInput = verifyEmailBody;

export function requestPasswordReset(input: z.input<typeof verifyEmailBody>): Promise<{ message: string }> {
  return api.post('password/verify-email', verifyEmailBody.parse(input));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
