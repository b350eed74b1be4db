/** `GET admin/users`: accounts found by email or name, role and lock, newest first. */
import { type consoleUserPage, consoleUsersQuery } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type UsersQuery = z.infer<typeof consoleUsersQuery>;

export function getUsers(query: UsersQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<z.infer<typeof consoleUserPage>>(`admin/users${toQueryString(consoleUsersQuery.parse(query))}`, {
    signal,
  });
}

export const usersQueryOptions = (query: UsersQuery) =>
  queryOptions({
    queryKey: ['admin', 'users', query],
    queryFn: ({ signal }) => getUsers(query, { signal }),
  });

export function useUsers(query: UsersQuery) {
  return useQuery({ ...usersQueryOptions(query), placeholderData: keepPreviousData });
}
