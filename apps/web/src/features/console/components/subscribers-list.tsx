/** The newsletter's subscribers, those who left included, searched by address, with a CSV download. */
import '@mantine/core/styles/Combobox.css';
import { type ConsoleSubscriber, subscriberStates } from '@hbw/contract';
import { Badge, Button, Group, NativeSelect, Stack } from '@mantine/core';
import { type SubscribersQuery, subscribersCsvAddress, useSubscribers } from '../api/get-subscribers';
import { consoleTime } from '../console-time';
import { ConsoleSearch } from './console-search';
import { type Column, ConsoleTable } from './console-table';

const stateLabels = { subscribed: 'Subscribed', unsubscribed: 'Unsubscribed' } as const;

const columns: Column<ConsoleSubscriber>[] = [
  { header: 'Email', cell: (subscriber) => subscriber.email },
  { header: 'Subscribed', cell: (subscriber) => consoleTime(subscriber.subscribed_at) },
  {
    header: 'State',
    cell: (subscriber) =>
      subscriber.unsubscribed_at ? (
        <Badge color="gray" variant="light">
          Unsubscribed {consoleTime(subscriber.unsubscribed_at)}
        </Badge>
      ) : (
        <Badge color="green" variant="light">
          Subscribed
        </Badge>
      ),
  },
];

type SubscribersListProps = {
  /** The filters and the page shown. */
  query: SubscribersQuery;
  onFiltersChange: (change: Partial<Omit<SubscribersQuery, 'page'>>) => void;
  onPageChange: (page: number) => void;
};

export function SubscribersList({ query, onFiltersChange, onPageChange }: SubscribersListProps) {
  const subscribers = useSubscribers(query);

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <ConsoleSearch
          name="Search the subscribers"
          label="Email contains"
          words={query.q}
          onSearch={(q) => onFiltersChange({ q })}
        />
        <NativeSelect
          label="State"
          data={[
            { value: '', label: 'Everyone' },
            ...subscriberStates.map((value) => ({ value, label: stateLabels[value] })),
          ]}
          value={query.state ?? ''}
          onChange={(event) =>
            onFiltersChange({ state: (event.currentTarget.value || undefined) as SubscribersQuery['state'] })
          }
        />
        <Button component="a" href={subscribersCsvAddress(query)} download variant="default">
          Export CSV
        </Button>
      </Group>
      <ConsoleTable
        noun="subscribers"
        query={subscribers}
        columns={columns}
        rowKey={(subscriber) => subscriber.id}
        empty="No subscriber matches."
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
