/**
 * `POST wizard-tool/login-checker`: whether an email and a mobile number can still register. A taken
 * one answers 422 with "Email or Mobile number is already registered." under its field.
 */
import { loginCheckerQuery } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export async function checkLogin(input: z.input<typeof loginCheckerQuery>): Promise<void> {
  const { email, mobile_number } = loginCheckerQuery.parse(input);
  const query = new URLSearchParams({ email, ...(mobile_number ? { mobile_number } : {}) });
  await api.post(`wizard-tool/login-checker?${query}`);
}

export function useCheckLogin() {
  return useMutation({ mutationFn: checkLogin });
}
