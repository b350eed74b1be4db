/** `PATCH admin/programs/{id}`: the program as the form holds it, where it is offered, or its status. */
import type { ConsoleProgram, ConsoleProgramUpdate } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshPrograms } from './refresh-programs';

export type ProgramUpdate = { id: number } & ConsoleProgramUpdate;

export function updateProgram({ id, ...change }: ProgramUpdate): Promise<ConsoleProgram> {
  return api.patch(`admin/programs/${id}`, change);
}

export function useUpdateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProgram,
    onSuccess: (program) => queryClient.setQueryData(['admin', 'program', program.id], program),
    onSettled: () => refreshPrograms(queryClient),
  });
}
