/** A refused save's messages under their questions; the step of the first, or null when none named a question. */
import { questionnaireFields } from '@hbw/contract/questionnaire-terms';
import type { UseFormReturnType } from '@mantine/form';
import { ApiError, setServerFieldErrors } from '@/lib/api-client';
import { type QuestionnaireValues, stepOf } from '../questionnaire-values';

export function showServerErrors(form: UseFormReturnType<QuestionnaireValues>, error: unknown): number | null {
  if (!(error instanceof ApiError) || !setServerFieldErrors(form, error, questionnaireFields)) return null;
  const first = questionnaireFields.find((field) => error.errors[field]?.length);
  return first ? stepOf(first) : null;
}
