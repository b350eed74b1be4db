/** Signing out (/logout): ends the session, forgets the cached data, then goes to the sign-in page. */
import { Center, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { useLogout } from '@/features/session/api/logout';

export default function Logout() {
  const navigate = useNavigate();
  const { mutate: logout } = useLogout({ onSettled: () => navigate(paths.login, { replace: true }) });
  // Once per visit, even when React runs effects twice in development.
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    logout();
  }, [logout]);

  return (
    <Center mih="100dvh" role="status">
      <Stack align="center" gap="sm">
        <Loader />
        <Text>Signing you out…</Text>
      </Stack>
    </Center>
  );
}
