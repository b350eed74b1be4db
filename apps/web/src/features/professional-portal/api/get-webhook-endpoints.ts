/** `GET pro/webhooks`: the signed-in professional's webhook endpoints, with their events (never their secrets). */
import type { WebhookEndpoint } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getWebhookEndpoints({ signal }: { signal?: AbortSignal } = {}): Promise<WebhookEndpoint[]> {
  return api.get('pro/webhooks', { signal });
}

export const webhookEndpointsQueryOptions = () =>
  queryOptions({ queryKey: ['pro', 'webhooks'], queryFn: ({ signal }) => getWebhookEndpoints({ signal }) });

export function useWebhookEndpoints() {
  return useQuery(webhookEndpointsQueryOptions());
}
