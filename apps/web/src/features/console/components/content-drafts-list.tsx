/** The blog's and docs' Markdown drafts, never public, each with the link that previews it. */
import type { ContentDraft } from '@hbw/contract';
import { Anchor, Stack, Text } from '@mantine/core';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { useContentDrafts } from '../api/get-content-drafts';
import { type Column, ConsoleRows } from './console-table';

const columns: Column<ContentDraft>[] = [
  {
    header: 'Draft',
    cell: (draft) => (
      <Stack gap={0}>
        <Text size="sm">{draft.title}</Text>
        <Text size="xs" c="dimmed">
          {draft.description}
        </Text>
      </Stack>
    ),
  },
  { header: 'Where', cell: (draft) => (draft.collection === 'blog' ? 'Blog' : 'Docs') },
  { header: 'Date', cell: (draft) => draft.date ?? '—' },
  { header: 'File', cell: (draft) => draft.file },
  {
    header: 'Preview',
    cell: (draft) =>
      draft.preview_url ? (
        <Anchor
          href={draft.preview_url}
          target="_blank"
          rel="noreferrer"
          aria-label={`Preview ${draft.title} (opens in a new tab)`}
        >
          Preview
        </Anchor>
      ) : (
        <Text size="sm" c="dimmed">
          Set CONTENT_PREVIEW_TOKEN to preview
        </Text>
      ),
  },
];

export function ContentDraftsList() {
  const drafts = useContentDrafts();
  if (drafts.isPending) return <LoadingBlock label="Loading the drafts" rows={3} height={40} />;
  if (drafts.isError) {
    return <LoadFailure title="We couldn't load the drafts" error={drafts.error} onRetry={() => drafts.refetch()} />;
  }
  if (drafts.data.length === 0) return <Text c="dimmed">No draft: every blog post and docs page is published.</Text>;
  return <ConsoleRows noun="content drafts" rows={drafts.data} columns={columns} rowKey={(draft) => draft.path} />;
}
