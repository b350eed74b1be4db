/**
 * The way into a call: its meeting link once made. A background job makes it just after the booking,
 * so a new booking shows that it is on its way while the call is asked for again.
 */
import type { Appointment } from '@hbw/contract';
import { Button, Group, Loader, Text } from '@mantine/core';
import IconVideo from '@tabler/icons-react/dist/esm/icons/IconVideo.mjs';

type MeetingLinkProps = {
  appointment: Appointment;
  /** Still asking for the call while its link is being made. */
  waiting: boolean;
};

export function MeetingLink({ appointment, waiting }: MeetingLinkProps) {
  if (appointment.status !== 'booked') return null;
  if (appointment.meet_link) {
    return (
      <Group gap="sm">
        <Button
          component="a"
          href={appointment.meet_link}
          target="_blank"
          rel="noreferrer"
          leftSection={<IconVideo size={18} aria-hidden="true" />}
        >
          Join the call
        </Button>
        <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {appointment.meet_link}
        </Text>
      </Group>
    );
  }
  return waiting ? (
    <Group gap="xs" role="status">
      <Loader size="xs" />
      <Text size="sm">Preparing your meeting link…</Text>
    </Group>
  ) : (
    <Text size="sm" role="status">
      Your meeting link is not ready yet. It comes in the confirmation email, and shows here when you open this call
      again.
    </Text>
  );
}
