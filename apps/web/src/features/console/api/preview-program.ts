/** `POST admin/programs/{id}/preview`: the engine on sample households, the program as stored and as changed. */
import type { ConsoleProgramPreview, ConsoleProgramPreviewRequest } from '@hbw/contract';
import { useMutation } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PreviewRequest = { id: number } & ConsoleProgramPreviewRequest;

export function previewProgram({ id, ...request }: PreviewRequest): Promise<ConsoleProgramPreview> {
  return api.post(`admin/programs/${id}/preview`, request);
}

/** Nothing is saved by a preview, so nothing is invalidated. */
export function usePreviewProgram() {
  return useMutation({ mutationFn: previewProgram });
}
