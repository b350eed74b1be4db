/**
 * `GET search-microsoft.json?name=`: people to invite to a call whose names match, from the buyer's
 * home team and their Microsoft contacts. Fewer than 2 letters are not sent.
 */
import { type PersonFound, peopleSearchQuery } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';

export function searchPeople(name: string, { signal }: { signal?: AbortSignal } = {}): Promise<PersonFound[]> {
  return api.get(`search-microsoft.json${toQueryString(peopleSearchQuery.parse({ name }))}`, { signal });
}

/** Whether a name is long enough to search for, as the server requires. */
export const searchableName = (name: string) => peopleSearchQuery.safeParse({ name }).success;

export const peopleSearchQueryOptions = (name: string) =>
  queryOptions({
    queryKey: ['people', name.trim().toLowerCase()],
    queryFn: ({ signal }) => searchPeople(name, { signal }),
    enabled: searchableName(name),
    staleTime: 60_000,
  });

/** The people found for a name as it is typed: the last answer stays on screen while the next one comes. */
export function usePeopleSearch(name: string) {
  return useQuery({ ...peopleSearchQueryOptions(name), placeholderData: keepPreviousData });
}
