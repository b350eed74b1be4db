/**
 * Accounts, searched by email or name: each one's role changed in place, its sign-in locked (after a
 * confirmation) or unlocked, and a reset link mailed to its owner. The console never shows a secret.
 */
import '@mantine/core/styles/Combobox.css';
import { type ConsoleUser, type Role, roles, userLockStates } from '@hbw/contract';
import { Badge, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { type UsersQuery, useUsers } from '../api/get-users';
import { useSendResetLink } from '../api/send-reset-link';
import { useUpdateUser } from '../api/update-user';
import { consoleTime } from '../console-time';
import { ConsoleSearch } from './console-search';
import { type Column, ConsoleTable } from './console-table';
import { LockUserModal } from './lock-user-modal';

const roleLabels: Record<Role, string> = { buyer: 'Buyer', professional: 'Professional', admin: 'Admin' };
const stateLabels = { locked: 'Locked', active: 'Can sign in' } as const;

type UsersListProps = {
  /** The filters and the page shown. */
  query: UsersQuery;
  onFiltersChange: (change: Partial<Omit<UsersQuery, 'page'>>) => void;
  onPageChange: (page: number) => void;
  /** The signed-in staff member, who cannot lock or demote themselves. */
  currentUserId: number | undefined;
};

export function UsersList({ query, onFiltersChange, onPageChange, currentUserId }: UsersListProps) {
  const accounts = useUsers(query);
  const update = useUpdateUser();
  const resetLink = useSendResetLink();
  const [locking, setLocking] = useState<ConsoleUser | null>(null);

  const failed = (title: string) => (error: Error) =>
    notifications.show({ color: 'red', title, message: error.message });

  const columns: Column<ConsoleUser>[] = [
    { header: 'Email', cell: (user) => user.email },
    { header: 'Name', cell: (user) => user.name },
    {
      header: 'Role',
      cell: (user) => (
        <NativeSelect
          aria-label={`Role of ${user.email}`}
          size="xs"
          data={roles.map((role) => ({ value: role, label: roleLabels[role] }))}
          value={user.role}
          disabled={user.id === currentUserId}
          onChange={(event) => {
            const role = event.currentTarget.value as Role;
            update.mutate(
              { id: user.id, role },
              {
                onSuccess: () =>
                  notifications.show({
                    color: 'green',
                    title: 'Role changed',
                    message: `${user.email} is now ${roleLabels[role].toLowerCase()}.`,
                  }),
                onError: failed('We couldn’t change the role'),
              },
            );
          }}
        />
      ),
    },
    {
      header: 'Sign-in',
      cell: (user) =>
        user.locked_at ? (
          <Badge color="red" variant="light">
            Locked {consoleTime(user.locked_at)}
          </Badge>
        ) : (
          <Badge color="green" variant="light">
            {user.sign_in_count} sign-ins
          </Badge>
        ),
    },
    { header: 'Joined', cell: (user) => consoleTime(user.created_at) },
    {
      header: 'Actions',
      cell: (user) => (
        <Group gap="xs" wrap="nowrap">
          {user.locked_at ? (
            <Button
              size="xs"
              variant="light"
              aria-label={`Unlock ${user.email}`}
              onClick={() =>
                update.mutate(
                  { id: user.id, locked: false },
                  {
                    onSuccess: () =>
                      notifications.show({ color: 'green', title: 'Account unlocked', message: user.email }),
                    onError: failed('We couldn’t unlock the account'),
                  },
                )
              }
            >
              Unlock
            </Button>
          ) : (
            <Button
              size="xs"
              variant="light"
              color="red"
              aria-label={`Lock ${user.email}`}
              disabled={user.id === currentUserId}
              onClick={() => setLocking(user)}
            >
              Lock
            </Button>
          )}
          <Button
            size="xs"
            variant="default"
            aria-label={`Send reset link to ${user.email}`}
            onClick={() =>
              resetLink.mutate(user.id, {
                onSuccess: ({ message }) => notifications.show({ color: 'green', title: 'Reset link sent', message }),
                onError: failed('We couldn’t send the link'),
              })
            }
          >
            Send reset link
          </Button>
        </Group>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <ConsoleSearch
          name="Search the accounts"
          label="Email or name contains"
          words={query.q}
          onSearch={(q) => onFiltersChange({ q })}
        />
        <NativeSelect
          label="Role"
          data={[
            { value: '', label: 'Every role' },
            ...roles.map((role) => ({ value: role, label: roleLabels[role] })),
          ]}
          value={query.role ?? ''}
          onChange={(event) => onFiltersChange({ role: (event.currentTarget.value || undefined) as Role | undefined })}
        />
        <NativeSelect
          label="Sign-in"
          data={[
            { value: '', label: 'Everyone' },
            ...userLockStates.map((value) => ({ value, label: stateLabels[value] })),
          ]}
          value={query.state ?? ''}
          onChange={(event) =>
            onFiltersChange({ state: (event.currentTarget.value || undefined) as UsersQuery['state'] })
          }
        />
      </Group>
      <ConsoleTable
        noun="accounts"
        query={accounts}
        columns={columns}
        rowKey={(user) => user.id}
        empty="No account matches."
        onPageChange={onPageChange}
      />
      <LockUserModal user={locking} onClose={() => setLocking(null)} />
    </Stack>
  );
}
