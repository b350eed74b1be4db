/**
 * `POST appointment/send-email`: a message to the professional of one of the buyer's calls, and to
 * no one else. The schema is loaded on first use, not with the call's page (decision 037).
 */
import type { sendEmailBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SendMessageInput = z.input<typeof sendEmailBody>;

export const loadSendMessageInput = () => import('@hbw/contract').then((contract) => contract.sendEmailBody);

export async function sendMessage(input: SendMessageInput): Promise<{ message: string }> {
  const sendMessageInput = await loadSendMessageInput();
  return api.post('appointment/send-email', sendMessageInput.parse(input));
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
