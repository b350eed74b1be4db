/** `PUT pro/api-keys/:id/widget-origins`: the sites whose pages may show a key's widget (decision 061). */
import type { ApiKey, WidgetOriginsBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiKeysQueryOptions } from './get-api-keys';

export function setWidgetOrigins({ id, ...body }: WidgetOriginsBody & { id: number }): Promise<ApiKey> {
  return api.put(`pro/api-keys/${id}/widget-origins`, body);
}

export function useSetWidgetOrigins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setWidgetOrigins,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}
