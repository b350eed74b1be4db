/** The program catalogue (/admin/programs?state=TX&unchecked_days=180). */
import { fundingStatuses, programTypes, usStateCodes } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ConsoleIntro } from '@/features/admin/components/console-intro';
import { ProgramsList } from '@/features/admin/components/programs-list';
import { filtersToSearch, oneOf, pageParam, textParam } from './search-params';

export default function AdminPrograms() {
  const [searchParams, setSearchParams] = useSearchParams();
  const days = Number.parseInt(searchParams.get('unchecked_days') ?? '', 10);
  const query = {
    search: textParam(searchParams, 'search'),
    state: oneOf(searchParams, 'state', usStateCodes),
    type: oneOf(searchParams, 'type', programTypes),
    funding_status: oneOf(searchParams, 'funding_status', fundingStatuses),
    unchecked_days: Number.isInteger(days) && days > 0 && days <= 3650 ? days : undefined,
    page: pageParam(searchParams),
  };
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Programs">
        The catalogue buyers see, read from the program files at every start. Find the programs whose sources were not
        checked for a while, and check them against their source.
      </ConsoleIntro>
      <ProgramsList query={query} onQueryChange={(next) => setSearchParams(filtersToSearch(next))} />
    </Stack>
  );
}
