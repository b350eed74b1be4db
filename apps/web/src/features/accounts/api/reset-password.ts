/**
 * `POST password/reset`: sets a new password with the token of the emailed link, and ends every
 * session of the account. A used or expired link answers 422 under `reset_password_token`. The
 * schema is loaded on first use, not with the page (decision 037).
 */
import type { resetPasswordBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ResetPasswordInput = z.input<typeof resetPasswordBody>;

export const loadResetPasswordInput = () => import('@hbw/contract').then((contract) => contract.resetPasswordBody);

export async function resetPassword(input: ResetPasswordInput): Promise<{ message: string }> {
  const resetPasswordInput = await loadResetPasswordInput();
  return api.post('password/reset', resetPasswordInput.parse(input));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
