/** What console staff changed (/admin/audit?object_kind=expert_request). */
import { auditActions } from '@hbw/contract';
import { Stack } from '@mantine/core';
import { AuditLog } from '@/features/console/components/audit-log';
import { ConsoleIntro } from '@/features/console/components/console-intro';
import { useAddressFilters } from '@/lib/address-filters';
import { oneOf, searchFor, textParam } from './search-params';

const filtersOf = (searchParams: URLSearchParams) => ({
  object_kind: textParam(searchParams, 'object_kind'),
  action: oneOf(searchParams, 'action', auditActions),
});

export default function ConsoleAudit() {
  const { filters, page, changeFilters, changePage } = useAddressFilters(filtersOf, searchFor);
  return (
    <Stack gap="lg">
      <ConsoleIntro title="Audit log">
        Every change made in the console, with who made it and when, and the object before and after. Nothing here can
        be edited.
      </ConsoleIntro>
      <AuditLog query={{ ...filters, page }} onFiltersChange={changeFilters} onPageChange={changePage} />
    </Stack>
  );
}
