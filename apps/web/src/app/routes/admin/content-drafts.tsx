/** The Markdown drafts of the blog and docs, with their preview links (/admin/content-drafts). */
import { Stack } from '@mantine/core';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { ContentDraftsList } from '@/features/console/components/content-drafts-list';

export default function ConsoleContentDrafts() {
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Content drafts">
        Blog posts and docs pages marked <code>draft: true</code> in content/blog and content/docs. Nobody else sees
        them; the preview link shows one as it will look once published.
      </ConsoleIntro>
      <ContentDraftsList />
    </Stack>
  );
}
