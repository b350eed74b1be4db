/** Every booked call, filtered (/admin/bookings?status=booked&from=2026-05-01&to=2026-05-31). */
import { appointmentStatuses } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { BookingsList } from '@/features/console/components/bookings-list';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { useProfessionals } from '@/features/professionals/api/get-professionals';
import { usePrograms } from '@/features/programs/api/get-programs';
import { useAddressFilters } from '@/lib/address-filters';
import { idParam, oneOf, searchFor, textParam } from './search-params';

const filtersOf = (searchParams: URLSearchParams) => ({
  status: oneOf(searchParams, 'status', appointmentStatuses),
  program_id: idParam(searchParams, 'program_id'),
  professional_id: idParam(searchParams, 'professional_id'),
  from: textParam(searchParams, 'from'),
  to: textParam(searchParams, 'to'),
});

export default function ConsoleBookings() {
  const { filters, page, changeFilters, changePage } = useAddressFilters(filtersOf, searchFor);
  // The whole catalogue and every professional, as choices for the filters.
  const programs = usePrograms({ per_page: 500 }).data?.data ?? [];
  const professionals = useProfessionals({}).data ?? [];
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Bookings">
        Every call booked with a professional, the latest first. Dates are Eastern Time; the export holds every call the
        filters keep.
      </ConsoleIntro>
      <BookingsList
        query={{ ...filters, page }}
        onFiltersChange={changeFilters}
        onPageChange={changePage}
        programs={programs.map((program) => ({ id: program.id, label: program.name }))}
        professionals={professionals.map((professional) => ({
          id: professional.id,
          label: `${professional.name}, ${professional.company}`,
        }))}
      />
    </Stack>
  );
}
