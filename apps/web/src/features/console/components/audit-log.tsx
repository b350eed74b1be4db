/** What console staff changed, latest first: who, when, what, and the object before and after. */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Code.css';
import { type AuditAction, type AuditEvent, auditActionLabels, auditActions } from '@hbw/contract';
import { Code, Group, NativeSelect, Stack } from '@mantine/core';
import { type AuditQuery, useAudit } from '../api/get-audit';
import { consoleTime } from '../console-time';
import { type Column, ConsoleTable } from './console-table';

/** The kinds of object the console changes, as the log names them. */
const objectKinds = [
  { value: 'expert_request', label: 'Expert requests' },
  { value: 'user', label: 'Users' },
  { value: 'program', label: 'Programs' },
  { value: 'catalogue', label: 'Program file imports' },
];

const asJson = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

const columns: Column<AuditEvent>[] = [
  { header: 'When', cell: (event) => consoleTime(event.created_at) },
  { header: 'Who', cell: (event) => event.actor.email },
  {
    header: 'Action',
    cell: (event) => auditActionLabels[event.action as AuditAction] ?? event.action,
  },
  { header: 'Object', cell: (event) => `${event.object_kind.replaceAll('_', ' ')} #${event.object_id}` },
  { header: 'Before', cell: (event) => <Code block>{asJson(event.before)}</Code> },
  { header: 'After', cell: (event) => <Code block>{asJson(event.after)}</Code> },
];

type AuditLogProps = {
  /** The filters and the page shown. */
  query: AuditQuery;
  onFiltersChange: (change: Partial<Omit<AuditQuery, 'page'>>) => void;
  onPageChange: (page: number) => void;
};

export function AuditLog({ query, onFiltersChange, onPageChange }: AuditLogProps) {
  const events = useAudit(query);
  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <NativeSelect
          label="Changes to"
          data={[{ value: '', label: 'Everything' }, ...objectKinds]}
          value={query.object_kind ?? ''}
          onChange={(event) => onFiltersChange({ object_kind: event.currentTarget.value || undefined })}
        />
        <NativeSelect
          label="Action"
          data={[
            { value: '', label: 'Every action' },
            ...auditActions.map((action) => ({ value: action, label: auditActionLabels[action] })),
          ]}
          value={query.action ?? ''}
          onChange={(event) =>
            onFiltersChange({ action: (event.currentTarget.value || undefined) as AuditAction | undefined })
          }
        />
      </Group>
      <ConsoleTable
        noun="changes"
        query={events}
        columns={columns}
        rowKey={(event) => event.id}
        empty="No admin has changed anything yet."
        onPageChange={onPageChange}
      />
    </Stack>
  );
}
