/**
 * `GET content/{collection}`: blog posts and docs pages. One queryOptions per shape of answer the
 * pages need: a list, one document, and the documents around one.
 */
import type { ContentCollection, ContentDocument } from '@hbw/contract';
import { queryOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { previewToken } from '../preview-token';

export type ContentSummary = Pick<ContentDocument, '_path' | 'title' | 'description'> & {
  date?: string;
  author?: string;
};

type Params = Record<string, string | undefined>;

function contentUrl(collection: ContentCollection, params: Params): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries({ ...params, preview: previewToken() })) {
    if (value !== undefined) query.set(name, value);
  }
  return `content/${collection}?${query}`;
}

const summaryFields = '_path,title,description,date,author';

/** Every document of a collection, without bodies: the blog's index (newest first) and the docs' navigation (file order). */
export function contentListQueryOptions(collection: ContentCollection) {
  const sort = collection === 'blog' ? JSON.stringify({ date: -1 }) : undefined;
  return queryOptions({
    queryKey: ['content', collection, 'list'],
    queryFn: ({ signal }) =>
      api.get<ContentSummary[]>(contentUrl(collection, { only: summaryFields, sort }), { signal }),
  });
}

/** The document at an address, or null when there is none (or it is a draft and this is no preview). */
export function contentDocumentQueryOptions(collection: ContentCollection, documentPath: string) {
  return queryOptions({
    queryKey: ['content', collection, 'document', documentPath],
    queryFn: ({ signal }) =>
      api.get<ContentDocument | null>(
        contentUrl(collection, { where: JSON.stringify({ _path: documentPath }), first: 'true' }),
        { signal },
      ),
  });
}

/** The documents before and after one, in the collection's order: the "previous / next" links. */
export function contentSurroundQueryOptions(collection: ContentCollection, documentPath: string) {
  const sort = collection === 'blog' ? JSON.stringify({ date: -1 }) : undefined;
  return queryOptions({
    queryKey: ['content', collection, 'surround', documentPath],
    queryFn: ({ signal }) =>
      api.get<[ContentSummary | null, ContentSummary | null]>(
        contentUrl(collection, { surround: documentPath, only: '_path,title', sort }),
        { signal },
      ),
  });
}
