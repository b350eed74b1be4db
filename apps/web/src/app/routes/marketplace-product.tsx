/** A chip's page (/marketplace/products/{id}): the program's facts and rules, its lenders, and its star. */
import { idInAddress } from '@hbw/contract/routes';
import { stateNameOf } from '@hbw/contract/us-states';
import { Anchor, Button, Container, Group, Stack, Text } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunction, useParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { PageIntro } from '@/components/page-intro';
import { PageTitle } from '@/components/page-title';
import {
  marketplaceProductPath,
  marketplaceStatePath,
  paths,
  programProfessionalsPath,
  signupPath,
} from '@/config/paths';
import { useFavorites } from '@/features/marketplace/api/get-favorites';
import { FavoriteStar } from '@/features/marketplace/components/favorite-star';
import { programQueryOptions, useProgram } from '@/features/programs/api/get-program';
import { ProgramFacts } from '@/features/programs/components/program-facts';
import { useProfile } from '@/features/session/api/get-profile';
import { ApiError } from '@/lib/api-client';

/**
 * The chip is asked for before the page is rendered, so that the page appears whole: rendered first around
 * a loading block, everything below it (the footer) moved when the chip came (a layout shift). A
 * chip that cannot load is the page's to say.
 */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const id = idInAddress(params.id);
    if (id !== null) await queryClient.ensureQueryData(programQueryOptions(id)).catch(() => undefined);
    return null;
  };

function Product({ programId }: { programId: number }) {
  const program = useProgram(programId);
  const profile = useProfile();
  const signedIn = Boolean(profile.data);
  // A visitor's invitations are laid out but hidden while the session is asked for, so that nothing
  // below them moves when they appear (a layout shift on a visitor's first view).
  const untilKnown = profile.isPending ? { visibility: 'hidden' as const } : undefined;
  const favorites = useFavorites({ enabled: signedIn });

  if (program.isError && program.error instanceof ApiError && program.error.status === 404) return <ErrorPage />;
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <PageTitle title={program.data?.name} />
      <Stack gap="xl">
        <Anchor component={Link} to={paths.marketplace} size="sm">
          Back to the marketplace
        </Anchor>
        {program.isPending ? (
          <LoadingBlock label="Loading the chip" rows={2} height={160} />
        ) : program.isError ? (
          <LoadFailure
            title="We couldn't load this chip"
            error={program.error}
            onRetry={() => void program.refetch()}
          />
        ) : (
          <>
            <Group justify="space-between" align="flex-start" wrap="nowrap">
              <PageIntro eyebrow={program.data.administrator.name} title={program.data.name}>
                {program.data.amount_summary}
              </PageIntro>
              {signedIn && favorites.isSuccess && (
                <FavoriteStar
                  programId={programId}
                  programName={program.data.name}
                  starred={favorites.data.some((favorite) => favorite.id === programId)}
                />
              )}
            </Group>
            <ProgramFacts program={program.data} />
            {program.data.state && (
              <Anchor component={Link} to={marketplaceStatePath(program.data.state)} size="sm">
                Every program we list in {stateNameOf(program.data.state)}, county by county
              </Anchor>
            )}
            <Stack gap="xs">
              <Group gap="sm">
                <Button component={Link} to={programProfessionalsPath(programId)}>
                  Talk to a participating lender
                </Button>
                {!signedIn && (
                  <Button component={Link} to={paths.questionnaire} variant="default" style={untilKnown}>
                    Check whether you qualify
                  </Button>
                )}
              </Group>
              {!signedIn && (
                <Text size="sm" c="dimmed" style={untilKnown}>
                  <Anchor component={Link} to={signupPath(marketplaceProductPath(programId))}>
                    Create a free account
                  </Anchor>{' '}
                  to star this chip and book a call.
                </Text>
              )}
            </Stack>
          </>
        )}
      </Stack>
    </Container>
  );
}

export default function MarketplaceProduct() {
  const programId = idInAddress(useParams().id);
  if (programId === null) return <ErrorPage />;
  return <Product programId={programId} />;
}
