/** `POST auth/confirmation`: proves the waiting sign-in's email with the mailed code and opens the session; a wrong code answers 422 under `otp`. */
import { confirmProviderEmailBody } from '@hbw/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export async function confirmProviderEmail(input: z.input<typeof confirmProviderEmailBody>): Promise<void> {
  await api.post('auth/confirmation', confirmProviderEmailBody.parse(input));
}
