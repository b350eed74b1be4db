/** What admins changed (/admin/audit?object_kind=expert_request). */
import { auditActions } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { AuditLog } from '@/features/admin/components/audit-log';
import { ConsoleIntro } from '@/features/admin/components/console-intro';
import { filtersToSearch, oneOf, pageParam, textParam } from './search-params';

export default function AdminAudit() {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = {
    object_kind: textParam(searchParams, 'object_kind'),
    action: oneOf(searchParams, 'action', auditActions),
    page: pageParam(searchParams),
  };
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Audit log">
        Every change made in the console, with who made it and when, and the object before and after. Nothing here can
        be edited.
      </ConsoleIntro>
      <AuditLog query={query} onQueryChange={(next) => setSearchParams(filtersToSearch(next))} />
    </Stack>
  );
}
