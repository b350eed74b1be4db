/** `GET admin/audit`: what console staff changed, latest first, filtered by kind of object or action. */
import { type auditEventPage, auditQuery } from '@hbw/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api, toQueryString } from '@/lib/api-client';

export type AuditQuery = z.infer<typeof auditQuery>;

export function getAudit(query: AuditQuery, { signal }: { signal?: AbortSignal } = {}) {
  return api.get<z.infer<typeof auditEventPage>>(`admin/audit${toQueryString(auditQuery.parse(query))}`, { signal });
}

export const auditQueryOptions = (query: AuditQuery) =>
  queryOptions({
    queryKey: ['admin', 'audit', query],
    queryFn: ({ signal }) => getAudit(query, { signal }),
  });

export function useAudit(query: AuditQuery) {
  return useQuery({ ...auditQueryOptions(query), placeholderData: keepPreviousData });
}
