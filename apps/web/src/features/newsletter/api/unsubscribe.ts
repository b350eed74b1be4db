/** `POST newsletter/unsubscribe`: takes an address off the list with the token from a newsletter email. */
import { newsletterUnsubscribeBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const unsubscribeInput = newsletterUnsubscribeBody;

export function unsubscribe(body: z.input<typeof unsubscribeInput>): Promise<{ unsubscribed: true }> {
  return api.post('newsletter/unsubscribe', unsubscribeInput.parse(body));
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
