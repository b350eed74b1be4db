/**
 * `PUT wizard/answers`: saves the answers given; `complete: true` finishes the questionnaire, which
 * sets the profile's hasQuestion. Results, wallet and PALs follow from the answers, so every query
 * under the `wizard` key is refreshed, and the profile with it.
 */
import type { QuestionnaireDraft, SavedAnswers, saveAnswersBody } from '@hbw/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type SaveAnswersInput = { answers: QuestionnaireDraft; complete?: boolean };

export function saveAnswers({ answers, complete }: SaveAnswersInput): Promise<SavedAnswers> {
  // Checked by the server, whose 422 names the field: the form shows it under its question.
  const body: z.input<typeof saveAnswersBody> = { ...answers, ...(complete ? { complete } : {}) };
  return api.put('wizard/answers', body);
}

export function useSaveAnswers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAnswers,
    onSuccess: async (saved, { complete }) => {
      queryClient.setQueryData(['wizard', 'answers'], saved);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['wizard'] }),
        complete ? queryClient.invalidateQueries({ queryKey: ['profile'] }) : undefined,
      ]);
    },
  });
}
