/**
 * The program catalogue (/admin/programs?state=TX&status=draft&unchecked_days=180&sources=weak_or_old), its files
 * exported and imported.
 */
import { fundingStatuses, programStatuses, programTypes, usStateCodes } from '@hbw/contract';
import { Button, Group, Stack } from '@mantine/core';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { CatalogueFiles } from '@/features/console/components/catalogue-files';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { ProgramsList } from '@/features/console/components/programs-list';
import { useAddressFilters } from '@/lib/address-filters';
import { oneOf, searchFor, textParam } from './search-params';

function filtersOf(searchParams: URLSearchParams) {
  const days = Number.parseInt(searchParams.get('unchecked_days') ?? '', 10);
  return {
    search: textParam(searchParams, 'search'),
    state: oneOf(searchParams, 'state', usStateCodes),
    type: oneOf(searchParams, 'type', programTypes),
    funding_status: oneOf(searchParams, 'funding_status', fundingStatuses),
    status: oneOf(searchParams, 'status', programStatuses),
    unchecked_days: Number.isInteger(days) && days > 0 && days <= 3650 ? days : undefined,
    sources: oneOf(searchParams, 'sources', ['weak_or_old'] as const),
  };
}

export default function ConsolePrograms() {
  const { filters, page, changeFilters, changePage } = useAddressFilters(filtersOf, searchFor);
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Programs">
        The catalogue, from the program files and the programs edited here; buyers see the published ones. Find the
        programs not reviewed for a while, and those whose sources are weak or old: no page of the administrator's own,
        confidence C, or a newest dated source over a year old.
      </ConsoleIntro>
      <Group gap="sm">
        <Button component={Link} to={paths.console.newProgram}>
          New program
        </Button>
      </Group>
      <ProgramsList query={{ ...filters, page }} onFiltersChange={changeFilters} onPageChange={changePage} />
      <CatalogueFiles />
    </Stack>
  );
}
