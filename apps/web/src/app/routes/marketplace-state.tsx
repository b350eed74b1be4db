/**
 * A state's page (/marketplace/states/{oh}, decision 056): what we list there and what we do not, in
 * a sentence from the data; a map of its counties shaded by how many programs reach each, with the
 * same in a table; and its programs, each linked to its page.
 */
import type { UsStateCode } from '@hbw/contract';
import { usStateCodes } from '@hbw/contract/us-states';
import { Anchor, Button, Container, Group, Stack, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunction, useParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { PageIntro } from '@/components/page-intro';
import { PageTitle } from '@/components/page-title';
import { marketplaceProductPath, paths } from '@/config/paths';
import { stateCoverageQueryOptions, useStateCoverage } from '@/features/programs/api/get-state-coverage';
import { CountyMap } from '@/features/programs/components/county-map';
import { CoveredPrograms } from '@/features/programs/components/covered-programs';

/** The state an address names by its code, in either case (`oh`, `OH`); null for anything else. */
function stateInAddress(text: string | undefined): UsStateCode | null {
  const code = text?.toUpperCase();
  return usStateCodes.find((state) => state === code) ?? null;
}

/** The state's coverage comes with the page, so that the server renders it whole (decision 031). */
export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async ({ params }) => {
    const state = stateInAddress(params.state);
    if (state) await queryClient.ensureQueryData(stateCoverageQueryOptions(state)).catch(() => undefined);
    return null;
  };

function StatePage({ state }: { state: UsStateCode }) {
  const coverage = useStateCoverage(state);
  const title = coverage.data ? `Homebuyer assistance in ${coverage.data.state_name}` : undefined;
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <PageTitle title={title} />
      <Stack gap="xl">
        <Anchor component={Link} to={paths.marketplace} size="sm">
          Back to the marketplace
        </Anchor>
        {coverage.isPending ? (
          <LoadingBlock label="Loading the state's programs" rows={3} height={200} />
        ) : coverage.isError ? (
          <LoadFailure
            title="We couldn't load this state's programs"
            error={coverage.error}
            onRetry={() => void coverage.refetch()}
          />
        ) : (
          <>
            <PageIntro eyebrow="Programs by state" title={`Homebuyer assistance in ${coverage.data.state_name}`}>
              <span data-testid="coverage-sentence">{coverage.data.sentence}</span>
            </PageIntro>
            <Group gap="sm">
              <Button component={Link} to={paths.questionnaire}>
                See which ones fit you
              </Button>
              <Button component={Link} to={`${paths.marketplace}?state=${state}`} variant="default">
                Browse them in the marketplace
              </Button>
            </Group>
            <Stack gap="sm" component="section" aria-labelledby="county-map">
              <Title order={2} size="h3" id="county-map">
                Where the programs reach
              </Title>
              <CountyMap coverage={coverage.data} />
            </Stack>
            <CoveredPrograms coverage={coverage.data} programHref={marketplaceProductPath} />
          </>
        )}
      </Stack>
    </Container>
  );
}

export default function MarketplaceState() {
  const state = stateInAddress(useParams().state);
  if (state === null) return <ErrorPage />;
  return <StatePage state={state} />;
}
