/** Every booked call, filtered (/admin/bookings?status=booked&from=2026-05-01&to=2026-05-31). */
import { appointmentStatuses } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BookingsList } from '@/features/admin/components/bookings-list';
import { ConsoleIntro } from '@/features/admin/components/console-intro';
import { useProfessionals } from '@/features/professionals/api/get-professionals';
import { usePrograms } from '@/features/programs/api/get-programs';
import { filtersToSearch, idParam, oneOf, pageParam, textParam } from './search-params';

export default function AdminBookings() {
  const [searchParams, setSearchParams] = useSearchParams();
  // The whole catalogue and every professional, as choices for the filters.
  const programs = usePrograms({ per_page: 500 }).data?.data ?? [];
  const professionals = useProfessionals({}).data ?? [];
  const query = {
    status: oneOf(searchParams, 'status', appointmentStatuses),
    program_id: idParam(searchParams, 'program_id'),
    professional_id: idParam(searchParams, 'professional_id'),
    from: textParam(searchParams, 'from'),
    to: textParam(searchParams, 'to'),
    page: pageParam(searchParams),
  };
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Bookings">
        Every call booked with a professional, the latest first. Dates are Eastern Time; the export holds every call the
        filters keep.
      </ConsoleIntro>
      <BookingsList
        query={query}
        onQueryChange={(next) => setSearchParams(filtersToSearch(next))}
        programs={programs.map((program) => ({ id: program.id, label: program.name }))}
        professionals={professionals.map((professional) => ({
          id: professional.id,
          label: `${professional.name}, ${professional.company}`,
        }))}
      />
    </Stack>
  );
}
