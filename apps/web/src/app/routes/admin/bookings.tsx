/** Every booked call, filtered (/admin/bookings?status=booked&from=2026-05-01&to=2026-05-31). */
import { appointmentStatuses } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { BookingsList } from '@/features/admin/components/bookings-list';
import { ConsoleIntro } from '@/features/admin/components/console-intro';
import { filtersToSearch, oneOf, pageParam, textParam } from './search-params';

export default function AdminBookings() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = {
    status: oneOf(searchParams, 'status', appointmentStatuses),
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
      <BookingsList query={query} onQueryChange={(next) => setSearchParams(filtersToSearch(next))} />
    </Stack>
  );
}
