/**
 * Cancelling a call, after a confirmation that says what will happen: the time is freed at once and
 * both sides get the cancellation for their calendars.
 */
import type { Appointment } from '@hbw/contract';
import { Button, type ButtonProps, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { notifications } from '@mantine/notifications';
import { callWhen } from '@/lib/call-time';
import { signedIn } from '../api/caller';
import { useCancelAppointment } from '../api/cancel-appointment';

export function CancelCallButton({ appointment, ...buttonProps }: { appointment: Appointment } & ButtonProps) {
  const cancellation = useCancelAppointment(signedIn);
  const withWhom = appointment.professional.name;

  const confirm = () =>
    modals.openConfirmModal({
      title: 'Cancel this call?',
      children: (
        <Text size="sm">
          Your call with {withWhom} on {callWhen(appointment.starts_at)} will be cancelled. We will tell {withWhom}, and
          the time becomes free for other buyers.
        </Text>
      ),
      labels: { confirm: 'Cancel the call', cancel: 'Keep the call' },
      confirmProps: { color: 'red.9' },
      closeButtonProps: { 'aria-label': 'Keep the call' },
      // Through the promise rather than mutate's callbacks: once cancelled, this button is gone from the
      // page, and the callbacks of an unmounted caller never run.
      onConfirm: () =>
        cancellation.mutateAsync(appointment.id).then(
          () =>
            notifications.show({
              color: 'green',
              title: 'Call cancelled',
              message: `We let ${withWhom} know, and sent you the cancellation for your calendar.`,
            }),
          (error: Error) =>
            notifications.show({ color: 'red', title: "We couldn't cancel this call", message: error.message }),
        ),
    });

  return (
    <Button
      variant="default"
      color="red"
      onClick={confirm}
      loading={cancellation.isPending}
      aria-label={`Cancel the call of ${callWhen(appointment.starts_at)}`}
      {...buttonProps}
    >
      Cancel
    </Button>
  );
}
