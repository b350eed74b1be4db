/** Links to the documents before and after the one shown, in the collection's order. */

import type { ContentCollection } from '@hbw/contract';
import { Anchor, Group, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { contentSurroundQueryOptions } from '../api/query-content';

export function PreviousNext({ collection, documentPath }: { collection: ContentCollection; documentPath: string }) {
  const { data } = useQuery(contentSurroundQueryOptions(collection, documentPath));
  const [previous, next] = data ?? [null, null];
  if (!previous && !next) return null;
  return (
    <Group component="nav" aria-label="More to read" justify="space-between" align="flex-start" wrap="wrap" gap="lg">
      {previous ? (
        <Stack gap={2}>
          <Text size="xs" c="dimmed">
            Previous
          </Text>
          <Anchor component={Link} to={previous._path}>
            {previous.title}
          </Anchor>
        </Stack>
      ) : (
        <span />
      )}
      {next && (
        <Stack gap={2} ta="right">
          <Text size="xs" c="dimmed">
            Next
          </Text>
          <Anchor component={Link} to={next._path}>
            {next.title}
          </Anchor>
        </Stack>
      )}
    </Group>
  );
}
