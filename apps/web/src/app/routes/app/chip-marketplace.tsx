/** /app/chip-marketplace: every chip, searchable and filterable, with a star to keep the ones that interest the buyer. */
import { Anchor, Container, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { marketplaceProductPath, paths } from '@/config/paths';
import { ChipCatalogue } from '../chip-catalogue';

export default function ChipMarketplace() {
  return (
    <Container size="xl" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Chip marketplace" title="Every homebuyer program we know">
          Grants, forgivable and deferred loans, tax credits and affordable mortgages. Star the ones you want to keep an
          eye on.
        </PageIntro>
        <Text size="sm">
          Starred chips are in{' '}
          <Anchor component={Link} to={paths.app.favoriteChips}>
            your favorite chips
          </Anchor>
          . Which ones fit you? See{' '}
          <Anchor component={Link} to={paths.app.wizardResults}>
            your Wallet Wizard results
          </Anchor>
          .
        </Text>
        <ChipCatalogue chipHref={marketplaceProductPath} signedIn />
      </Stack>
    </Container>
  );
}
