/**
 * `POST wizard-tool/login`: signs in with email and password (the session is an HttpOnly cookie).
 * Wrong credentials answer 422 under `email`; many failures for one account answer 429.
 * The schema is loaded on first use, not with the sign-in page (decision 037).
 */
import type { loginBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type LoginInput = Pick<z.input<typeof loginBody>, 'email' | 'password'>;

export const loadLoginInput = () =>
  import('@hbw/contract').then((contract) => contract.loginBody.pick({ email: true, password: true }));

export async function login(input: LoginInput): Promise<void> {
  const loginInput = await loadLoginInput();
  await api.post('wizard-tool/login', loginInput.parse(input));
}

export function useLogin({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  return useMutation({ mutationFn: login, onSuccess: onSignedIn });
}
