/** Handling one expert request: where the console staff are with it, and their note (never shown to the buyer). */
import '@mantine/core/styles/Combobox.css';
import { type ConsoleExpertRequest, type ExpertRequestStatus, expertRequestStatuses } from '@hbw/contract';
import { Button, Group, Modal, NativeSelect, Stack, Text, Textarea } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { useUpdateExpertRequest } from '../api/update-expert-request';
import { expertRequestStatusLabels } from './expert-request-status-badge';

type ExpertRequestModalProps = { request: ConsoleExpertRequest | null; onClose: () => void };

export function ExpertRequestModal({ request, onClose }: ExpertRequestModalProps) {
  const update = useUpdateExpertRequest();
  const [status, setStatus] = useState<ExpertRequestStatus>('new');
  const [note, setNote] = useState('');

  useEffect(() => {
    if (request) {
      setStatus(request.status);
      setNote(request.note);
    }
  }, [request]);

  const problems = update.error instanceof ApiError ? update.error.errors : {};

  const close = () => {
    update.reset();
    onClose();
  };

  const save = (event: React.FormEvent) => {
    event.preventDefault();
    if (!request) return;
    update.mutate(
      { id: request.id, status, note },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'green',
            title: 'Request saved',
            message: `The request from ${saved.buyer.name} is ${expertRequestStatusLabels[saved.status].toLowerCase()}.`,
          });
          close();
        },
      },
    );
  };

  return (
    <Modal
      opened={request !== null}
      onClose={close}
      title="Handle this request"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {request && (
        <form onSubmit={save} noValidate>
          <Stack gap="md">
            <Text size="sm">
              {request.buyer.name} asks for a {request.expert_type.replaceAll('_', ' ')} about {request.program.name}.
            </Text>
            <NativeSelect
              label="Status"
              data={expertRequestStatuses.map((value) => ({ value, label: expertRequestStatusLabels[value] }))}
              value={status}
              onChange={(event) => setStatus(event.currentTarget.value as ExpertRequestStatus)}
              error={problems.status?.[0]}
              data-autofocus
            />
            <Textarea
              label="Note for the team"
              description="What was done and what comes next. The buyer never sees it."
              rows={4}
              maxLength={2000}
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
              error={problems.note?.[0]}
            />
            {update.isError && !problems.status && !problems.note && (
              <Text size="sm" c="var(--mantine-color-error)" role="alert">
                {update.error.message}
              </Text>
            )}
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" loading={update.isPending}>
                Save
              </Button>
            </Group>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
