/** Accounts: search, role, lock and reset link (/admin/users?q=ana&role=buyer&state=locked). */
import { roles, userLockStates } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { UsersList } from '@/features/console/components/users-list';
import { useProfile } from '@/features/session/api/get-profile';
import { useAddressFilters } from '@/lib/address-filters';
import { oneOf, searchFor, textParam } from './search-params';

const filtersOf = (searchParams: URLSearchParams) => ({
  q: textParam(searchParams, 'q'),
  role: oneOf(searchParams, 'role', roles),
  state: oneOf(searchParams, 'state', userLockStates),
});

export default function ConsoleUsers() {
  const { filters, page, changeFilters, changePage } = useAddressFilters(filtersOf, searchFor);
  const { data: profile } = useProfile();
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Users">
        Every account. A locked account is signed out everywhere and cannot sign in until unlocked; a reset link goes
        only to the account’s own email. Passwords, codes and links are never shown here.
      </ConsoleIntro>
      <UsersList
        query={{ ...filters, page }}
        currentUserId={profile?.id}
        onFiltersChange={changeFilters}
        onPageChange={changePage}
      />
    </Stack>
  );
}
