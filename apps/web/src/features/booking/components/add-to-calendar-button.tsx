/** Downloads the call's invitation (.ics), which any calendar app opens: the same invitation the email carries. */
import { Button } from '@mantine/core';
import IconCalendarPlus from '@tabler/icons-react/dist/esm/icons/IconCalendarPlus.mjs';
import { invitationUrl } from '../api/get-invitation';

export function AddToCalendarButton({ appointmentId }: { appointmentId: number }) {
  return (
    <Button
      component="a"
      href={invitationUrl(appointmentId)}
      download={`homebuyer-call-${appointmentId}.ics`}
      variant="default"
      leftSection={<IconCalendarPlus size={18} aria-hidden="true" />}
    >
      Add to calendar
    </Button>
  );
}
