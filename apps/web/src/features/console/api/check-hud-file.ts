/**
 * `POST admin/income-limits`: HUD's yearly file uploaded, either checked (what an import would
 * change; nothing changes) or imported. The same file is sent for both steps.
 */
import type { IncomeLimitImportReport } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type HudFileStep = { file: File; step: 'check' | 'import' };

export function sendHudFile({ file, step }: HudFileStep): Promise<IncomeLimitImportReport> {
  const form = new FormData();
  form.set('file', file);
  return api.post(`admin/income-limits?step=${step}`, form);
}

export function useSendHudFile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendHudFile,
    onSuccess: (report) => {
      if (report.imported) void queryClient.invalidateQueries({ queryKey: ['admin'] });
    },
  });
}
