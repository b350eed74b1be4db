/** The questionnaire's form, checked as every form of the app is (on leaving a field, then while typing). */
import type { QuestionnaireDraft } from '@hbw/contract';
import { useForm } from '@mantine/form';
import { useValidationRhythm } from '@/lib/form';
import { answerErrors, type QuestionnaireValues, valuesFromDraft } from '../questionnaire-values';

export function useQuestionnaireForm(initialAnswers: QuestionnaireDraft) {
  const validation = useValidationRhythm<QuestionnaireValues>();
  return useForm<QuestionnaireValues>({
    initialValues: valuesFromDraft(initialAnswers),
    validate: (values) => answerErrors(values),
    enhanceGetInputProps: validation.enhanceGetInputProps,
  });
}
