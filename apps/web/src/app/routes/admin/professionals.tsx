/** Professionals: invite, change, deactivate (/admin/professionals?q=lopez&state=active). */
import { professionalActivityStates } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { ProfessionalsList } from '@/features/console/components/professionals-list';
import { usePrograms } from '@/features/programs/api/get-programs';
import { useAddressFilters } from '@/lib/address-filters';
import { oneOf, searchFor, textParam } from './search-params';

const filtersOf = (searchParams: URLSearchParams) => ({
  q: textParam(searchParams, 'q'),
  state: oneOf(searchParams, 'state', professionalActivityStates),
});

export default function ConsoleProfessionals() {
  const { filters, page, changeFilters, changePage } = useAddressFilters(filtersOf, searchFor);
  // The whole catalogue, to link a professional to programs.
  const programs = usePrograms({ per_page: 500 }).data?.data ?? [];
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Professionals">
        The lenders and experts buyers book. An invitation mails a link to choose a password; a deactivated professional
        is never offered to buyers, and keeps their account and past calls.
      </ConsoleIntro>
      <ProfessionalsList
        query={{ ...filters, page }}
        onFiltersChange={changeFilters}
        onPageChange={changePage}
        programs={programs.map((program) => ({ id: program.id, label: program.name }))}
      />
    </Stack>
  );
}
