/** `POST pro/webhooks/:id/enable`: turns an endpoint that was turned off back on. */
import type { WebhookEndpoint } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { webhookEndpointsQueryOptions } from './get-webhook-endpoints';

export function enableWebhookEndpoint(id: number): Promise<WebhookEndpoint> {
  return api.post(`pro/webhooks/${id}/enable`);
}

export function useEnableWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: enableWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions().queryKey }),
  });
}
