/**
 * `POST auth/password/change`: a new password (the current one is asked for when the account has
 * one), after which every other session of the account ends. A wrong current password answers 422
 * under `current_password`. The schema is loaded on first use, not with the page (decision 037).
 */
import type { changePasswordBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ChangePasswordInput = z.input<typeof changePasswordBody>;

export const loadChangePasswordInput = () => import('@hbw/contract').then((contract) => contract.changePasswordBody);

export async function changePassword(input: ChangePasswordInput): Promise<{ message: string }> {
  const changePasswordInput = await loadChangePasswordInput();
  return api.post('auth/password/change', changePasswordInput.parse(input));
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
