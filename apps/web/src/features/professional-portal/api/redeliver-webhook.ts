/** `POST pro/webhooks/:id/deliveries/:deliveryId/redeliver`: sends a delivery again, with the same webhook-id. */
import type { WebhookDelivery } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { webhookDeliveriesQueryOptions } from './get-webhook-deliveries';

export function redeliverWebhook(endpointId: number, deliveryId: number): Promise<WebhookDelivery> {
  return api.post(`pro/webhooks/${endpointId}/deliveries/${deliveryId}/redeliver`);
}

export function useRedeliverWebhook(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => redeliverWebhook(endpointId, deliveryId),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookDeliveriesQueryOptions(endpointId).queryKey }),
  });
}
