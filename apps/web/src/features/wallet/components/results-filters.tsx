/** The wizard results' filters and sort: how likely, the kind of help, a name, and the order. */
import { eligibilityStatuses, eligibilityStatusLabels, programTypeLabels, programTypes } from '@hbw/contract';
import '@mantine/core/styles/Combobox.css';
import { Button, Group, NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import type { ResultsFilters as Filters } from '../results-search';

type ResultsFiltersProps = { filters: Filters; onChange: (change: Partial<Filters>) => void };

export function ResultsFilters({ filters, onChange }: ResultsFiltersProps) {
  const [search, setSearch] = useState(filters.search);

  // The address may change the search from outside (cleared filters, the back button).
  useEffect(() => setSearch(filters.search), [filters.search]);

  return (
    // A named form is a landmark of its own, which jsdom knows, unlike the newer <search> element.
    <form
      aria-label="Filter your results"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search });
      }}
    >
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Search by name"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            flex={1}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
        <NativeSelect
          label="How likely"
          value={filters.status}
          onChange={(event) => onChange({ status: event.currentTarget.value as Filters['status'] })}
          data={[
            { value: '', label: 'Likely, possible or to review' },
            ...eligibilityStatuses.map((status) => ({ value: status, label: eligibilityStatusLabels[status] })),
          ]}
        />
        <NativeSelect
          label="Kind of help"
          value={filters.type}
          onChange={(event) => onChange({ type: event.currentTarget.value as Filters['type'] })}
          data={[
            { value: '', label: 'Every kind' },
            ...programTypes.map((type) => ({ value: type, label: programTypeLabels[type] })),
          ]}
        />
        <NativeSelect
          label="Sort by"
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.currentTarget.value as Filters['sort'] })}
          data={[
            { value: 'status', label: 'Most likely first' },
            { value: 'amount', label: 'Largest amount first' },
          ]}
        />
      </SimpleGrid>
    </form>
  );
}
