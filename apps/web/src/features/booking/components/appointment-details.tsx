/**
 * One of the buyer's calls: when, with whom and about what, the way in, the invitation for their
 * calendar, its guests, a time the professional proposes, a message to the professional, and
 * cancelling while there is time.
 */
import { callWhenIn, professionalKindLabels } from '@hbw/contract';
import { Alert, Anchor, Button, Card, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconCalendarOff from '@tabler/icons-react/dist/esm/icons/IconCalendarOff.mjs';
import { Link } from 'react-router';
import { AppointmentStatusBadge } from '@/components/appointment-status-badge';
import { LoadFailure } from '@/components/load-failure';
import { bookAppointmentPath, paths, programProfessionalsPath } from '@/config/paths';
import { ApiError } from '@/lib/api-client';
import { callDay } from '@/lib/call-time';
import { useAppointment } from '../api/get-appointment';
import { invitationUrl } from '../api/get-invitation';
import { AddToCalendarButton } from './add-to-calendar-button';
import { CallGuests } from './call-guests';
import { CancelCallButton } from './cancel-call-button';
import { MeetingLink } from './meeting-link';
import { MessageForm } from './message-form';
import { ProposalNotice } from './proposal-notice';

/** `timeZone`: the zone the buyer reads times in; Eastern Time is said beside it when the clocks differ. */
export function AppointmentDetails({ appointmentId, timeZone }: { appointmentId: number; timeZone: string }) {
  const call = useAppointment(appointmentId);

  if (call.isPending) {
    return (
      <Stack gap="md" role="status" aria-label="Loading your call">
        <Skeleton height={28} width="70%" />
        <Skeleton height={160} radius="md" />
      </Stack>
    );
  }
  if (call.isError && call.error instanceof ApiError && call.error.status === 404) {
    return (
      <Alert color="gray" variant="light" title="We found no such call" role="alert">
        <Stack gap="xs" align="flex-start">
          <Text size="sm">
            It may have been booked from another account, or the address is incomplete. Your calls are all in your list.
          </Text>
          <Button component={Link} to={paths.app.appointments} size="xs" variant="default">
            See your calls
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (call.isError) {
    return <LoadFailure title="We couldn't load this call" error={call.error} onRetry={() => void call.refetch()} />;
  }

  const appointment = call.data;
  const professional = appointment.professional;
  const now = Date.now();
  const ended = new Date(appointment.ends_at).getTime() <= now;
  const cancellable = appointment.status === 'booked' && new Date(appointment.starts_at).getTime() > now;

  return (
    <Stack gap="lg">
      {cancellable && <ProposalNotice appointment={appointment} timeZone={timeZone} />}
      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="call-when">
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="sm">
            <div>
              <Title order={2} size="h3" id="call-when">
                {callWhenIn(new Date(appointment.starts_at), timeZone)}
              </Title>
            </div>
            <AppointmentStatusBadge status={appointment.status} />
          </Group>
          <Text>
            30 minutes with {professional.name}, {professionalKindLabels[professional.kind].toLowerCase()} at{' '}
            {professional.company}, about{' '}
            <Anchor component={Link} to={programProfessionalsPath(appointment.program.id)}>
              {appointment.program.name}
            </Anchor>
            .
          </Text>
          {appointment.description && (
            <div>
              <Text size="sm" fw={600}>
                Your note
              </Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {appointment.description}
              </Text>
            </div>
          )}
          {appointment.cancellation_note && (
            <Alert color="gray" variant="light" title="Why it was cancelled">
              {appointment.cancellation_note}
            </Alert>
          )}
          {!ended && <MeetingLink appointment={appointment} waiting={call.preparingMeetingLink} />}
          <Group gap="sm">
            {appointment.status === 'booked' && !ended && <AddToCalendarButton appointment={appointment} />}
            {appointment.status === 'cancelled' && (
              <Button
                component="a"
                href={invitationUrl(appointment.id)}
                download={`homebuyer-call-${appointment.id}-cancelled.ics`}
                variant="default"
                leftSection={<IconCalendarOff size={18} aria-hidden="true" />}
              >
                Remove from calendar
              </Button>
            )}
            {cancellable && (
              <Button
                component={Link}
                to={bookAppointmentPath(professional.id, appointment.program.id, undefined, appointment.id)}
                variant="default"
              >
                Change the time
              </Button>
            )}
            {cancellable && <CancelCallButton appointment={appointment} />}
          </Group>
        </Stack>
      </Card>

      <CallGuests appointment={appointment} />

      <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="write-to-professional">
        <Title order={2} size="h4" id="write-to-professional" mb="sm">
          Write to {professional.name}
        </Title>
        <MessageForm
          appointmentId={appointment.id}
          recipientName={professional.name}
          defaultSubject={`Our call on ${callDay(appointment.starts_at)}`}
        />
      </Card>
    </Stack>
  );
}
