/**
 * `POST wizard-tool/login`: signs in with email and password (the session is an HttpOnly cookie).
 * Wrong credentials answer 422 under `email`; many failures for one account answer 429.
 */
import { loginBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const loginInput = loginBody.pick({ email: true, password: true });

export async function login(input: z.input<typeof loginInput>): Promise<void> {
  await api.post('wizard-tool/login', loginInput.parse(input));
}

export function useLogin({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  return useMutation({ mutationFn: login, onSuccess: onSignedIn });
}
