/**
 * `POST auth/password/change`: a new password (the current one is asked for when the account has
 * one), after which every other session of the account ends. A wrong current password answers 422
 * under `current_password`.
 */
import { changePasswordBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const changePasswordInput = changePasswordBody;

export function changePassword(input: z.input<typeof changePasswordBody>): Promise<{ message: string }> {
  return api.post('auth/password/change', changePasswordBody.parse(input));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
