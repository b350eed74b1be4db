/** Every booked call, filtered by status and New York dates, with the filtered list as a CSV download. */
import '@mantine/core/styles/Combobox.css';
import { type Appointment, type AppointmentStatus, appointmentStatuses } from '@hbw/contract';
import { Button, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { AppointmentStatusBadge, appointmentStatusLabel } from '@/components/appointment-status-badge';
import { callWhen } from '@/lib/call-time';
import { type BookingsQuery, bookingsCsvAddress, useBookings } from '../api/get-bookings';
import { type Choice, choiceData, idOfChoice } from '../choices';
import { consoleTime } from '../console-time';
import { type Column, ConsoleTable } from './console-table';

const columns: Column<Appointment>[] = [
  { header: 'Call', cell: (call) => callWhen(call.starts_at) },
  { header: 'Status', cell: (call) => <AppointmentStatusBadge status={call.status} /> },
  { header: 'Program', cell: (call) => call.program.name },
  {
    header: 'Professional',
    cell: (call) => (
      <Stack gap={0}>
        <Text size="sm">{call.professional.name}</Text>
        <Text size="xs" c="dimmed">
          {call.professional.company}
        </Text>
      </Stack>
    ),
  },
  {
    header: 'Buyer',
    cell: (call) => (
      <Stack gap={0}>
        <Text size="sm">{call.buyer.name}</Text>
        <Text size="xs" c="dimmed">
          {call.buyer.email}
        </Text>
      </Stack>
    ),
  },
  { header: 'Booked', cell: (call) => consoleTime(call.created_at) },
];

type BookingsListProps = {
  /** The filters and the page shown. */
  query: BookingsQuery;
  onFiltersChange: (change: Partial<Omit<BookingsQuery, 'page'>>) => void;
  onPageChange: (page: number) => void;
  programs: readonly Choice[];
  professionals: readonly Choice[];
};

export function BookingsList({ query, onFiltersChange, onPageChange, programs, professionals }: BookingsListProps) {
  const bookings = useBookings(query);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <NativeSelect
          label="Status"
          data={[
            { value: '', label: 'Every status' },
            ...appointmentStatuses.map((value) => ({ value, label: appointmentStatusLabel(value) })),
          ]}
          value={query.status ?? ''}
          onChange={(event) =>
            onFiltersChange({ status: (event.currentTarget.value || undefined) as AppointmentStatus | undefined })
          }
        />
        <NativeSelect
          label="Program"
          maw="20rem"
          data={choiceData('Every program', programs)}
          value={query.program_id ? String(query.program_id) : ''}
          onChange={(event) => onFiltersChange({ program_id: idOfChoice(event.currentTarget.value) })}
        />
        <NativeSelect
          label="Professional"
          maw="20rem"
          data={choiceData('Every professional', professionals)}
          value={query.professional_id ? String(query.professional_id) : ''}
          onChange={(event) => onFiltersChange({ professional_id: idOfChoice(event.currentTarget.value) })}
        />
        <TextInput
          type="date"
          label="From"
          description="Eastern Time"
          value={query.from ?? ''}
          onChange={(event) => onFiltersChange({ from: event.currentTarget.value || undefined })}
        />
        <TextInput
          type="date"
          label="To"
          description="Eastern Time"
          value={query.to ?? ''}
          onChange={(event) => onFiltersChange({ to: event.currentTarget.value || undefined })}
        />
        <Button component="a" href={bookingsCsvAddress(query)} download variant="default">
          Export CSV
        </Button>
      </Group>
      <ConsoleTable
        noun="bookings"
        query={bookings}
        columns={columns}
        rowKey={(call) => call.id}
        empty="No call matches these filters."
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
