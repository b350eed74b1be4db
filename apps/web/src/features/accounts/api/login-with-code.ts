/** `POST wizard-tool/login-with-code`: signs in with an emailed code; a wrong or used code answers 422 under `otp`. */
import { loginWithCodeBody } from '@hbw/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export async function loginWithCode(input: z.input<typeof loginWithCodeBody>): Promise<void> {
  await api.post('wizard-tool/login-with-code', loginWithCodeBody.parse(input));
}
