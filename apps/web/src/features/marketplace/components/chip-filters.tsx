/**
 * The marketplace's filters: a name, the state (with its county and city, which the page composes),
 * the kind of help, how much it can give, the first-time rule and occupations.
 */
import { occupationLabels, occupations, programTypeLabels, programTypes } from '@hbw/contract/program-terms';
import { usStates } from '@hbw/contract/us-states';
import '@mantine/core/styles/Combobox.css';
import { formatDollars } from '@hbw/contract/money-words';
import { Button, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type ChangeEvent, type ReactNode, useEffect, useState } from 'react';
import { type ChipFilters as Filters, minimumAmounts } from '../chip-search';

type ChipFiltersProps = {
  filters: Filters;
  onChange: (change: Partial<Filters>) => void;
  /** The county and city filters of the state chosen, which the page composes (decision 056). */
  places?: ReactNode;
};

export function ChipFilters({ filters, onChange, places }: ChipFiltersProps) {
  const [search, setSearch] = useState(filters.search);

  // The address may change the search from outside (cleared filters, the back button).
  useEffect(() => setSearch(filters.search), [filters.search]);

  const choose = <K extends keyof Filters>(key: K) => ({
    value: filters[key],
    onChange: (event: ChangeEvent<HTMLSelectElement>) => onChange({ [key]: event.currentTarget.value as Filters[K] }),
  });

  return (
    // A named form is a landmark of its own, which jsdom knows, unlike the newer <search> element.
    <form
      aria-label="Search the chips"
      onSubmit={(event) => {
        event.preventDefault();
        onChange({ search });
      }}
    >
      <Stack>
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Search by name, agency or summary"
            type="search"
            value={search}
            onChange={(event) => setSearch(event.currentTarget.value)}
            flex={1}
          />
          <Button type="submit" variant="default">
            Search
          </Button>
        </Group>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
          <NativeSelect
            label="State"
            value={filters.state}
            // Another state's county and city say nothing of this one.
            onChange={(event) =>
              onChange({ state: event.currentTarget.value as Filters['state'], county: '', city: '' })
            }
            data={[
              { value: '', label: 'Every state' },
              ...usStates.map((state) => ({ value: state.code, label: state.name })),
            ]}
          />
          {places}
          <NativeSelect
            label="Kind of help"
            {...choose('type')}
            data={[
              { value: '', label: 'Every kind' },
              ...programTypes.map((type) => ({ value: type, label: programTypeLabels[type] })),
            ]}
          />
          <NativeSelect
            label="Can give at least"
            {...choose('min_amount')}
            data={[
              { value: '', label: 'Any amount' },
              ...minimumAmounts.map((amount) => ({ value: amount, label: formatDollars(Number(amount)) })),
            ]}
          />
          <NativeSelect
            label="First-time buyer rule"
            {...choose('first_time_buyer')}
            data={[
              { value: '', label: 'Either' },
              { value: 'required', label: 'For first-time buyers only' },
              { value: 'not_required', label: 'Open to past owners too' },
            ]}
          />
          <NativeSelect
            label="For people who work as"
            {...choose('occupation')}
            data={[
              { value: '', label: 'Any occupation' },
              ...occupations.map((occupation) => ({ value: occupation, label: occupationLabels[occupation] })),
            ]}
          />
        </SimpleGrid>
      </Stack>
    </form>
  );
}
