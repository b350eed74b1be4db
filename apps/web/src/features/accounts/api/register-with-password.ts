/**
 * `POST register`: creates the buyer with a password and signs them in (the session is an HttpOnly
 * cookie). The server also refuses common passwords, under `password`. The schema is loaded on
 * first use, not with the sign-up page (decision 037).
 */
import type { registerWithPasswordBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { signUpTimeZone } from '../sign-up-time-zone';

export type PasswordSignupInput = z.input<typeof registerWithPasswordBody>;

export const loadPasswordSignupInput = () =>
  import('@hbw/contract').then((contract) => contract.registerWithPasswordBody);

export async function registerWithPassword(input: PasswordSignupInput): Promise<void> {
  const passwordSignupInput = await loadPasswordSignupInput();
  await api.post('register', passwordSignupInput.parse({ time_zone: await signUpTimeZone(), ...input }));
}

export function useRegisterWithPassword({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  return useMutation({ mutationFn: registerWithPassword, onSuccess: onSignedIn });
}
