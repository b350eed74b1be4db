/**
 * Every chip, searched and filtered from the address, a page at a time: the buyer's chip marketplace
 * (/app/chip-marketplace) and the public one (/marketplace). A signed-in buyer stars chips here.
 */
import '@mantine/core/styles/EmptyState.css';
import { Button, EmptyState, SimpleGrid, Stack } from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { ListPagination } from '@/components/list-pagination';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { useFavorites } from '@/features/marketplace/api/get-favorites';
import {
  CHIPS_PER_PAGE,
  chipFiltersFromSearch,
  chipQueryFromSearch,
  searchWithChipFilters,
} from '@/features/marketplace/chip-search';
import { ChipCard } from '@/features/marketplace/components/chip-card';
import { ChipFilters } from '@/features/marketplace/components/chip-filters';
import { FavoriteStar } from '@/features/marketplace/components/favorite-star';
import { usePrograms } from '@/features/programs/api/get-programs';
import { useAddressFilters } from '@/lib/address-filters';

type ChipCatalogueProps = { chipHref: (programId: number) => string; signedIn: boolean };

export function ChipCatalogue({ chipHref, signedIn }: ChipCatalogueProps) {
  const { searchParams, filters, page, changeFilters, clearFilters, changePage } = useAddressFilters(
    chipFiltersFromSearch,
    searchWithChipFilters,
  );
  const chips = usePrograms(chipQueryFromSearch(searchParams));
  const favorites = useFavorites({ enabled: signedIn });
  const starred = new Set(favorites.data?.map((program) => program.id));

  return (
    <Stack gap="lg">
      <ChipFilters filters={filters} onChange={changeFilters} />
      {chips.isPending ? (
        <LoadingBlock label="Loading the chips" rows={3} height={160} />
      ) : chips.isError ? (
        <LoadFailure title="We couldn't load the chips" error={chips.error} onRetry={() => void chips.refetch()} />
      ) : chips.data.data.length === 0 ? (
        <EmptyState icon={<IconSearch aria-hidden="true" />} withIndicatorBackground>
          <EmptyState.Title order={2}>No chip matches these filters</EmptyState.Title>
          <EmptyState.Description>Try another state or kind of help, or clear the filters.</EmptyState.Description>
          <EmptyState.Actions>
            <Button variant="default" onClick={clearFilters}>
              Clear the filters
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack gap="md">
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {chips.data.data.map((program) => (
              <ChipCard
                key={program.id}
                program={program}
                href={chipHref(program.id)}
                action={
                  signedIn && favorites.isSuccess ? (
                    <FavoriteStar programId={program.id} programName={program.name} starred={starred.has(program.id)} />
                  ) : undefined
                }
              />
            ))}
          </SimpleGrid>
          <ListPagination
            page={page}
            perPage={CHIPS_PER_PAGE}
            total={chips.data.total}
            noun="chips"
            onPageChange={changePage}
          />
        </Stack>
      )}
    </Stack>
  );
}
