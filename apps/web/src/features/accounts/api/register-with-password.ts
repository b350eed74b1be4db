/**
 * `POST register`: creates the buyer with a password and signs them in (the session is an HttpOnly
 * cookie). The server also refuses common passwords, under `password`.
 */
import { registerWithPasswordBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/call-time';

export const passwordSignupInput = registerWithPasswordBody;

export async function registerWithPassword(input: z.input<typeof registerWithPasswordBody>): Promise<void> {
  // The buyer's zone comes from the browser at sign-up; they can change it on their profile.
  await api.post('register', registerWithPasswordBody.parse({ time_zone: browserTimeZone(), ...input }));
}

export function useRegisterWithPassword({ onSignedIn }: { onSignedIn: () => Promise<void> }) {
  return useMutation({ mutationFn: registerWithPassword, onSuccess: onSignedIn });
}
