/** `PATCH admin/expert-requests/{id}`: where the console staff are with a request, and their note. */
import { type ConsoleExpertRequest, consoleExpertRequestUpdateBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ExpertRequestUpdate = { id: number } & z.input<typeof consoleExpertRequestUpdateBody>;

export function updateExpertRequest({ id, ...change }: ExpertRequestUpdate): Promise<ConsoleExpertRequest> {
  return api.patch(`admin/expert-requests/${id}`, consoleExpertRequestUpdateBody.parse(change));
}

export function useUpdateExpertRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpertRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
