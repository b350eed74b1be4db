/** `POST appointment/send-email`: a message to the professional of one of the buyer's calls, and to no one else. */
import { sendEmailBody } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const sendMessageInput = sendEmailBody;
export type SendMessageInput = z.input<typeof sendMessageInput>;

export function sendMessage(input: SendMessageInput): Promise<{ message: string }> {
  return api.post('appointment/send-email', sendMessageInput.parse(input));
}

export function useSendMessage() {
  return useMutation({ mutationFn: sendMessage });
}
