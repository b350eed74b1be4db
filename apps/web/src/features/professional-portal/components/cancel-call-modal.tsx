/** Cancelling a call with a note for the buyer, who gets it with the cancellation for their calendar. */
import type { Appointment } from '@hbw/contract';
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { callWhen } from '@/lib/call-time';
import { useUpdateCall } from '../api/update-call';

type CancelCallModalProps = { call: Appointment | null; onClose: () => void };

export function CancelCallModal({ call, onClose }: CancelCallModalProps) {
  const update = useUpdateCall();
  const [note, setNote] = useState('');

  const noteProblem = update.error instanceof ApiError ? update.error.errors.note?.[0] : undefined;

  const close = () => {
    setNote('');
    update.reset();
    onClose();
  };

  const cancel = (event: React.FormEvent) => {
    event.preventDefault();
    if (!call) return;
    update.mutate(
      { id: call.id, action: 'cancel', note },
      {
        onSuccess: () => {
          notifications.show({
            color: 'green',
            title: 'Call cancelled',
            message: `We let ${call.buyer.name} know, with your note. The time is free again, and the call is under Cancelled.`,
          });
          close();
        },
      },
    );
  };

  return (
    <Modal
      opened={call !== null}
      onClose={close}
      title="Cancel this call?"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {call && (
        <form onSubmit={cancel} noValidate>
          <Stack gap="md">
            <Text size="sm">
              Your call with {call.buyer.name} on {callWhen(call.starts_at)} will be cancelled, and the time becomes
              free for other buyers.
            </Text>
            <Textarea
              label={`A note for ${call.buyer.name}`}
              description="Why you cancel, or when you could talk instead. Optional."
              autosize
              minRows={3}
              maxLength={1000}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={noteProblem}
              data-autofocus
            />
            {update.isError && !noteProblem && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {update.error.message}
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={close}>
                Keep the call
              </Button>
              <Button type="submit" color="red.9" loading={update.isPending}>
                Cancel the call
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
