/** After booking: the call, its meeting link as soon as it is made, and the invitation for the buyer's calendar. */
import { type Appointment, callWhenIn } from '@hbw/contract';
import { Alert, Anchor, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import IconCircleCheck from '@tabler/icons-react/dist/esm/icons/IconCircleCheck.mjs';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { appointmentPath, paths } from '@/config/paths';
import { useAppointment } from '../api/get-appointment';
import { AddToCalendarButton } from './add-to-calendar-button';
import { MeetingLink } from './meeting-link';

/** `timeZone`: the zone the buyer reads times in; Eastern Time is said beside it when the clocks differ. */
export function BookingConfirmation({
  booked,
  timeZone,
  moved = false,
}: {
  booked: Appointment;
  timeZone: string;
  /** The call was moved rather than booked. */
  moved?: boolean;
}) {
  const call = useAppointment(booked.id);
  const appointment = call.data ?? booked;
  const headingRef = useRef<HTMLHeadingElement>(null);

  // The form the buyer was in is gone: the news takes the focus, for screen readers and keyboards.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <Stack gap="lg">
      <Alert color="green" variant="light" icon={<IconCircleCheck aria-hidden="true" />}>
        <Title order={2} size="h3" ref={headingRef} tabIndex={-1} mb={4}>
          {moved ? 'Your call is moved' : 'Your call is booked'}
        </Title>
        <Text size="sm">
          {moved
            ? `We emailed you and ${appointment.professional.name} the new time; the meeting link stays the same.`
            : `We emailed you and ${appointment.professional.name} an invitation for your calendar.`}
        </Text>
      </Alert>
      <Card withBorder radius="md" padding="lg">
        <Stack gap="md">
          <div>
            <Text fw={700}>{callWhenIn(new Date(appointment.starts_at), timeZone)}</Text>
            <Text size="sm" c="dimmed">
              30 minutes with {appointment.professional.name} ({appointment.professional.company}), about{' '}
              {appointment.program.name}.
            </Text>
          </div>
          <MeetingLink appointment={appointment} waiting={call.preparingMeetingLink} />
          <Group gap="sm">
            <AddToCalendarButton appointment={appointment} />
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
