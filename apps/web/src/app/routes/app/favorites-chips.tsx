/** /app/favorites-chips: the chips the buyer starred, the latest first; unstarring one takes it off. */
import '@mantine/core/styles/EmptyState.css';
import { Button, Container, EmptyState, SimpleGrid, Stack } from '@mantine/core';
import IconStar from '@tabler/icons-react/dist/esm/icons/IconStar.mjs';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { PageIntro } from '@/components/page-intro';
import { marketplaceProductPath, paths } from '@/config/paths';
import { useFavorites } from '@/features/marketplace/api/get-favorites';
import { ChipCard } from '@/features/marketplace/components/chip-card';
import { FavoriteStar } from '@/features/marketplace/components/favorite-star';

export default function FavoriteChips() {
  const favorites = useFavorites();
  return (
    <Container size="xl" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Favorite chips" title="The chips you starred">
          Programs you want to keep an eye on. Ask a participating lender about any of them.
        </PageIntro>
        {favorites.isPending ? (
          <LoadingBlock label="Loading your favorite chips" rows={2} height={160} />
        ) : favorites.isError ? (
          <LoadFailure
            title="We couldn't load your favorite chips"
            error={favorites.error}
            onRetry={() => void favorites.refetch()}
          />
        ) : favorites.data.length === 0 ? (
          <EmptyState icon={<IconStar aria-hidden="true" />} withIndicatorBackground>
            <EmptyState.Title order={2}>No favorite chips yet</EmptyState.Title>
            <EmptyState.Description>
              Star a chip in the marketplace or in your results to keep it here.
            </EmptyState.Description>
            <EmptyState.Actions>
              <Button component={Link} to={paths.app.chipMarketplace}>
                Browse the chips
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {favorites.data.map((program) => (
              <ChipCard
                key={program.id}
                program={program}
                href={marketplaceProductPath(program.id)}
                action={<FavoriteStar programId={program.id} programName={program.name} starred />}
              />
            ))}
          </SimpleGrid>
        )}
      </Stack>
    </Container>
  );
}
