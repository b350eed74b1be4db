/**
 * The calls booked with the professional in three lists, ten a page: upcoming, past, and cancelled.
 * Each call offers what can be done with it (`call-actions.tsx`, as on the call's page) and leads to
 * its buyer's details.
 */
import '@mantine/core/styles/EmptyState.css';
import '@mantine/core/styles/Tabs.css';
import { type ProCallList, type ProCallListItem, proCallLists } from '@hbw/contract';
import { Anchor, Avatar, Button, Card, EmptyState, Group, Skeleton, Stack, Tabs, Text, Title } from '@mantine/core';
import IconCalendarEvent from '@tabler/icons-react/dist/esm/icons/IconCalendarEvent.mjs';
import { useRef } from 'react';
import { Link } from 'react-router';
import { AppointmentStatusBadge } from '@/components/appointment-status-badge';
import { ListPagination } from '@/components/list-pagination';
import { LoadFailure } from '@/components/load-failure';
import { professionalCallPath } from '@/config/paths';
import { callWhen } from '@/lib/call-time';
import { imageSources } from '@/lib/image';
import type { CallsQuery } from '../api/get-calls';
import { useCalls } from '../api/get-calls';
import { CallActions } from './call-actions';

/** The list a query string names; the upcoming calls when it names none. */
export function proCallListOf(name: string | null): ProCallList {
  return proCallLists.find((list) => list === name) ?? 'upcoming';
}

type CallListProps = {
  /** The list and the page shown. */
  query: CallsQuery;
  onFiltersChange: (change: Partial<Omit<CallsQuery, 'page'>>) => void;
  onPageChange: (page: number) => void;
};

const lists: Record<ProCallList, { tab: string; empty: string; emptyWhy: string }> = {
  upcoming: {
    tab: 'Upcoming',
    empty: 'No calls ahead',
    emptyWhy:
      'Buyers book the free times of your weekly hours on the programs you take part in. New calls show here and come to you by email.',
  },
  past: {
    tab: 'Past',
    empty: 'No past calls yet',
    emptyWhy: 'Calls move here once their time is over, for you to mark them completed or no-show.',
  },
  cancelled: {
    tab: 'Cancelled',
    empty: 'No cancelled calls',
    emptyWhy: 'Calls that you or a buyer cancel move here, with the note that came with them.',
  },
};

const avatarSize = 40;

function CallItem({ call, onChanged }: { call: ProCallListItem; onChanged: () => void }) {
  const when = callWhen(call.starts_at);
  const headingId = `call-${call.id}`;
  const photo = call.buyer_photo ? imageSources(call.buyer_photo, avatarSize) : null;

  return (
    <Card withBorder radius="md" padding="md" component="li" aria-labelledby={headingId}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
          <Title order={3} size="h5" id={headingId}>
            {when}
          </Title>
          <AppointmentStatusBadge status={call.status} />
        </Group>
        <Group gap="sm" wrap="nowrap" align="center">
          <Avatar
            name={call.buyer.name}
            color="green"
            size={avatarSize}
            src={photo?.src}
            imageProps={photo ? { srcSet: photo.srcSet } : undefined}
            alt=""
            aria-hidden="true"
          />
          <Text size="sm" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {call.buyer.name} (<Anchor href={`mailto:${call.buyer.email}`}>{call.buyer.email}</Anchor>), about{' '}
            {call.program.name}
          </Text>
        </Group>
        {call.description && (
          <Text size="sm" c="dimmed" style={{ whiteSpace: 'pre-line' }}>
            “{call.description}”
          </Text>
        )}
        {call.cancellation_note && <Text size="sm">Cancellation note: {call.cancellation_note}</Text>}
        <Group gap="xs" mt={4}>
          <Button
            component={Link}
            to={professionalCallPath(call.id)}
            size="xs"
            variant="light"
            aria-label={`Buyer's details for the call of ${when}`}
          >
            Buyer's details
          </Button>
          <CallActions call={call} onChanged={onChanged} />
        </Group>
      </Stack>
    </Card>
  );
}

export function CallList({ query, onFiltersChange, onPageChange }: CallListProps) {
  const calls = useCalls(query);
  // A changed call loses its buttons, or leaves the list: the keyboard goes back to the list.
  const panel = useRef<HTMLDivElement>(null);
  const focusList = () => panel.current?.focus();

  let content: React.ReactNode;
  if (calls.isPending) {
    content = (
      <Stack gap="sm" role="status" aria-label="Loading your calls">
        {[1, 2, 3].map((placeholder) => (
          <Skeleton key={placeholder} height={100} radius="md" />
        ))}
      </Stack>
    );
  } else if (calls.isError) {
    content = (
      <LoadFailure title="We couldn't load your calls" error={calls.error} onRetry={() => void calls.refetch()} />
    );
  } else if (calls.data.total === 0) {
    content = (
      <EmptyState icon={<IconCalendarEvent aria-hidden="true" />} withIndicatorBackground>
        <EmptyState.Title order={2}>{lists[query.when].empty}</EmptyState.Title>
        <EmptyState.Description>{lists[query.when].emptyWhy}</EmptyState.Description>
      </EmptyState>
    );
  } else {
    content = (
      <Stack gap="md">
        <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-busy={calls.isPlaceholderData}>
          {calls.data.data.map((call) => (
            <CallItem key={call.id} call={call} onChanged={focusList} />
          ))}
        </Stack>
        <ListPagination
          page={query.page}
          perPage={calls.data.per_page}
          total={calls.data.total}
          noun="calls"
          onPageChange={onPageChange}
        />
      </Stack>
    );
  }

  return (
    <Tabs value={query.when} onChange={(when) => onFiltersChange({ when: proCallListOf(when) })} keepMounted={false}>
      <Tabs.List mb="md">
        {proCallLists.map((list) => (
          <Tabs.Tab key={list} value={list}>
            {lists[list].tab}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value={query.when} ref={panel} tabIndex={-1}>
        {content}
      </Tabs.Panel>
    </Tabs>
  );
}
