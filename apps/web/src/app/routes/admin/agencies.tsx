/** Agencies, the program administrators (/admin/agencies?q=housing&state=TX). */
import { usStateCodes } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { AgenciesList } from '@/features/console/components/agencies-list';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { useAddressFilters } from '@/lib/address-filters';
import { oneOf, searchFor, textParam } from './search-params';

const filtersOf = (searchParams: URLSearchParams) => ({
  q: textParam(searchParams, 'q'),
  state: oneOf(searchParams, 'state', usStateCodes),
});

export default function ConsoleAgencies() {
  const { filters, page, changeFilters, changePage } = useAddressFilters(filtersOf, searchFor);
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Agencies">
        The housing finance agencies, cities and nonprofits that run the programs. Buyers’ expert requests about a
        program are mailed to its agency’s contact address. An agency changed here keeps the change when the catalogue’s
        files are imported again.
      </ConsoleIntro>
      <AgenciesList query={{ ...filters, page }} onFiltersChange={changeFilters} onPageChange={changePage} />
    </Stack>
  );
}
