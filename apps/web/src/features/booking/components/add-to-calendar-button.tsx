/**
 * Puts the call in the buyer's calendar: the invitation (.ics), which any calendar app opens and is
 * the same one the email carries, or the new-event form of Google Calendar or Outlook on the web.
 */
import { type Appointment, appointmentForCalendar, googleCalendarLink, outlookCalendarLink } from '@hbw/contract';
import { Anchor, Button, Group, VisuallyHidden } from '@mantine/core';
import IconCalendarPlus from '@tabler/icons-react/dist/esm/icons/IconCalendarPlus.mjs';
import { invitationUrl } from '../api/get-invitation';

export function AddToCalendarButton({ appointment }: { appointment: Appointment }) {
  const call = appointmentForCalendar(appointment);
  return (
    <Group gap="sm" wrap="wrap">
      <Button
        component="a"
        href={invitationUrl(appointment.id)}
        download={`homebuyer-call-${appointment.id}.ics`}
        variant="default"
        leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
      >
        Add to calendar
      </Button>
      <Anchor href={googleCalendarLink(call)} target="_blank" rel="noopener noreferrer" size="sm">
        Add to Google Calendar<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Anchor>
      <Anchor href={outlookCalendarLink(call)} target="_blank" rel="noopener noreferrer" size="sm">
        Add to Outlook<VisuallyHidden> (opens in a new tab)</VisuallyHidden>
      </Anchor>
    </Group>
  );
}
