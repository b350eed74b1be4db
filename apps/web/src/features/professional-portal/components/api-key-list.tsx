/**
 * The professional's API keys: each with its name, public id, scopes, when it was made and last
 * used, and a revoke button that asks first; with its empty, loading and error states.
 */
import { type ApiKey, apiKeyScopeLabels } from '@hbw/contract';
import { Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { LoadFailure } from '@/components/load-failure';
import { useApiKeys } from '../api/get-api-keys';
import { useRevokeApiKey } from '../api/revoke-api-key';
import { KeyWidget } from './key-widget';

const dayFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

export function ApiKeyList() {
  const keys = useApiKeys();
  const revoke = useRevokeApiKey();
  const [revoking, setRevoking] = useState<ApiKey | null>(null);

  const close = () => {
    setRevoking(null);
    revoke.reset();
  };
  const confirm = () => {
    if (revoking) revoke.mutate(revoking.id, { onSuccess: () => setRevoking(null) });
  };

  return (
    <Stack gap="sm">
      {keys.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Loading your API keys…</Text>
        </Group>
      )}
      {keys.isError && (
        <LoadFailure title="We couldn't load your API keys" error={keys.error} onRetry={() => void keys.refetch()} />
      )}
      {keys.data?.length === 0 && (
        <Text c="dimmed">
          You have no API keys. A key lets your own systems, such as your CRM, read the calls booked with you or keep
          your hours, without signing in as you.
        </Text>
      )}
      {keys.data && keys.data.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your API keys">
          {keys.data.map((key) => (
            <Paper key={key.id} component="li" withBorder radius="md" p="md">
              <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
                <Stack gap={4} style={{ minWidth: 0 }}>
                  <Text fw={600}>{key.name}</Text>
                  <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    <code>hbw_{key.public_id}_…</code>
                  </Text>
                  <Group gap={6} wrap="wrap">
                    {key.scopes.map((scope) => (
                      <Badge key={scope} variant="light" radius="sm">
                        {apiKeyScopeLabels[scope].label}
                      </Badge>
                    ))}
                  </Group>
                  <Text size="sm" c="dimmed">
                    Created {dayFormat.format(new Date(key.created_at))} ·{' '}
                    {key.last_used_at ? `last used ${momentFormat.format(new Date(key.last_used_at))}` : 'not used yet'}
                  </Text>
                </Stack>
                <Button
                  variant="subtle"
                  color="red"
                  size="sm"
                  aria-label={`Revoke the key ${key.name}`}
                  onClick={() => setRevoking(key)}
                >
                  Revoke
                </Button>
              </Group>
              <details style={{ marginTop: 'var(--mantine-spacing-sm)' }}>
                <summary style={{ cursor: 'pointer' }}>
                  Widget for partner sites{key.widget_origins.length > 0 ? ` (on ${key.widget_origins.length})` : ''}
                </summary>
                <KeyWidget apiKey={key} />
              </details>
            </Paper>
          ))}
        </Stack>
      )}
      <Modal
        opened={revoking !== null}
        onClose={close}
        title={`Revoke the key “${revoking?.name ?? ''}”?`}
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text>
            Every system that uses it is refused from its next call. This cannot be undone: you would create a new key
            instead.
          </Text>
          {revoke.isError && <FormAlert title="The key was not revoked">{revoke.error.message}</FormAlert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button color="red.9" loading={revoke.isPending} onClick={confirm}>
              Revoke key
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
