/** Agencies, the program administrators (/admin/agencies?q=housing&state=TX). */
import { usStateCodes } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AgenciesList } from '@/features/admin/components/agencies-list';
import { ConsoleIntro } from '@/features/admin/components/console-intro';
import { filtersToSearch, oneOf, pageParam, textParam } from './search-params';

export default function AdminAgencies() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = {
    q: textParam(searchParams, 'q'),
    state: oneOf(searchParams, 'state', usStateCodes),
    page: pageParam(searchParams),
  };
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Agencies">
        The housing finance agencies, cities and nonprofits that run the programs. Buyers’ expert requests about a
        program are mailed to its agency’s contact address. An agency changed here keeps the change when the catalogue’s
        files are imported again.
      </ConsoleIntro>
      <AgenciesList query={query} onQueryChange={(next) => setSearchParams(filtersToSearch(next))} />
    </Stack>
  );
}
