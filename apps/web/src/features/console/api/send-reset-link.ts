/** `POST admin/users/{id}/reset-link`: mails the account's owner a link to choose a new password. */
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function sendResetLink(id: number): Promise<{ message: string }> {
  return api.post(`admin/users/${id}/reset-link`);
}

export function useSendResetLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendResetLink,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin', 'audit'] }),
  });
}
