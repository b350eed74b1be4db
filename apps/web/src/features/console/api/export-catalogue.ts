/** `GET admin/programs/export`: the catalogue as its files (content/programs), drafts left out. */
import type { CatalogueFiles } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function exportCatalogue(): Promise<CatalogueFiles> {
  return api.get('admin/programs/export');
}

/** Asked for when a staff member wants the files, not cached: the catalogue may change right after. */
export function useExportCatalogue() {
  return useMutation({ mutationFn: exportCatalogue });
}
