/** `GET admin/content-drafts`: the blog's and docs' Markdown drafts with their preview links. */
import type { ContentDraft } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getContentDrafts({ signal }: { signal?: AbortSignal } = {}) {
  return api.get<ContentDraft[]>('admin/content-drafts', { signal });
}

export const contentDraftsQueryOptions = () =>
  queryOptions({ queryKey: ['admin', 'content-drafts'], queryFn: ({ signal }) => getContentDrafts({ signal }) });

export function useContentDrafts() {
  return useQuery(contentDraftsQueryOptions());
}
