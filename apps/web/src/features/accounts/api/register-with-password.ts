/**
 * `POST register`: creates the buyer with a password and signs them in (the session is an HttpOnly
 * cookie). The server also refuses common passwords, under `password`. The schema is loaded on
 * first use, not with the sign-up page (decision 037).
 */
import type { registerWithPasswordBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/call-time';

export type PasswordSignupInput = z.input<typeof registerWithPasswordBody>;

export const loadPasswordSignupInput = () =>
  import('@hbw/contract').then((contract) => contract.registerWithPasswordBody);

export async function registerWithPassword(input: PasswordSignupInput): Promise<void> {
  const passwordSignupInput = await loadPasswordSignupInput();
  // The buyer's zone comes from the browser at sign-up; they can change it on their profile.
  await api.post('register', passwordSignupInput.parse({ time_zone: browserTimeZone(), ...input }));
}

export function useRegisterWithPassword({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  return useMutation({ mutationFn: registerWithPassword, onSuccess: onSignedIn });
}
