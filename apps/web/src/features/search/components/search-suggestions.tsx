/**
 * "Were you looking for…": what the site search finds for the words of an address that names
 * nothing, shown on the error page. Nothing at all is shown while it looks, when it finds nothing
 * or when search is unavailable: the error page says enough on its own.
 */
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSiteSearch } from '../api/search-site';
import { wordsOfAddress } from '../words-of-address';
import { HitExcerpt } from './hit-excerpt';

const SUGGESTIONS = 5;

export function SearchSuggestions({ pathname }: { pathname: string }) {
  const words = wordsOfAddress(pathname);
  const hits = useSiteSearch(words, { limit: SUGGESTIONS });
  if (!hits.data || hits.data.length === 0) return null;
  return (
    <Stack component="section" aria-labelledby="suggestions-title" gap="xs" ta="left" w="100%" mt="lg">
      <Title order={2} size="h4" id="suggestions-title">
        Were you looking for…
      </Title>
      <List listStyleType="none" spacing="sm">
        {hits.data.map((hit) => (
          <List.Item key={hit.address}>
            <Anchor component={Link} to={hit.address} fw={600}>
              {hit.title}
            </Anchor>
            <Text size="xs" c="dimmed">
              {hit.context}
            </Text>
            <HitExcerpt parts={hit.excerpt} />
          </List.Item>
        ))}
      </List>
    </Stack>
  );
}
