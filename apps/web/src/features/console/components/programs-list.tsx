/**
 * The program catalogue as console staff look after it: searched and filtered like the marketplace, the
 * programs not reviewed for a given number of days, and those whose sources are weak or old, each
 * with its reasons (decision 042); by status (draft, published, paused), each opening its editor.
 */
import '@mantine/core/styles/Combobox.css';
import {
  type ConsoleProgramListed,
  type FundingStatus,
  fundingStatuses,
  fundingStatusLabels,
  type ProgramStatus,
  type ProgramType,
  programStatuses,
  programStatusLabels,
  programTypeLabels,
  programTypes,
  sourceKindLabels,
  type UsStateCode,
  usStates,
} from '@hbw/contract';
import { Anchor, Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { orangeText } from '@/components/readable-colours';
import { consoleProgramPath } from '@/config/paths';
import { type ProgramsQuery, usePrograms } from '../api/get-programs';
import { type Column, ConsoleTable } from './console-table';

const columns: Column<ConsoleProgramListed>[] = [
  {
    header: 'Program',
    cell: (program) => (
      <Stack gap={0}>
        <Anchor component={Link} to={consoleProgramPath(program.id)} size="sm">
          {program.name}
        </Anchor>
        <Text size="xs" c="dimmed">
          {program.administrator.name}
        </Text>
      </Stack>
    ),
  },
  { header: 'Status', cell: (program) => programStatusLabels[program.status] },
  { header: 'State', cell: (program) => program.state ?? 'Every state' },
  { header: 'Type', cell: (program) => programTypeLabels[program.type] },
  { header: 'Funding', cell: (program) => fundingStatusLabels[program.funding_status] },
  { header: 'Amount', cell: (program) => program.amount_summary },
  { header: 'Last reviewed', cell: (program) => program.last_checked },
  {
    header: 'Sources',
    cell: (program) => (
      <Stack gap={0}>
        <Text size="sm">
          {program.source ? sourceKindLabels[program.source.kind] : 'None'}
          {program.source?.date ? `, ${program.source.date}` : ''}
        </Text>
        {program.source_concerns.map((concern) => (
          <Text key={concern.kind} size="xs" c={orangeText}>
            {concern.text}
          </Text>
        ))}
      </Stack>
    ),
  },
  {
    header: 'Source',
    cell: (program) => (
      <Anchor
        size="sm"
        href={program.source_url}
        target="_blank"
        rel="noreferrer"
        aria-label={`Source of ${program.name} (opens in a new tab)`}
      >
        Source
      </Anchor>
    ),
  },
];

type ProgramsListProps = {
  /** The filters and the page shown. */
  query: ProgramsQuery;
  onFiltersChange: (change: Partial<Omit<ProgramsQuery, 'page'>>) => void;
  onPageChange: (page: number) => void;
};

export function ProgramsList({ query, onFiltersChange, onPageChange }: ProgramsListProps) {
  const programs = usePrograms(query);
  const [search, setSearch] = useState(query.search ?? '');
  const [days, setDays] = useState(query.unchecked_days ? String(query.unchecked_days) : '');
  useEffect(() => setSearch(query.search ?? ''), [query.search]);
  useEffect(() => setDays(query.unchecked_days ? String(query.unchecked_days) : ''), [query.unchecked_days]);

  return (
    <Stack gap="md">
      <form
        aria-label="Search the programs"
        onSubmit={(event) => {
          event.preventDefault();
          const unchecked = Number.parseInt(days, 10);
          onFiltersChange({
            search: search.trim() || undefined,
            unchecked_days: Number.isInteger(unchecked) && unchecked > 0 ? unchecked : undefined,
          });
        }}
      >
        <Group align="flex-end" gap="md">
          <TextInput
            label="Name, agency or summary"
            type="search"
            value={search}
            maxLength={100}
            onChange={(event) => setSearch(event.currentTarget.value)}
          />
          <TextInput
            label="Not reviewed for (days)"
            inputMode="numeric"
            pattern="[0-9]*"
            w="11rem"
            value={days}
            onChange={(event) => setDays(event.currentTarget.value)}
          />
          <Button type="submit" variant="light">
            Search
          </Button>
        </Group>
      </form>
      <Group align="flex-end" gap="md">
        <NativeSelect
          label="Status"
          data={[
            { value: '', label: 'Any status' },
            ...programStatuses.map((status) => ({ value: status, label: programStatusLabels[status] })),
          ]}
          value={query.status ?? ''}
          onChange={(event) =>
            onFiltersChange({ status: (event.currentTarget.value || undefined) as ProgramStatus | undefined })
          }
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
        <NativeSelect
          label="Type"
          data={[
            { value: '', label: 'Every type' },
            ...programTypes.map((type) => ({ value: type, label: programTypeLabels[type] })),
          ]}
          value={query.type ?? ''}
          onChange={(event) =>
            onFiltersChange({ type: (event.currentTarget.value || undefined) as ProgramType | undefined })
          }
        />
        <NativeSelect
          label="Sources"
          data={[
            { value: '', label: 'Any sources' },
            { value: 'weak_or_old', label: 'Weak or old' },
          ]}
          value={query.sources ?? ''}
          onChange={(event) =>
            onFiltersChange({ sources: event.currentTarget.value === 'weak_or_old' ? 'weak_or_old' : undefined })
          }
        />
        <NativeSelect
          label="Funding"
          data={[
            { value: '', label: 'Any funding' },
            ...fundingStatuses.map((status) => ({ value: status, label: fundingStatusLabels[status] })),
          ]}
          value={query.funding_status ?? ''}
          onChange={(event) =>
            onFiltersChange({ funding_status: (event.currentTarget.value || undefined) as FundingStatus | undefined })
          }
        />
      </Group>
      <ConsoleTable
        noun="programs"
        query={programs}
        columns={columns}
        rowKey={(program) => program.id}
        empty="No program matches these filters."
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
