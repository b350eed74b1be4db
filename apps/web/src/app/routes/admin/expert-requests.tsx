/** The console's home: buyers' requests for an expert (/admin?status=new&page=2). */
import { expertRequestStatuses } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { ExpertRequestsInbox } from '@/features/console/components/expert-requests-inbox';
import { usePrograms } from '@/features/programs/api/get-programs';
import { useAddressFilters } from '@/lib/address-filters';
import { idParam, oneOf, searchFor } from './search-params';

const filtersOf = (searchParams: URLSearchParams) => ({
  status: oneOf(searchParams, 'status', expertRequestStatuses),
  program_id: idParam(searchParams, 'program_id'),
});

export default function ConsoleExpertRequests() {
  const { filters, page, changeFilters, changePage } = useAddressFilters(filtersOf, searchFor);
  const programs = usePrograms({ per_page: 500 }).data?.data ?? [];
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Expert requests">
        Buyers who found no time that suits them ask for an expert on a program. The program’s administrator got the
        request by email; follow it up here and note what was done.
      </ConsoleIntro>
      <ExpertRequestsInbox
        query={{ ...filters, page }}
        onFiltersChange={changeFilters}
        onPageChange={changePage}
        programs={programs.map((program) => ({ id: program.id, label: program.name }))}
      />
    </Stack>
  );
}
