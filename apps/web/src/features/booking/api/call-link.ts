/**
 * `GET call-link/{id}?purpose=`: the call a link of its email is for, and the proposed time a
 * proposal link answers, without signing in: the link's token, from the address's fragment, goes in
 * the `call-link` header (decision 026). A link refused because it was used, expired or its call
 * cancelled answers 410 with what happened. What the link then does goes through the fetchers of the
 * booking screens, with the link as their caller.
 */
import { type CallLinkPurpose, callLinkQuery, type LinkedCall } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, toQueryString } from '@/lib/api-client';
import { type LinkCaller, linkHeaders } from './caller';

export function getLinkedCall(
  link: LinkCaller,
  purpose: CallLinkPurpose,
  { signal }: { signal?: AbortSignal } = {},
): Promise<LinkedCall> {
  return api.get(`call-link/${link.id}${toQueryString(callLinkQuery.parse({ purpose }))}`, {
    signal,
    headers: linkHeaders(link),
  });
}

export const linkedCallQueryOptions = (link: LinkCaller, purpose: CallLinkPurpose) =>
  queryOptions({
    queryKey: ['call-link', link.id, purpose, link.token],
    queryFn: ({ signal }) => getLinkedCall(link, purpose, { signal }),
    // A refusal (used, expired, cancelled) is the answer, not a hiccup to retry.
    retry: false,
  });

export function useLinkedCall(link: LinkCaller, purpose: CallLinkPurpose) {
  return useQuery(linkedCallQueryOptions(link, purpose));
}
