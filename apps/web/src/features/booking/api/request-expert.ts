/** `POST appointment/email-request`: asks a program's administrator for an expert when no time suits. */
import { emailRequestBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const requestExpertInput = emailRequestBody;
export type RequestExpertInput = z.input<typeof requestExpertInput>;

export function requestExpert(input: RequestExpertInput): Promise<{ message: string }> {
  return api.post('appointment/email-request', requestExpertInput.parse(input));
}

export function useRequestExpert() {
  return useMutation({ mutationFn: requestExpert });
}
