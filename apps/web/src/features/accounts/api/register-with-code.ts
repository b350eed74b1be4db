/**
 * `POST wizard-tool/register`: creates the buyer with the emailed code and signs them in. The session
 * comes back as an HttpOnly cookie; the token in the answer is for other clients and is not kept.
 */
import { registerWithCodeBody } from '@hbw/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/call-time';

/** The sign-up form before the code: the code is asked for afterwards, in the code window. */
export const codeSignupInput = registerWithCodeBody.omit({ otp: true });

export async function registerWithCode(input: z.input<typeof registerWithCodeBody>): Promise<void> {
  // The buyer's zone comes from the browser at sign-up; they can change it on their profile.
  await api.post('wizard-tool/register', registerWithCodeBody.parse({ time_zone: browserTimeZone(), ...input }));
}
