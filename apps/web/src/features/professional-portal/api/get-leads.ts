/** `GET pro/leads`: the buyers who asked to talk to the signed-in professional through their widget, newest first. */
import type { Lead } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getLeads({ signal }: { signal?: AbortSignal } = {}): Promise<Lead[]> {
  return api.get('pro/leads', { signal });
}

export const leadsQueryOptions = () =>
  queryOptions({ queryKey: ['pro', 'leads'], queryFn: ({ signal }) => getLeads({ signal }) });

export function useLeads() {
  return useQuery(leadsQueryOptions());
}
