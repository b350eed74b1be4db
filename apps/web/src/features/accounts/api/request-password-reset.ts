/**
 * `POST password/verify-email`: mails a link to choose a new password. The answer is the same whether
 * or not an account uses the address, so that nobody learns who has one. The schema is loaded on
 * first use, not with the page (decision 037).
 */
import type { verifyEmailBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type PasswordResetRequestInput = z.input<typeof verifyEmailBody>;

export const loadPasswordResetRequestInput = () => import('@hbw/contract').then((contract) => contract.verifyEmailBody);

export async function requestPasswordReset(input: PasswordResetRequestInput): Promise<{ message: string }> {
  const passwordResetRequestInput = await loadPasswordResetRequestInput();
  return api.post('password/verify-email', passwordResetRequestInput.parse(input));
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}
