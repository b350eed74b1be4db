/**
 * `POST password/reset`: sets a new password with the token of the emailed link, and ends every
 * session of the account. A used or expired link answers 422 under `reset_password_token`.
 */
import { resetPasswordBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const resetPasswordInput = resetPasswordBody;

export function resetPassword(input: z.input<typeof resetPasswordBody>): Promise<{ message: string }> {
  return api.post('password/reset', resetPasswordBody.parse(input));
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
