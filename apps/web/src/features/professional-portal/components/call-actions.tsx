/**
 * What the professional can do with a call, the same in the list and on the call's page: join it
 * while it is booked and not over; before it starts, cancel it with a note for the buyer; once it has
 * started, mark it completed or no-show. A call that is no longer booked offers nothing.
 */
import type { Appointment } from '@hbw/contract';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { callWhen } from '@/lib/call-time';
import { useUpdateCall } from '../api/update-call';
import { callUpdateProblem } from '../call-update-problem';
import { CancelCallModal } from './cancel-call-modal';

const outcomeMessages = {
  complete: 'Marked as completed.',
  no_show: 'Marked as no-show.',
} as const;

type CallActionsProps = {
  call: Appointment;
  /** The button size: small in the list, larger on the call's own page. */
  size?: 'xs' | 'sm';
  /** After the call changed and its buttons went with it (and the dialog, for a cancellation). */
  onChanged?: () => void;
};

export function CallActions({ call, size = 'xs', onChanged }: CallActionsProps) {
  const update = useUpdateCall();
  const [cancelling, setCancelling] = useState(false);

  const now = Date.now();
  const started = new Date(call.starts_at).getTime() <= now;
  const ended = new Date(call.ends_at).getTime() <= now;
  const when = callWhen(call.starts_at);

  // Told through the promise, which settles even when the call has left the list shown.
  const mark = (action: 'complete' | 'no_show') =>
    update.mutateAsync({ id: call.id, action }).then(
      () => {
        notifications.show({ color: 'green', title: when, message: outcomeMessages[action] });
        onChanged?.();
      },
      (error: Error) =>
        notifications.show({ color: 'red', title: "We couldn't update this call", message: callUpdateProblem(error) }),
    );

  const booked = call.status === 'booked';
  return (
    <>
      {booked && !ended && call.meet_link && (
        <Button
          component="a"
          href={call.meet_link}
          target="_blank"
          rel="noreferrer"
          size={size}
          aria-label={`Join the call of ${when}`}
        >
          Join the call
        </Button>
      )}
      {booked && started && (
        <>
          <Button
            size={size}
            variant="light"
            loading={update.isPending && update.variables?.action === 'complete'}
            disabled={update.isPending}
            onClick={() => mark('complete')}
            aria-label={`Mark the call of ${when} completed`}
          >
            Completed
          </Button>
          <Button
            size={size}
            variant="default"
            loading={update.isPending && update.variables?.action === 'no_show'}
            disabled={update.isPending}
            onClick={() => mark('no_show')}
            aria-label={`Mark the call of ${when} as a no-show`}
          >
            No-show
          </Button>
        </>
      )}
      {booked && !started && (
        <Button
          size={size}
          variant="default"
          onClick={() => setCancelling(true)}
          aria-label={`Cancel the call of ${when}`}
        >
          Cancel
        </Button>
      )}
      {/* In the same place whatever the call's state, so that it ends its work once the call is cancelled. */}
      <CancelCallModal call={cancelling ? call : null} onClose={() => setCancelling(false)} onCancelled={onChanged} />
    </>
  );
}
