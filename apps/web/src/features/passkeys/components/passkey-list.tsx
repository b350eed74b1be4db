/**
 * The account's passkeys, under a heading the page gives: when each was made and last used, each
 * removable; with its empty, loading and error states.
 */
import { Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { LoadFailure } from '@/components/load-failure';
import { usePasskeys } from '../api/get-passkeys';
import { useRemovePasskey } from '../api/remove-passkey';
import { passkeyErrorMessage } from '../passkey-error';

const dateFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const shown = (instant: string) => dateFormat.format(new Date(instant));

/** `registerPath`, where given, is linked to for making a passkey (the page that makes them passes none). */
export function PasskeyList({ registerPath }: { registerPath?: string }) {
  const passkeys = usePasskeys();
  const removal = useRemovePasskey();

  return (
    <Stack gap="sm">
      {passkeys.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Loading your passkeys…</Text>
        </Group>
      )}
      {passkeys.isError && (
        <LoadFailure
          title="We couldn't load your passkeys"
          error={passkeys.error}
          message={passkeyErrorMessage(passkeys.error)}
          onRetry={() => void passkeys.refetch()}
        />
      )}
      {passkeys.data?.length === 0 && (
        <Text c="dimmed">
          You have no passkeys yet. A passkey signs you in with your fingerprint, face or device PIN.
        </Text>
      )}
      {removal.isError && (
        <FormAlert title="The passkey was not removed">{passkeyErrorMessage(removal.error)}</FormAlert>
      )}
      {passkeys.data && passkeys.data.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
          {passkeys.data.map((passkey) => (
            <Paper key={passkey.id} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" wrap="wrap" gap="sm">
                <div>
                  <Text fw={600}>{passkey.name}</Text>
                  <Text size="sm" c="dimmed">
                    Created {shown(passkey.created_at)} ·{' '}
                    {passkey.last_used_at ? `last used ${shown(passkey.last_used_at)}` : 'not used yet'}
                  </Text>
                </div>
                <Button
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`Remove the passkey ${passkey.name}`}
                  loading={removal.isPending && removal.variables === passkey.id}
                  onClick={() => removal.mutate(passkey.id)}
                >
                  Remove
                </Button>
              </Group>
            </Paper>
          ))}
        </Stack>
      )}
      {registerPath && passkeys.data && (
        <Anchor component={Link} to={registerPath} size="sm">
          {passkeys.data.length === 0 ? 'Create a passkey' : 'Create another passkey'}
        </Anchor>
      )}
    </Stack>
  );
}
