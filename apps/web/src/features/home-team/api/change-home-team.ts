/**
 * `PUT home-team/{role}` puts a professional in a role, replacing whoever was there; `DELETE` leaves
 * the role empty. Both answer with the whole team; My PALs, which marks the team, is refreshed too.
 */
import { type HomeTeamMember, homeTeamBody, homeTeamParams, type ProfessionalKind } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { homeTeamQueryOptions } from './get-home-team';

export type HomeTeamChange = { role: ProfessionalKind; professionalId: number | null };

export function changeHomeTeam({ role, professionalId }: HomeTeamChange): Promise<HomeTeamMember[]> {
  const params = homeTeamParams.parse({ role });
  if (professionalId === null) return api.delete(`home-team/${params.role}`);
  return api.put(`home-team/${params.role}`, homeTeamBody.parse({ professional_detail_id: professionalId }));
}

export function useChangeHomeTeam() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeHomeTeam,
    onSuccess: async (team) => {
      queryClient.setQueryData(homeTeamQueryOptions().queryKey, team);
      await queryClient.invalidateQueries({ queryKey: ['wizard', 'pals'] });
    },
  });
}
