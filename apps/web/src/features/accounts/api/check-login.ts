/**
 * `POST wizard-tool/login-checker`: whether an email and a mobile number can still register. A taken
 * one answers 422 with "Email or Mobile number is already registered." under its field. The schema
 * is loaded on first use, not with the sign-up page (decision 037).
 */
import type { loginCheckerQuery } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type CheckLoginInput = z.input<typeof loginCheckerQuery>;

export const loadCheckLoginInput = () => import('@hbw/contract').then((contract) => contract.loginCheckerQuery);

export async function checkLogin(input: CheckLoginInput): Promise<void> {
  const checkLoginInput = await loadCheckLoginInput();
  const { email, mobile_number } = checkLoginInput.parse(input);
  const query = new URLSearchParams({ email, ...(mobile_number ? { mobile_number } : {}) });
  await api.post(`wizard-tool/login-checker?${query}`);
}

export function useCheckLogin() {
  return useMutation({ mutationFn: checkLogin });
}
