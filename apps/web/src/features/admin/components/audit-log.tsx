/** What admins changed, latest first: who, when, what, and the object before and after. */
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Code.css';
import type { AuditEvent } from '@hbw/contract';
import { Code, NativeSelect, Stack } from '@mantine/core';
import { type AuditQuery, useAudit } from '../api/get-audit';
import { consoleTime } from '../console-time';
import { type Column, ConsoleTable } from './console-table';

/** The kinds of object the console changes, as the log names them. */
const objectKinds = [
  { value: 'expert_request', label: 'Expert requests' },
  { value: 'user', label: 'Users' },
];

const asJson = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value, null, 1));

const columns: Column<AuditEvent>[] = [
  { header: 'When', cell: (event) => consoleTime(event.created_at) },
  { header: 'Who', cell: (event) => event.actor.email },
  { header: 'Action', cell: (event) => event.action },
  { header: 'Object', cell: (event) => `${event.object_kind.replaceAll('_', ' ')} #${event.object_id}` },
  { header: 'Before', cell: (event) => <Code block>{asJson(event.before)}</Code> },
  { header: 'After', cell: (event) => <Code block>{asJson(event.after)}</Code> },
];

type AuditLogProps = { query: AuditQuery; onQueryChange: (query: AuditQuery) => void };

export function AuditLog({ query, onQueryChange }: AuditLogProps) {
  const events = useAudit(query);
  return (
    <Stack gap="md">
      <NativeSelect
        label="Changes to"
        maw="16rem"
        data={[{ value: '', label: 'Everything' }, ...objectKinds]}
        value={query.object_kind ?? ''}
        onChange={(event) => onQueryChange({ object_kind: event.currentTarget.value || undefined, page: 1 })}
      />
      <ConsoleTable
        noun="changes"
        query={events}
        columns={columns}
        rowKey={(event) => event.id}
        empty="No admin has changed anything yet."
        onPageChange={(page) => onQueryChange({ ...query, page })}
      />
    </Stack>
  );
}
