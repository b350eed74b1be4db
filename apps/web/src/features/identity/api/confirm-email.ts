/**
 * `POST auth/confirmation`: proves the waiting sign-in's email with the mailed code and opens the
 * session; a wrong code answers 422 under `otp`. The schema is loaded on first use, not with the
 * sign-in page that shows this step (decision 037).
 */
import type { confirmProviderEmailBody } from '@hbw/contract';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ConfirmProviderEmailInput = z.input<typeof confirmProviderEmailBody>;

export const loadConfirmProviderEmailBody = () =>
  import('@hbw/contract').then((contract) => contract.confirmProviderEmailBody);

export async function confirmProviderEmail(input: ConfirmProviderEmailInput): Promise<void> {
  const body = await loadConfirmProviderEmailBody();
  await api.post('auth/confirmation', body.parse(input));
}
