/** `GET home-team`: the buyer's lender, housing counselor and agent, each with the calls booked with them. */
import type { HomeTeamMember } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getHomeTeam({ signal }: { signal?: AbortSignal } = {}): Promise<HomeTeamMember[]> {
  return api.get('home-team', { signal });
}

/** Under the `wizard` key, with My PALs, which says who is on the team. */
export const homeTeamQueryOptions = () =>
  queryOptions({ queryKey: ['wizard', 'home-team'], queryFn: ({ signal }) => getHomeTeam({ signal }) });

export function useHomeTeam() {
  return useQuery(homeTeamQueryOptions());
}
