/**
 * `PATCH admin/professionals/{id}`: names, kind, company, programs; or deactivated, which answers 409
 * while calls are booked with them unless those are cancelled with a note to each buyer.
 */
import { type ConsoleProfessional, consoleProfessionalUpdateBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export const professionalUpdateInput = consoleProfessionalUpdateBody;
export type ProfessionalUpdate = { id: number } & z.input<typeof consoleProfessionalUpdateBody>;

export function updateProfessional({ id, ...change }: ProfessionalUpdate): Promise<ConsoleProfessional> {
  return api.patch(`admin/professionals/${id}`, consoleProfessionalUpdateBody.parse(change));
}

export function useUpdateProfessional() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfessional,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
