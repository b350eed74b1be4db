/** `PATCH admin/expert-requests/{id}`: where the operators are with a request, and their note. */
import { type AdminExpertRequest, adminExpertRequestUpdateBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type ExpertRequestUpdate = { id: number } & z.input<typeof adminExpertRequestUpdateBody>;

export function updateExpertRequest({ id, ...change }: ExpertRequestUpdate): Promise<AdminExpertRequest> {
  return api.patch(`admin/expert-requests/${id}`, adminExpertRequestUpdateBody.parse(change));
}

export function useUpdateExpertRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateExpertRequest,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
