/**
 * The Wallet Wizard results: every program for the buyer's answers, how likely, about how much and
 * why, filtered and sorted from the address; a page at a time (/app/wizard-results) or all at once
 * (/app/wizard-results-nopaginate). Each result leads to its chip and to its lenders, with its star.
 */
import '@mantine/core/styles/EmptyState.css';
import { WIZARD_RESULTS_PER_PAGE } from '@hbw/contract';
import { Anchor, Button, Container, EmptyState, Group, Stack, Text } from '@mantine/core';
import IconListSearch from '@tabler/icons-react/dist/esm/icons/IconListSearch.mjs';
import { Link } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { PageIntro } from '@/components/page-intro';
import { marketplaceProductPath, paths, programProfessionalsPath } from '@/config/paths';
import { FavoriteStar } from '@/features/marketplace/components/favorite-star';
import { useResults } from '@/features/wallet/api/get-results';
import { ResultCard } from '@/features/wallet/components/result-card';
import { ResultsFilters } from '@/features/wallet/components/results-filters';
import { filtersFromSearch, resultsQueryFromSearch, searchWithFilters } from '@/features/wallet/results-search';
import { useAddressFilters } from '@/lib/address-filters';

export function WizardResultsScreen({ all }: { all: boolean }) {
  const { searchParams, filters, page, changeFilters, clearFilters, changePage } = useAddressFilters(
    filtersFromSearch,
    searchWithFilters,
  );
  const results = useResults(resultsQueryFromSearch(searchParams, all));
  const filtered = searchWithFilters(filters).toString() !== '';

  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Wallet Wizard results" title="The programs for your answers">
          Sorted by how likely you are to qualify, then by amount. Amounts are estimates from your target price: a
          participating lender confirms them.
        </PageIntro>
        <Group gap="md">
          <Anchor component={Link} to={all ? paths.app.wizardResults : paths.app.wizardResultsAll} size="sm">
            {all ? 'Show them a page at a time' : 'Show every result on one page'}
          </Anchor>
          <Anchor component={Link} to={paths.app.survey2} size="sm">
            Change your answers
          </Anchor>
        </Group>
        <ResultsFilters filters={filters} onChange={changeFilters} />
        {results.isPending ? (
          <LoadingBlock label="Loading your results" rows={3} height={180} />
        ) : results.isError ? (
          <LoadFailure
            title="We couldn't load your results"
            error={results.error}
            onRetry={() => void results.refetch()}
          />
        ) : !results.data.answers_complete ? (
          <EmptyState icon={<IconListSearch aria-hidden="true" />} withIndicatorBackground>
            <EmptyState.Title order={2}>Answer the questionnaire to see your results</EmptyState.Title>
            <EmptyState.Description>
              It takes about five minutes, and you can change any answer later.
            </EmptyState.Description>
            <EmptyState.Actions>
              <Button component={Link} to={paths.app.survey}>
                Take the questionnaire
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : results.data.data.length === 0 ? (
          <EmptyState icon={<IconListSearch aria-hidden="true" />} withIndicatorBackground>
            <EmptyState.Title order={2}>
              {filtered ? 'No program matches these filters' : 'No program fits your answers yet'}
            </EmptyState.Title>
            <EmptyState.Description>
              {filtered
                ? 'Clear a filter to see more.'
                : 'See which programs you missed and why, or talk to a housing counselor about other help.'}
            </EmptyState.Description>
            <EmptyState.Actions>
              {filtered ? (
                <Button variant="default" onClick={clearFilters}>
                  Clear the filters
                </Button>
              ) : (
                <Button variant="default" onClick={() => changeFilters({ status: 'not_eligible' })}>
                  See the programs you missed
                </Button>
              )}
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <Stack gap="md">
            {results.data.catalogue_note && (
              <Text size="sm" c="dimmed" data-testid="catalogue-note">
                {results.data.catalogue_note}
              </Text>
            )}
            {all && (
              <Text size="sm" c="dimmed" aria-live="polite">
                {results.data.total} {results.data.total === 1 ? 'program' : 'programs'}
              </Text>
            )}
            {results.data.data.map((result) => (
              <ResultCard
                key={result.program.id}
                result={result}
                chipHref={marketplaceProductPath(result.program.id)}
                professionalsHref={programProfessionalsPath(result.program.id)}
                action={
                  <FavoriteStar
                    programId={result.program.id}
                    programName={result.program.name}
                    starred={result.favorite}
                  />
                }
              />
            ))}
            {!all && (
              <ListPagination
                page={page}
                perPage={WIZARD_RESULTS_PER_PAGE}
                total={results.data.total}
                noun="programs"
                onPageChange={changePage}
              />
            )}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
