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
    // Not under ['pro', 'webhooks']: removing an endpoint refreshes the list, never the log of the endpoint removed.
    queryKey: ['pro', 'webhook-deliveries', id],
    queryFn: ({ signal }) => getWebhookDeliveries(id, { signal }),
  });

export function useWebhookDeliveries(id: number) {
  return useQuery(webhookDeliveriesQueryOptions(id));
}
