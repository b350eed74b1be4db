/** `GET pro/webhooks/:id/deliveries`: an endpoint's latest deliveries, newest first. */
import type { WebhookDelivery } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getWebhookDeliveries(
  id: number,
  { signal }: { signal?: AbortSignal } = {},
): Promise<WebhookDelivery[]> {
  return api.get(`pro/webhooks/${id}/deliveries`, { signal });
}

export const webhookDeliveriesQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['pro', 'webhooks', id, 'deliveries'],
    queryFn: ({ signal }) => getWebhookDeliveries(id, { signal }),
  });

export function useWebhookDeliveries(id: number) {
  return useQuery(webhookDeliveriesQueryOptions(id));
}
