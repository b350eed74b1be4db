/** Accounts: search, role, lock and reset link (/admin/users?q=ana&role=buyer&state=locked). */
import { roles, userLockStates } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ConsoleIntro } from '@/features/admin/components/console-intro';
import { UsersList } from '@/features/admin/components/users-list';
import { useProfile } from '@/features/session/api/get-profile';
import { filtersToSearch, oneOf, pageParam, textParam } from './search-params';

export default function AdminUsers() {
  const [searchParams, setSearchParams] = useSearchParams();
  const { data: profile } = useProfile();
  const query = {
    q: textParam(searchParams, 'q'),
    role: oneOf(searchParams, 'role', roles),
    state: oneOf(searchParams, 'state', userLockStates),
    page: pageParam(searchParams),
  };
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Users">
        Every account. A locked account is signed out everywhere and cannot sign in until unlocked; a reset link goes
        only to the account’s own email. Passwords, codes and links are never shown here.
      </ConsoleIntro>
      <UsersList
        query={query}
        currentUserId={profile?.id}
        onQueryChange={(next) => setSearchParams(filtersToSearch(next))}
      />
    </Stack>
  );
}
