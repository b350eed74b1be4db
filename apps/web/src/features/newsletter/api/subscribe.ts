/**
 * `POST newsletter`: adds an address to the newsletter. Subscribing twice is harmless.
 * The input schema is loaded on first use: the form sits in the footer of every page.
 */
import type { NewsletterSubscribeBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const loadSubscribeInput = () => import('@hbw/contract').then((contract) => contract.newsletterSubscribeBody);

export async function subscribe(body: NewsletterSubscribeBody): Promise<{ email: string }> {
  const subscribeInput = await loadSubscribeInput();
  return api.post('newsletter', subscribeInput.parse(body));
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
