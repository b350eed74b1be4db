/** `PATCH admin/users/{id}`: an account's role, or its lock (a locked account cannot sign in). */
import { type ConsoleUser, consoleUserUpdateBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type UserUpdate = { id: number } & z.input<typeof consoleUserUpdateBody>;

export function updateUser({ id, ...change }: UserUpdate): Promise<ConsoleUser> {
  return api.patch(`admin/users/${id}`, consoleUserUpdateBody.parse(change));
}

export function useUpdateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
