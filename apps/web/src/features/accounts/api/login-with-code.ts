/**
 * `POST wizard-tool/login-with-code`: signs in with an emailed code; a wrong or used code answers 422
 * under `otp`. The schema is loaded on first use, not with the code window's page (decision 037).
 */
import type { loginWithCodeBody } from '@hbw/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type LoginWithCodeInput = z.input<typeof loginWithCodeBody>;

export const loadLoginWithCodeInput = () => import('@hbw/contract').then((contract) => contract.loginWithCodeBody);

export async function loginWithCode(input: LoginWithCodeInput): Promise<void> {
  const loginWithCodeInput = await loadLoginWithCodeInput();
  await api.post('wizard-tool/login-with-code', loginWithCodeInput.parse(input));
}
