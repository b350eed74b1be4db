/** `GET programs/coverage`: what the catalogue covers in a state, its programs and its counties' map. */
import type { StateCoverage, UsStateCode } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getStateCoverage(
  state: UsStateCode,
  { signal }: { signal?: AbortSignal } = {},
): Promise<StateCoverage> {
  return api.get(`programs/coverage?state=${state}`, { signal });
}

export const stateCoverageQueryOptions = (state: UsStateCode) =>
  queryOptions({
    queryKey: ['programs', 'coverage', state],
    queryFn: ({ signal }) => getStateCoverage(state, { signal }),
    // The catalogue changes when staff correct it, a few times a year.
    staleTime: 10 * 60_000,
  });

export function useStateCoverage(state: UsStateCode) {
  return useQuery(stateCoverageQueryOptions(state));
}
