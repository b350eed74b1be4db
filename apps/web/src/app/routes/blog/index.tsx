/** The blog (/blog): every published post, newest first. */
import { Anchor, Card, Container, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, type LoaderFunction } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { contentListQueryOptions } from '@/features/content/api/query-content';
import { PublishedDate } from '@/features/content/components/published-date';

export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    await queryClient.ensureQueryData(contentListQueryOptions('blog'));
    return null;
  };

export default function Blog() {
  const { data: posts } = useSuspenseQuery(contentListQueryOptions('blog'));
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Blog" title="Buying a home with help">
          Plain-spoken guides to down payment assistance, the programs behind it, and the steps to your keys.
        </PageIntro>
        {posts.length === 0 ? (
          <Text>No posts yet. Come back soon.</Text>
        ) : (
          <Stack gap="md" component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
            {posts.map((post) => (
              <Card component="li" key={post._path} withBorder padding="lg" radius="md">
                <Stack gap="xs">
                  <Title order={2} size="h3">
                    <Anchor component={Link} to={post._path} inherit>
                      {post.title}
                    </Anchor>
                  </Title>
                  <PublishedDate date={post.date} author={post.author} />
                  <Text>{post.description}</Text>
                </Stack>
              </Card>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
