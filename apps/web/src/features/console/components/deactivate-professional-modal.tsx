/**
 * Deactivating a professional, confirmed first: buyers are never offered them again. While calls are
 * booked with them, the staff member either keeps them active or cancels those calls with a note that each
 * buyer receives in the cancellation mail.
 */
import '@mantine/core/styles/InlineInput.css';
import '@mantine/core/styles/CheckboxCard.css';
import '@mantine/core/styles/CheckboxIndicator.css';
import '@mantine/core/styles/Checkbox.css';
import type { ConsoleProfessional } from '@hbw/contract';
import { Button, Checkbox, Group, Modal, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { useUpdateProfessional } from '../api/update-professional';

type DeactivateProfessionalModalProps = { professional: ConsoleProfessional | null; onClose: () => void };

const callsOf = (count: number) => (count === 1 ? 'one call' : `${count} calls`);

export function DeactivateProfessionalModal({ professional, onClose }: DeactivateProfessionalModalProps) {
  const update = useUpdateProfessional();
  const [cancelCalls, setCancelCalls] = useState(false);
  const [note, setNote] = useState('');

  useEffect(() => {
    if (professional) {
      setCancelCalls(false);
      setNote('');
    }
  }, [professional]);

  const problems = update.error instanceof ApiError ? update.error.errors : {};
  const close = () => {
    update.reset();
    onClose();
  };

  const deactivate = (event: React.FormEvent) => {
    event.preventDefault();
    if (!professional) return;
    const calls = professional.future_calls;
    update.mutate(
      { id: professional.id, active: false, ...(cancelCalls ? { cancel_future_calls: true, note } : {}) },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            title: 'Professional deactivated',
            message: cancelCalls ? `${saved.name}: ${callsOf(calls)} cancelled.` : saved.name,
          });
          close();
        },
      },
    );
  };

  return (
    <Modal
      opened={professional !== null}
      onClose={close}
      title="Deactivate this professional?"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {professional && (
        <form onSubmit={deactivate} noValidate aria-label="Deactivate the professional">
          <Stack gap="md">
            <Text size="sm">
              Buyers will no longer be offered {professional.name}. Their account, past calls and hours stay, and you
              can reactivate them later.
            </Text>
            {problems.active?.[0] && <FormAlert title="Still active">{problems.active[0]}</FormAlert>}
            {professional.future_calls > 0 && (
              <>
                <Checkbox
                  label={`Cancel their ${callsOf(professional.future_calls)} still booked, with a note to each buyer`}
                  checked={cancelCalls}
                  onChange={(event) => setCancelCalls(event.currentTarget.checked)}
                />
                {cancelCalls && (
                  <Textarea
                    label="Note to the buyers"
                    description="Sent in each cancellation mail."
                    required
                    autosize
                    minRows={3}
                    value={note}
                    onChange={(event) => setNote(event.currentTarget.value)}
                    error={problems.note?.[0]}
                  />
                )}
              </>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Keep them active
              </Button>
              <Button type="submit" color="red.9" loading={update.isPending}>
                Deactivate
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
