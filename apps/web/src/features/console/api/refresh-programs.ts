/**
 * What a program written in the console leaves stale: the console's own queries, and the catalogue's
 * (`programs`), which the console's lists and choosers of programs read as buyers do. Without the
 * second, a program just published is missing from the invitation's programs for ten minutes.
 */
import type { QueryClient } from '@tanstack/react-query';

export function refreshPrograms(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: ['admin'] }),
    queryClient.invalidateQueries({ queryKey: ['programs'] }),
  ]);
}
