/**
 * The Markdown drafts (`draft: true`) the console lists. A draft is never public: it
 * shows only on a page opened with the preview token, so its link carries the token, and there is
 * no link while none is configured.
 */
import { type ContentCollection, type ContentDocument, type ContentDraft, contentCollections } from '@hbw/contract';

export async function contentDrafts(
  documents: (collection: ContentCollection) => Promise<ContentDocument[]>,
  previewToken: string | undefined,
): Promise<ContentDraft[]> {
  const drafts: ContentDraft[] = [];
  for (const collection of contentCollections) {
    for (const document of await documents(collection)) {
      if (!document.draft) continue;
      drafts.push({
        collection,
        path: document._path,
        file: `content/${collection}/${document._file}`,
        title: document.title,
        description: document.description,
        date: typeof document.date === 'string' ? document.date : null,
        preview_url: previewToken ? `${document._path}?preview=${encodeURIComponent(previewToken)}` : null,
      });
    }
  }
  return drafts.sort((a, b) => a.path.localeCompare(b.path));
}
