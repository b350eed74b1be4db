/** One blog post (/blog/{slug}): the article, its date, and the posts before and after it. */
import { Anchor, Container, Divider, Stack, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { data, Link, type LoaderFunction, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { contentDocumentQueryOptions, contentSurroundQueryOptions } from '@/features/content/api/query-content';
import { Markdown } from '@/features/content/components/markdown';
import { PreviousNext } from '@/features/content/components/previous-next';
import { PublishedDate } from '@/features/content/components/published-date';

const postPath = (slug = '') => `/blog/${slug}`;

export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const path = postPath(params.slug);
    // The posts before and after come with the post, so that they are rendered with it (on the server too).
    const [post] = await Promise.all([
      queryClient.ensureQueryData(contentDocumentQueryOptions('blog', path)),
      queryClient.prefetchQuery(contentSurroundQueryOptions('blog', path)),
    ]);
    if (!post) throw data('There is no such post.', { status: 404 });
    return null;
  };

export default function BlogPost() {
  const documentPath = postPath(useParams().slug);
  const { data: post } = useSuspenseQuery(contentDocumentQueryOptions('blog', documentPath));
  if (!post) return null;
  return (
    <Container size="sm" py={{ base: 40, md: 64 }}>
      <PageTitle title={post.title} />
      <Stack gap="lg" component="article">
        <Anchor component={Link} to={paths.blog} size="sm">
          ← All posts
        </Anchor>
        <Stack gap="xs">
          <Title order={1}>{post.title}</Title>
          <PublishedDate
            date={typeof post.date === 'string' ? post.date : undefined}
            author={typeof post.author === 'string' ? post.author : undefined}
          />
        </Stack>
        <Markdown path={documentPath} source={post.body} />
        <Divider />
        <PreviousNext collection="blog" documentPath={documentPath} />
      </Stack>
    </Container>
  );
}
