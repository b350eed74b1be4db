/**
 * Every chip, searched and filtered from the address, a page at a time: the buyer's chip marketplace
 * (/app/chip-marketplace) and the public one (/marketplace). A signed-in buyer stars chips here.
 */
import '@mantine/core/styles/EmptyState.css';
import { usStates } from '@hbw/contract/us-states';
import { Anchor, Button, EmptyState, NativeSelect, SimpleGrid, Stack } from '@mantine/core';
import IconSearch from '@tabler/icons-react/dist/esm/icons/IconSearch.mjs';
import { Link } from 'react-router';
import { ListPagination } from '@/components/list-pagination';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { marketplaceStatePath } from '@/config/paths';
import { useFavorites } from '@/features/marketplace/api/get-favorites';
import {
  CHIPS_PER_PAGE,
  type ChipFilters as ChipFilterValues,
  chipFiltersFromSearch,
  chipQueryFromSearch,
  searchWithChipFilters,
} from '@/features/marketplace/chip-search';
import { ChipCard } from '@/features/marketplace/components/chip-card';
import { ChipFilters } from '@/features/marketplace/components/chip-filters';
import { FavoriteStar } from '@/features/marketplace/components/favorite-star';
import { usePrograms } from '@/features/programs/api/get-programs';
import { useCountyPlaces } from '@/features/questionnaire/api/get-county-places';
import { CountySelect } from '@/features/questionnaire/components/county-select';
import { useAddressFilters } from '@/lib/address-filters';

type PlaceFiltersProps = { filters: ChipFilterValues; onChange: (change: Partial<ChipFilterValues>) => void };

/**
 * The county of the state chosen and, where the county has programs of a city, the city (decision
 * 056): the questionnaire's own county list and cities, so that both ask the same.
 */
function PlaceFilters({ filters, onChange }: PlaceFiltersProps) {
  const places = useCountyPlaces(filters.county);
  if (!filters.state) return null;
  const cities = filters.county && places.data?.county === filters.county ? places.data.cities : [];
  return (
    <>
      <CountySelect
        label="County"
        state={filters.state}
        value={filters.county}
        onChange={(county) => {
          if (county !== filters.county) onChange({ county, city: '' });
        }}
      />
      {cities.length > 0 && (
        <NativeSelect
          label="City"
          value={filters.city}
          onChange={(event) => onChange({ city: event.currentTarget.value })}
          data={[
            { value: '', label: 'Anywhere in the county' },
            ...cities.map((city) => ({ value: city, label: city })),
            { value: 'elsewhere', label: `Elsewhere in ${places.data?.county_label}` },
          ]}
        />
      )}
    </>
  );
}

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
      <ChipFilters
        filters={filters}
        onChange={changeFilters}
        places={<PlaceFilters filters={filters} onChange={changeFilters} />}
      />
      {filters.state && (
        <Anchor component={Link} to={marketplaceStatePath(filters.state)} size="sm">
          What we list in {usStates.find((state) => state.code === filters.state)?.name}, county by county
        </Anchor>
      )}
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
