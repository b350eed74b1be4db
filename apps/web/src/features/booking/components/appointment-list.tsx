/** The buyer's calls, newest first, ten a page: when, with whom, about what, and what can be done with each. */
import '@mantine/core/styles/EmptyState.css';
import type { Appointment } from '@hbw/contract';
import { Alert, Button, Card, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import { Link } from 'react-router';
import { AppointmentStatusBadge } from '@/components/appointment-status-badge';
import { ListPagination } from '@/components/list-pagination';
import { LoadFailure } from '@/components/load-failure';
import { appointmentPath, paths } from '@/config/paths';
import { callWhen } from '@/lib/call-time';
import { useAppointments } from '../api/get-appointments';
import { CancelCallButton } from './cancel-call-button';

type AppointmentListProps = {
  page: number;
  onPageChange: (page: number) => void;
};

function AppointmentItem({ appointment }: { appointment: Appointment }) {
  const upcoming = new Date(appointment.ends_at).getTime() > Date.now();
  const open = appointment.status === 'booked' && upcoming;
  const headingId = `call-${appointment.id}`;
  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={2} size="h5" id={headingId}>
            {callWhen(appointment.starts_at)}
          </Title>
          <AppointmentStatusBadge status={appointment.status} />
        </Group>
        <Text size="sm">
          With {appointment.professional.name} ({appointment.professional.company}), about {appointment.program.name}
        </Text>
        <Group gap="xs" mt={4}>
          <Button
            component={Link}
            to={appointmentPath(appointment.id)}
            size="xs"
            variant="light"
            aria-label={`Details of the call of ${callWhen(appointment.starts_at)}`}
          >
            Details
          </Button>
          {open && appointment.meet_link && (
            <Button component="a" href={appointment.meet_link} target="_blank" rel="noreferrer" size="xs">
              Join
            </Button>
          )}
          {open && new Date(appointment.starts_at).getTime() > Date.now() && (
            <CancelCallButton appointment={appointment} size="xs" />
          )}
        </Group>
      </Stack>
    </Card>
  );
}

export function AppointmentList({ page, onPageChange }: AppointmentListProps) {
  const calls = useAppointments(page);

  if (calls.isPending) {
    return (
      <Stack gap="sm" role="status" aria-label="Loading your calls">
        {[1, 2, 3].map((placeholder) => (
          <Skeleton key={placeholder} height={110} radius="md" />
        ))}
      </Stack>
    );
  }
  if (calls.isError) {
    return <LoadFailure title="We couldn't load your calls" error={calls.error} onRetry={() => void calls.refetch()} />;
  }
  const { data: appointments, total, per_page: perPage } = calls.data;
  if (total === 0) {
    return (
      <EmptyState icon={<IconCalendarEvent aria-hidden="true" />} withIndicatorBackground>
        <EmptyState.Title order={2}>No calls yet: find a program to book your first call</EmptyState.Title>
        <EmptyState.Description>
          Each program has participating lenders and housing experts who answer your questions in a 30-minute call.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={paths.app.chipMarketplace}>
            Find a program
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <Stack gap="md">
      {appointments.length === 0 ? (
        <Alert color="gray" variant="light" title="There are no calls on this page">
          <Button size="xs" variant="default" onClick={() => onPageChange(1)}>
            Go to the first page
          </Button>
        </Alert>
      ) : (
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={calls.isPlaceholderData}>
          {appointments.map((appointment) => (
            <AppointmentItem key={appointment.id} appointment={appointment} />
          ))}
        </Stack>
      )}
      <ListPagination page={page} perPage={perPage} total={total} noun="calls" onPageChange={onPageChange} />
    </Stack>
  );
}
