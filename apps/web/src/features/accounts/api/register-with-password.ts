/**
 * `POST register`: creates the buyer with a password and signs them in (the session is an HttpOnly
 * cookie). The server also refuses common passwords, under `password`.
 */
import { registerWithPasswordBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const passwordSignupInput = registerWithPasswordBody;

export async function registerWithPassword(input: z.input<typeof registerWithPasswordBody>): Promise<void> {
  await api.post('register', registerWithPasswordBody.parse(input));
}

export function useRegisterWithPassword({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  return useMutation({ mutationFn: registerWithPassword, onSuccess: onSignedIn });
}
