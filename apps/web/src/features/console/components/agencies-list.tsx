/**
 * The program administrators (agencies), found by name or state, with where their expert requests
 * go and whether the catalogue's files still update them; each changed in a modal, and new ones added.
 */
import '@mantine/core/styles/Combobox.css';
import { type AgencyKeeper, type ConsoleAgency, type UsStateCode, usStates } from '@hbw/contract';
import { Badge, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type AgenciesQuery, useAgencies } from '../api/get-agencies';
import { type AgencyEditing, AgencyModal } from './agency-modal';
import { ConsoleSearch } from './console-search';
import { type Column, ConsoleTable } from './console-table';

const keeperLabels: Record<AgencyKeeper, string> = {
  catalogue_file: 'Follows its file',
  console_edit: 'Edited in the console',
  console: 'Added in the console',
};

type AgenciesListProps = {
  /** The filters and the page shown. */
  query: AgenciesQuery;
  onFiltersChange: (change: Partial<Omit<AgenciesQuery, 'page'>>) => void;
  onPageChange: (page: number) => void;
};

export function AgenciesList({ query, onFiltersChange, onPageChange }: AgenciesListProps) {
  const agencies = useAgencies(query);
  const [editing, setEditing] = useState<AgencyEditing>(null);

  const columns: Column<ConsoleAgency>[] = [
    {
      header: 'Agency',
      cell: (agency) => (
        <Stack gap={0}>
          <Text size="sm">{agency.name}</Text>
          <Text size="xs" c="dimmed">
            {agency.short_name} · {agency.slug}
          </Text>
        </Stack>
      ),
    },
    { header: 'State', cell: (agency) => agency.state ?? 'National' },
    { header: 'Programs', cell: (agency) => agency.program_count },
    {
      header: 'Expert requests go to',
      cell: (agency) =>
        agency.contact_email ?? (
          <Text size="sm" c="dimmed">
            The Homebuyer Wizard team
          </Text>
        ),
    },
    {
      header: 'Catalogue file',
      cell: (agency) => (
        <Badge variant="light" color={agency.kept_by === 'catalogue_file' ? 'gray' : 'blue'}>
          {keeperLabels[agency.kept_by]}
        </Badge>
      ),
    },
    {
      header: 'Change',
      cell: (agency) => (
        <Button size="xs" variant="default" onClick={() => setEditing(agency)} aria-label={`Change ${agency.name}`}>
          Change
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <ConsoleSearch
          name="Search the agencies"
          label="Name contains"
          words={query.q}
          onSearch={(q) => onFiltersChange({ q })}
        />
        <NativeSelect
          label="State"
          data={[
            { value: '', label: 'Every state' },
            ...usStates.map((state) => ({ value: state.code, label: state.name })),
          ]}
          value={query.state ?? ''}
          onChange={(event) =>
            onFiltersChange({ state: (event.currentTarget.value || undefined) as UsStateCode | undefined })
          }
        />
        <Button onClick={() => setEditing('new')}>Add an agency</Button>
      </Group>
      <ConsoleTable
        noun="agencies"
        query={agencies}
        columns={columns}
        rowKey={(agency) => agency.id}
        empty="No agency matches."
        onPageChange={onPageChange}
      />
      <AgencyModal editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
