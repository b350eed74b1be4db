/** `PUT favorites/{program_id}` stars a chip, `DELETE` unstars it; both are harmless to repeat. */
import { type favoriteAnswer, favoriteParams } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SetFavoriteInput = { programId: number; favorite: boolean };

export function setFavorite({ programId, favorite }: SetFavoriteInput): Promise<z.infer<typeof favoriteAnswer>> {
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
