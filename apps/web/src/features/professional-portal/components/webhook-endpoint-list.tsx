/**
 * The professional's webhook endpoints: each with its address, events and state (on, or turned off
 * and why), its deliveries on demand, a secret rotation shown once, turning it back on, and removal
 * that asks first; with its empty, loading and error states.
 */
import { type WebhookEndpoint, type WebhookEndpointWithSecret, webhookEventLabels } from '@hbw/contract';
import { Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { LoadFailure } from '@/components/load-failure';
import { useEnableWebhookEndpoint } from '../api/enable-webhook-endpoint';
import { useWebhookEndpoints } from '../api/get-webhook-endpoints';
import { useRemoveWebhookEndpoint } from '../api/remove-webhook-endpoint';
import { useRotateWebhookSecret } from '../api/rotate-webhook-secret';
import { SecretShownOnce } from './secret-shown-once';
import { WebhookDeliveryLog } from './webhook-delivery-log';

const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

function EndpointItem({ endpoint, onRemove }: { endpoint: WebhookEndpoint; onRemove: () => void }) {
  const [showingDeliveries, setShowingDeliveries] = useState(false);
  const [rotated, setRotated] = useState<WebhookEndpointWithSecret | null>(null);
  const rotate = useRotateWebhookSecret();
  const enable = useEnableWebhookEndpoint();
  const logId = `webhook-${endpoint.id}-deliveries`;

  return (
    <Paper component="li" withBorder radius="md" p="md">
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm" align="flex-start">
          <Stack gap={4} style={{ minWidth: 0 }}>
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            <Group gap={6} wrap="wrap">
              {endpoint.disabled_at ? (
                <Badge color="red" variant="light" radius="sm">
                  Turned off
                </Badge>
              ) : (
                <Badge color="green" variant="light" radius="sm">
                  On
                </Badge>
              )}
              {endpoint.events.map((type) => (
                <Badge key={type} variant="outline" radius="sm" title={webhookEventLabels[type]}>
                  {type}
                </Badge>
              ))}
            </Group>
            {endpoint.disabled_at && (
              <Text size="sm" c="red.9">
                Turned off {momentFormat.format(new Date(endpoint.disabled_at))}: {endpoint.disabled_reason}
              </Text>
            )}
            {endpoint.previous_secret_until && (
              <Text size="sm" c="dimmed">
                The previous secret signs too until {momentFormat.format(new Date(endpoint.previous_secret_until))}.
              </Text>
            )}
          </Stack>
          <Group gap="xs" wrap="wrap">
            <Button
              variant="default"
              size="sm"
              aria-expanded={showingDeliveries}
              aria-controls={logId}
              onClick={() => setShowingDeliveries((shown) => !shown)}
            >
              Deliveries
            </Button>
            {endpoint.disabled_at && (
              <Button size="sm" loading={enable.isPending} onClick={() => enable.mutate(endpoint.id)}>
                Turn on
              </Button>
            )}
            <Button
              variant="subtle"
              size="sm"
              loading={rotate.isPending}
              aria-label={`Rotate secret of ${endpoint.url}`}
              onClick={() => rotate.mutate(endpoint.id, { onSuccess: setRotated })}
            >
              Rotate secret
            </Button>
            <Button
              variant="subtle"
              color="red"
              size="sm"
              aria-label={`Remove the endpoint ${endpoint.url}`}
              onClick={onRemove}
            >
              Remove
            </Button>
          </Group>
        </Group>
        {(rotate.isError || enable.isError) && (
          <FormAlert title="That did not work">{(rotate.error ?? enable.error)?.message}</FormAlert>
        )}
        {rotated && (
          <SecretShownOnce
            title="The new signing secret"
            label="Signing secret"
            copyLabel="Copy secret"
            value={rotated.secret}
            warning="Deliveries are signed with this secret and the previous one for 24 hours: put this one in your system within that day. It will not be shown again."
            onDone={() => setRotated(null)}
          />
        )}
        <div id={logId}>{showingDeliveries && <WebhookDeliveryLog endpointId={endpoint.id} />}</div>
      </Stack>
    </Paper>
  );
}

export function WebhookEndpointList() {
  const endpoints = useWebhookEndpoints();
  const remove = useRemoveWebhookEndpoint();
  const [removing, setRemoving] = useState<WebhookEndpoint | null>(null);

  const close = () => {
    setRemoving(null);
    remove.reset();
  };
  const confirm = () => {
    if (removing) remove.mutate(removing.id, { onSuccess: () => setRemoving(null) });
  };

  return (
    <Stack gap="sm">
      {endpoints.isPending && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Loading your webhook endpoints…</Text>
        </Group>
      )}
      {endpoints.isError && (
        <LoadFailure
          title="We couldn't load your webhook endpoints"
          error={endpoints.error}
          onRetry={() => void endpoints.refetch()}
        />
      )}
      {endpoints.data?.length === 0 && (
        <Text c="dimmed">
          You have no webhook endpoints. An endpoint lets your own systems, such as your CRM, hear at once when a call
          is booked with you, moved, cancelled or completed.
        </Text>
      )}
      {endpoints.data && endpoints.data.length > 0 && (
        <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Your webhook endpoints">
          {endpoints.data.map((endpoint) => (
            <EndpointItem key={endpoint.id} endpoint={endpoint} onRemove={() => setRemoving(endpoint)} />
          ))}
        </Stack>
      )}
      <Modal
        opened={removing !== null}
        onClose={close}
        title="Remove this webhook endpoint?"
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Stack gap="md">
          <Text style={{ overflowWrap: 'anywhere' }}>
            Nothing more is sent to {removing?.url}, and its deliveries are forgotten.
          </Text>
          {remove.isError && <FormAlert title="The endpoint was not removed">{remove.error.message}</FormAlert>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Keep it
            </Button>
            <Button color="red.9" loading={remove.isPending} onClick={confirm}>
              Remove endpoint
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}
