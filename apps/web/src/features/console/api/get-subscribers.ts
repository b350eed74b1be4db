/** `GET admin/subscribers`: the newsletter's subscribers, unsubscribed ones included; or all of them as CSV. */
import { type consoleSubscriberPage, consoleSubscribersQuery } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type SubscribersQuery = Omit<z.infer<typeof consoleSubscribersQuery>, 'format'>;

export function getSubscribers(query: SubscribersQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<z.infer<typeof consoleSubscriberPage>>(
    `admin/subscribers${toQueryString(consoleSubscribersQuery.parse(query))}`,
    { signal },
  );
}

/** The address of the CSV of every subscriber the filters keep (the page number aside). */
export function subscribersCsvAddress({ page: _page, ...filters }: SubscribersQuery): string {
  return `/api/admin/subscribers${toQueryString({ ...filters, format: 'csv' })}`;
}

export const subscribersQueryOptions = (query: SubscribersQuery) =>
  queryOptions({
    queryKey: ['admin', 'subscribers', query],
    queryFn: ({ signal }) => getSubscribers(query, { signal }),
  });

export function useSubscribers(query: SubscribersQuery) {
  return useQuery({ ...subscribersQueryOptions(query), placeholderData: keepPreviousData });
}
