/**
 * `POST wizard-tool/register`: creates the buyer with the emailed code and signs them in. The session
 * comes back as an HttpOnly cookie; the token in the answer is for other clients and is not kept.
 * The schema is loaded on first use, not with the sign-up page (decision 037).
 */
import type { registerWithCodeBody } from '@hbw/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';
import { browserTimeZone } from '@/lib/call-time';

export type RegisterWithCodeInput = z.input<typeof registerWithCodeBody>;

export const loadRegisterWithCodeInput = () =>
  import('@hbw/contract').then((contract) => contract.registerWithCodeBody);

/** The sign-up form before the code: the code is asked for afterwards, in the code window. */
export const loadCodeSignupInput = () => loadRegisterWithCodeInput().then((input) => input.omit({ otp: true }));

export async function registerWithCode(input: RegisterWithCodeInput): Promise<void> {
  const registerWithCodeInput = await loadRegisterWithCodeInput();
  // The buyer's zone comes from the browser at sign-up; they can change it on their profile.
  await api.post('wizard-tool/register', registerWithCodeInput.parse({ time_zone: browserTimeZone(), ...input }));
}
