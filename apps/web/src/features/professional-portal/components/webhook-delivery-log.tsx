/**
 * An endpoint's latest deliveries: the event, whether it arrived, how many attempts it took, the
 * last answer and the next attempt; a delivery that arrived or failed can be sent again.
 */
import type { WebhookDelivery } from '@hbw/contract';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { FormAlert } from '@/components/form-alert';
import { LoadFailure } from '@/components/load-failure';
import { useWebhookDeliveries } from '../api/get-webhook-deliveries';
import { useRedeliverWebhook } from '../api/redeliver-webhook';

const momentFormat = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

const statusBadges: Record<WebhookDelivery['status'], { label: string; color: string }> = {
  delivered: { label: 'Delivered', color: 'green' },
  pending: { label: 'Trying', color: 'yellow' },
  failed: { label: 'Failed', color: 'red' },
};

function attemptsOf(delivery: WebhookDelivery): string {
  const parts = [`${delivery.attempts} ${delivery.attempts === 1 ? 'attempt' : 'attempts'}`];
  if (delivery.last_attempt_at)
    parts.push(
      `last ${momentFormat.format(new Date(delivery.last_attempt_at))}, ${
        delivery.last_response_code === null ? 'no answer' : `answered ${delivery.last_response_code}`
      }`,
    );
  if (delivery.next_attempt_at) parts.push(`next ${momentFormat.format(new Date(delivery.next_attempt_at))}`);
  return parts.join(' · ');
}

export function WebhookDeliveryLog({ endpointId }: { endpointId: number }) {
  const deliveries = useWebhookDeliveries(endpointId);
  const redeliver = useRedeliverWebhook(endpointId);

  if (deliveries.isPending)
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text size="sm">Loading the deliveries…</Text>
      </Group>
    );
  if (deliveries.isError)
    return (
      <LoadFailure
        title="We couldn't load the deliveries"
        error={deliveries.error}
        onRetry={() => void deliveries.refetch()}
      />
    );
  if (deliveries.data.length === 0) return <Text c="dimmed">Nothing was sent to this endpoint yet.</Text>;
  return (
    <Stack gap="xs">
      {redeliver.isError && <FormAlert title="It was not sent again">{redeliver.error.message}</FormAlert>}
      <Stack gap="xs" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label="Latest deliveries">
        {deliveries.data.map((delivery) => (
          <Paper key={delivery.id} component="li" withBorder radius="sm" p="sm">
            <Group justify="space-between" wrap="wrap" gap="xs" align="flex-start">
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Group gap={6} wrap="wrap">
                  <Text fw={600} size="sm">
                    {delivery.event_type}
                  </Text>
                  <Badge variant="light" radius="sm" color={statusBadges[delivery.status].color}>
                    {statusBadges[delivery.status].label}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed">
                  {momentFormat.format(new Date(delivery.created_at))} · {attemptsOf(delivery)}
                </Text>
              </Stack>
              {delivery.status !== 'pending' && (
                <Button
                  variant="subtle"
                  size="xs"
                  loading={redeliver.isPending && redeliver.variables === delivery.id}
                  aria-label={`Send again the ${delivery.event_type} delivery of ${momentFormat.format(new Date(delivery.created_at))}`}
                  onClick={() => redeliver.mutate(delivery.id)}
                >
                  Send again
                </Button>
              )}
            </Group>
          </Paper>
        ))}
      </Stack>
    </Stack>
  );
}
