/** `POST admin/programs`: a new program, a draft until it is published. */
import type { ConsoleProgram, ConsoleProgramCreate } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshPrograms } from './refresh-programs';

export function createProgram(input: ConsoleProgramCreate): Promise<ConsoleProgram> {
  return api.post('admin/programs', input);
}

export function useCreateProgram() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createProgram,
    onSettled: () => refreshPrograms(queryClient),
  });
}
