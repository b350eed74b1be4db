/**
 * `POST appointment/email-request`: asks a program's administrator for an expert when no time
 * suits. The schema is loaded on first use, not with the page (decision 037).
 */
import type { emailRequestBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type RequestExpertInput = z.input<typeof emailRequestBody>;

export const loadRequestExpertInput = () => import('@hbw/contract').then((contract) => contract.emailRequestBody);

export async function requestExpert(input: RequestExpertInput): Promise<{ message: string }> {
  const requestExpertInput = await loadRequestExpertInput();
  return api.post('appointment/email-request', requestExpertInput.parse(input));
}

export function useRequestExpert() {
  return useMutation({ mutationFn: requestExpert });
}
