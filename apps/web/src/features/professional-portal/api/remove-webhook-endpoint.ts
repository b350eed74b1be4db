/** `DELETE pro/webhooks/:id`: removes an endpoint and its deliveries; nothing more is sent to it. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { webhookEndpointsQueryOptions } from './get-webhook-endpoints';

export function removeWebhookEndpoint(id: number): Promise<void> {
  return api.delete(`pro/webhooks/${id}`);
}

export function useRemoveWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeWebhookEndpoint,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookEndpointsQueryOptions().queryKey }),
  });
}
