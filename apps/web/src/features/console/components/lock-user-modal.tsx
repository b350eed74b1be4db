/** Locking an account, confirmed first: its owner is signed out everywhere and cannot sign in again. */
import type { ConsoleUser } from '@hbw/contract';
import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useUpdateUser } from '../api/update-user';

type LockUserModalProps = { user: ConsoleUser | null; onClose: () => void };

export function LockUserModal({ user, onClose }: LockUserModalProps) {
  const update = useUpdateUser();
  const close = () => {
    update.reset();
    onClose();
  };
  const lock = () => {
    if (!user) return;
    update.mutate(
      { id: user.id, locked: true },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', title: 'Account locked', message: `${user.email} is signed out.` });
          close();
        },
      },
    );
  };
  return (
    <Modal
      opened={user !== null}
      onClose={close}
      title="Lock this account?"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      {user && (
        <Stack gap="md">
          <Text size="sm">
            {user.name} ({user.email}) is signed out on every device at once, and cannot sign in again until the account
            is unlocked.
          </Text>
          {update.isError && (
            <Text size="sm" c="var(--mantine-color-error)" role="alert">
              {update.error.message}
            </Text>
          )}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Keep it open
            </Button>
            <Button color="red.9" onClick={lock} loading={update.isPending} data-autofocus>
              Lock the account
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
