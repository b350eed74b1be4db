/**
 * `PUT favorites/{program_id}` stars a chip, `DELETE` unstars it; both are harmless to repeat. The
 * schema is loaded when a chip is starred, not with the marketplace (decision 037).
 */
import type { favoriteAnswer } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SetFavoriteInput = { programId: number; favorite: boolean };

export async function setFavorite({ programId, favorite }: SetFavoriteInput): Promise<z.infer<typeof favoriteAnswer>> {
  const { favoriteParams } = await import('@hbw/contract');
  const { program_id } = favoriteParams.parse({ program_id: programId });
  return favorite ? api.put(`favorites/${program_id}`) : api.delete(`favorites/${program_id}`);
}

export function useSetFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setFavorite,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['wizard'] }),
  });
}
