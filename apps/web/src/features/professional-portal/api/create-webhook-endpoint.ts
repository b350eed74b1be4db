/** `POST pro/webhooks`: a new endpoint with its events; the answer is the only one that holds its secret. */
import type { NewWebhookEndpointBody, WebhookEndpointWithSecret } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { webhookEndpointsQueryOptions } from './get-webhook-endpoints';

export function createWebhookEndpoint(body: NewWebhookEndpointBody): Promise<WebhookEndpointWithSecret> {
  return api.post('pro/webhooks', body);
}

export function useCreateWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions().queryKey }),
  });
}
