/** `GET wizard/answers`: the buyer's saved questionnaire, what is answered and what is missing. */
import type { SavedAnswers } from '@hbw/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function getAnswers({ signal }: { signal?: AbortSignal } = {}): Promise<SavedAnswers> {
  return api.get('wizard/answers', { signal });
}

/** Under the `wizard` key, with everything computed from the answers, so that saving refreshes it all. */
export const answersQueryOptions = () =>
  queryOptions({ queryKey: ['wizard', 'answers'], queryFn: ({ signal }) => getAnswers({ signal }) });

export function useAnswers() {
  return useQuery(answersQueryOptions());
}
