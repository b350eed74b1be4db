/**
 * The profile's calendars, under a heading the page gives: Google and Microsoft (those this
 * installation is set up with), each connected, broken or not connected. Connecting runs the
 * provider's consent in a popup, or a full redirect back to this page; a connected calendar gets
 * each booked call with its Meet or Teams link, and its busy times are shown when booking.
 */
import { identityProviders } from '@hbw/contract/sign-in';
import { Badge, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import IconBrandGoogle from '@tabler/icons-react/dist/esm/icons/IconBrandGoogle.mjs';
import IconBrandWindows from '@tabler/icons-react/dist/esm/icons/IconBrandWindows.mjs';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { FormAlert } from '@/components/form-alert';
import { LoadFailure } from '@/components/load-failure';
import { openProviderWindow, type ProviderName } from '@/lib/provider-window';
import { useSignInOptions } from '@/lib/sign-in-options';
import { useDisconnectCalendar } from '../api/disconnect-calendar';
import {
  type CalendarConnection,
  calendarConnectionsQueryOptions,
  useCalendarConnections,
} from '../api/get-calendar-connections';
import { calendarState } from '../calendar-state';

const calendars: Record<ProviderName, { name: string; Icon: typeof IconBrandGoogle; meeting: string }> = {
  google: { name: 'Google Calendar', Icon: IconBrandGoogle, meeting: 'a Google Meet link' },
  microsoft: { name: 'Microsoft Outlook', Icon: IconBrandWindows, meeting: 'a Microsoft Teams link' },
};

export function CalendarConnectionsPanel() {
  const options = useSignInOptions();
  const connections = useCalendarConnections();
  const offered = identityProviders.filter((provider) => options.data?.[provider]);
  const loadError = options.error ?? connections.error;

  return (
    <Stack gap="sm">
      <Text c="dimmed" size="sm">
        Connect a calendar and each call you book appears in it, with {calendars.google.meeting} or{' '}
        {calendars.microsoft.meeting}; the times you are busy are marked when you choose a slot.
      </Text>
      {(options.isPending || connections.isPending) && (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text size="sm">Loading your calendars…</Text>
        </Group>
      )}
      {loadError && (
        <LoadFailure
          title="We couldn't load your calendars"
          error={loadError}
          onRetry={() => void Promise.all([options.refetch(), connections.refetch()])}
        />
      )}
      {options.data && connections.data && offered.length === 0 && (
        <Text size="sm">Calendar connections are not set up on this site yet.</Text>
      )}
      {connections.data &&
        offered.map((provider) => (
          <CalendarRow key={provider} provider={provider} connection={connections.data[provider]} />
        ))}
    </Stack>
  );
}

function CalendarRow({ provider, connection }: { provider: ProviderName; connection: CalendarConnection }) {
  const { name, Icon } = calendars[provider];
  const state = calendarState(connection);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const disconnect = useDisconnectCalendar();
  const [connecting, setConnecting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function connect() {
    setFailure(null);
    setConnecting(true);
    const outcome = await openProviderWindow({ provider, purpose: 'calendar', returnTo: pathname });
    if ('redirected' in outcome) return;
    setConnecting(false);
    if (!outcome.ok && !('closed' in outcome)) setFailure(outcome.message);
    await queryClient.invalidateQueries({ queryKey: calendarConnectionsQueryOptions().queryKey });
  }

  return (
    <Paper withBorder radius="md" p="md" aria-label={name} component="article">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Group gap="sm" wrap="nowrap">
            <Icon size={24} aria-hidden="true" />
            <div>
              <Text fw={600}>{name}</Text>
              {state.kind === 'connected' && state.account && (
                <Text size="sm" c="dimmed">
                  {state.account}
                </Text>
              )}
            </div>
          </Group>
          {state.kind === 'connected' && <Badge color="green">Connected</Badge>}
          {state.kind === 'broken' && <Badge color="red">Needs reconnecting</Badge>}
          {state.kind === 'not-connected' && <Badge color="gray">Not connected</Badge>}
        </Group>
        {state.kind === 'connected' && (
          <Text size="sm">
            {state.accessUntil
              ? `Current access lasts until ${state.accessUntil} and is renewed on its own.`
              : 'Access is renewed on its own while the connection holds.'}
          </Text>
        )}
        {state.kind === 'broken' && (
          <Text size="sm" c="red.8">
            {name} stopped accepting our access, so new calls are not added to it. Connect it again to put them back.
          </Text>
        )}
        {failure && <FormAlert title={`${name} was not connected`}>{failure}</FormAlert>}
        {disconnect.isError && <FormAlert title={`${name} was not disconnected`}>{disconnect.error.message}</FormAlert>}
        <Group gap="sm">
          {state.kind !== 'connected' && (
            <Button size="sm" loading={connecting} onClick={() => void connect()}>
              {state.kind === 'broken' ? `Reconnect ${name}` : `Connect ${name}`}
            </Button>
          )}
          {state.kind !== 'not-connected' && (
            <Button
              size="sm"
              variant="default"
              loading={disconnect.isPending}
              onClick={() => disconnect.mutate(provider)}
            >
              Disconnect {name}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
