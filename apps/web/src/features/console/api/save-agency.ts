/**
 * `POST admin/agencies` (a new agency) and `PATCH admin/agencies/{id}` (a change): the one form
 * of the console saves both, so one hook sends whichever it is.
 */
import type { ConsoleAgency, consoleAgencyCreateBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

/** As the form holds them: an empty state, website or address means none. */
export type AgencyInput = z.input<typeof consoleAgencyCreateBody>;
export type AgencySave = { id: number; fields: Omit<AgencyInput, 'slug'> } | { id: null; fields: AgencyInput };

export function saveAgency({ id, fields }: AgencySave): Promise<ConsoleAgency> {
  // The server checks the fields and answers each problem under its field, which the form shows.
  if (id === null) return api.post('admin/agencies', fields);
  return api.patch(`admin/agencies/${id}`, fields);
}

export function useSaveAgency() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAgency,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['admin'] }),
  });
}
