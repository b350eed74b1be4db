/** `POST admin/programs/import`: catalogue files imported; programs edited in the console are kept. */
import type { CatalogueFiles, CatalogueImportAnswer } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { refreshPrograms } from './refresh-programs';

export function importCatalogue(files: CatalogueFiles): Promise<CatalogueImportAnswer> {
  return api.post('admin/programs/import', files);
}

export function useImportCatalogue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCatalogue,
    onSettled: () => refreshPrograms(queryClient),
  });
}
