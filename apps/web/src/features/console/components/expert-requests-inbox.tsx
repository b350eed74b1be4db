/** The inbox of buyers' requests for an expert: filtered by status, each one handled in a dialog. */
import '@mantine/core/styles/Combobox.css';
import { type ConsoleExpertRequest, type ExpertRequestStatus, expertRequestStatuses } from '@hbw/contract';
import { formatDollars } from '@hbw/contract/money-words';
import { Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type ExpertRequestsQuery, useExpertRequests } from '../api/get-expert-requests';
import { type Choice, choiceData, idOfChoice } from '../choices';
import { consoleTime } from '../console-time';
import { type Column, ConsoleTable } from './console-table';
import { ExpertRequestModal } from './expert-request-modal';
import { ExpertRequestStatusBadge, expertRequestStatusLabels } from './expert-request-status-badge';

type ExpertRequestsInboxProps = {
  /** The filters and the page shown. */
  query: InboxQuery;
  onFiltersChange: (change: Partial<Omit<InboxQuery, 'page'>>) => void;
  onPageChange: (page: number) => void;
  /** The programs to filter by. */
  programs: readonly Choice[];
};

type InboxQuery = { status?: ExpertRequestStatus | undefined; program_id?: number | undefined; page: number };

export function ExpertRequestsInbox({ query, onFiltersChange, onPageChange, programs }: ExpertRequestsInboxProps) {
  const requests = useExpertRequests(query satisfies ExpertRequestsQuery);
  const [handling, setHandling] = useState<ConsoleExpertRequest | null>(null);

  const columns: Column<ConsoleExpertRequest>[] = [
    { header: 'Received', cell: (request) => consoleTime(request.created_at) },
    {
      header: 'Buyer',
      cell: (request) => (
        <Stack gap={0}>
          <Text size="sm">{request.buyer.name}</Text>
          <Anchor size="sm" href={`mailto:${request.email}`}>
            {request.email}
          </Anchor>
          <Anchor size="sm" href={`tel:${request.mobile_number}`}>
            {request.mobile_number}
          </Anchor>
        </Stack>
      ),
    },
    {
      header: 'Program',
      cell: (request) => (
        <Stack gap={0}>
          <Text size="sm">{request.program.name}</Text>
          <Text size="xs" c="dimmed">
            {request.program.administrator_name}
          </Text>
        </Stack>
      ),
    },
    { header: 'Expert', cell: (request) => request.expert_type.replaceAll('_', ' ') },
    { header: 'Household income', cell: (request) => formatDollars(request.household_income) },
    { header: 'Status', cell: (request) => <ExpertRequestStatusBadge status={request.status} /> },
    {
      header: 'Note',
      cell: (request) => (
        <Text size="sm" lineClamp={2} maw="16rem">
          {request.note || '—'}
        </Text>
      ),
    },
    {
      header: 'Action',
      cell: (request) => (
        <Button
          size="xs"
          variant="light"
          aria-label={`Handle the request from ${request.buyer.name}`}
          onClick={() => setHandling(request)}
        >
          Handle
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <NativeSelect
          label="Status"
          data={[
            { value: '', label: 'All requests' },
            ...expertRequestStatuses.map((value) => ({ value, label: expertRequestStatusLabels[value] })),
          ]}
          value={query.status ?? ''}
          onChange={(event) => {
            const status = event.currentTarget.value as ExpertRequestStatus | '';
            onFiltersChange({ status: status || undefined });
          }}
        />
        <NativeSelect
          label="Program"
          maw="20rem"
          data={choiceData('Every program', programs)}
          value={query.program_id ? String(query.program_id) : ''}
          onChange={(event) => onFiltersChange({ program_id: idOfChoice(event.currentTarget.value) })}
        />
      </Group>
      <ConsoleTable
        noun="expert requests"
        query={requests}
        columns={columns}
        rowKey={(request) => request.id}
        empty={
          query.status || query.program_id
            ? 'No request matches these filters.'
            : 'No buyer has asked for an expert yet.'
        }
        onPageChange={onPageChange}
      />
      <ExpertRequestModal request={handling} onClose={() => setHandling(null)} />
    </Stack>
  );
}
