/**
 * The help pages (/docs and /docs/{slug}, any depth): the page, the list of every page beside it
 * (above it on a phone), and the pages before and after it.
 */
import '@mantine/core/styles/Grid.css';
import '@mantine/core/styles/NavLink.css';
import { Anchor, Container, Divider, Grid, NavLink, Stack, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useSuspenseQuery } from '@tanstack/react-query';
import { data, Link, type LoaderFunction, useLocation, useParams } from 'react-router';
import { PageTitle } from '@/components/page-title';
import {
  contentDocumentQueryOptions,
  contentListQueryOptions,
  contentSurroundQueryOptions,
} from '@/features/content/api/query-content';
import { Markdown } from '@/features/content/components/markdown';
import { PreviousNext } from '@/features/content/components/previous-next';

/** `/docs/booking/` and `/docs/booking` are the same page. */
const docPath = (splat = '') => ['/docs', ...splat.split('/').filter(Boolean)].join('/');

export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const path = docPath(params['*']);
    // The navigation and the pages before and after come with the page, so that they are rendered with it.
    const [page] = await Promise.all([
      queryClient.ensureQueryData(contentDocumentQueryOptions('docs', path)),
      queryClient.ensureQueryData(contentListQueryOptions('docs')),
      queryClient.prefetchQuery(contentSurroundQueryOptions('docs', path)),
    ]);
    if (!page) throw data('There is no such help page.', { status: 404 });
    return null;
  };

function DocsNavigation({ current }: { current: string }) {
  const { data: pages } = useSuspenseQuery(contentListQueryOptions('docs'));
  return (
    <nav aria-label="Help pages">
      {pages.map((page) => (
        <NavLink
          key={page._path}
          component={Link}
          to={page._path}
          label={page.title}
          active={page._path === current}
          aria-current={page._path === current ? 'page' : undefined}
          // A page inside a section sits under the section's page.
          pl={page._path.split('/').length > 3 ? 'xl' : undefined}
        />
      ))}
    </nav>
  );
}

export default function DocsPage() {
  const documentPath = docPath(useParams()['*']);
  const { pathname } = useLocation();
  const { data: page } = useSuspenseQuery(contentDocumentQueryOptions('docs', documentPath));
  if (!page) return null;
  return (
    <Container size="lg" py={{ base: 32, md: 56 }}>
      <PageTitle title={page.title} />
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, md: 3 }}>
          <DocsNavigation current={documentPath} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 9 }}>
          <Stack gap="lg" component="article">
            <Title order={1}>{page.title}</Title>
            <Markdown path={documentPath} source={page.body} />
            <Divider />
            <PreviousNext collection="docs" documentPath={documentPath} />
            {pathname !== '/docs' && (
              <Anchor component={Link} to="/docs" size="sm">
                All help pages
              </Anchor>
            )}
          </Stack>
        </Grid.Col>
      </Grid>
    </Container>
  );
}
