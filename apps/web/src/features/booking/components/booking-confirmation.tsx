/** After booking: the call, its meeting link as soon as it is made, and the invitation for the buyer's calendar. */
import type { Appointment } from '@hbw/contract';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { appointmentPath, paths } from '@/config/paths';
import { callWhen, yourTime } from '@/lib/call-time';
import { useAppointment } from '../api/get-appointment';
import { AddToCalendarButton } from './add-to-calendar-button';
import { MeetingLink } from './meeting-link';

export function BookingConfirmation({ booked }: { booked: Appointment }) {
  const call = useAppointment(booked.id);
  const appointment = call.data ?? booked;
  const headingRef = useRef<HTMLHeadingElement>(null);
  const localTime = yourTime(appointment.starts_at);

  // The form the buyer was in is gone: the news takes the focus, for screen readers and keyboards.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack gap="lg">
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} mb={4}>
          Your call is booked
        </Title>
        <Text size="sm">We emailed you and {appointment.professional.name} an invitation for your calendar.</Text>
      </Alert>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <div>
            <Text fw={700}>{callWhen(appointment.starts_at)}</Text>
            {localTime && <Text size="sm">That is {localTime}.</Text>}
            <Text size="sm" c="dimmed">
              30 minutes with {appointment.professional.name} ({appointment.professional.company}), about{' '}
              {appointment.program.name}.
            </Text>
          </div>
          <MeetingLink appointment={appointment} waiting={call.preparingMeetingLink} />
          <Group gap="sm">
            <AddToCalendarButton appointmentId={appointment.id} />
            <Button component={Link} to={appointmentPath(appointment.id)} variant="default">
              See this call
            </Button>
          </Group>
          <Anchor component={Link} to={paths.app.appointments} size="sm">
            All your calls
          </Anchor>
        </Stack>
      </Card>
    </Stack>
  );
}
