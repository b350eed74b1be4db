/**
 * `POST wizard/answers/preview`: the wallet and results of a visitor's answers, computed but not
 * saved. It changes nothing on the server, so it is read like any query, keyed by the answers.
 */
import { type previewAnswer, type QuestionnaireAnswers, questionnaireAnswersSchema } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { api } from '@/lib/api-client';

export type WalletPreview = z.infer<typeof previewAnswer>;

export function previewWallet(answers: QuestionnaireAnswers): Promise<WalletPreview> {
  return api.post('wizard/answers/preview', questionnaireAnswersSchema.parse(answers));
}

export const walletPreviewQueryOptions = (answers: QuestionnaireAnswers) =>
  queryOptions({ queryKey: ['wallet-preview', answers], queryFn: () => previewWallet(answers) });

export function useWalletPreview(answers: QuestionnaireAnswers) {
  return useQuery(walletPreviewQueryOptions(answers));
}
