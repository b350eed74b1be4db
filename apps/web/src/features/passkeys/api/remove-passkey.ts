/** `DELETE passkeys/{id}`: the passkey no longer signs anyone in. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function removePasskey(id: number): Promise<void> {
  return api.delete(`passkeys/${id}`);
}

export function useRemovePasskey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removePasskey,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['passkeys'] }),
  });
}
