/** `POST pro/webhooks/:id/secret`: a new signing secret, shown once; the old one signs too for a day. */
import type { WebhookEndpointWithSecret } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { webhookEndpointsQueryOptions } from './get-webhook-endpoints';

export function rotateWebhookSecret(id: number): Promise<WebhookEndpointWithSecret> {
  return api.post(`pro/webhooks/${id}/secret`);
}

export function useRotateWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions().queryKey }),
  });
}
