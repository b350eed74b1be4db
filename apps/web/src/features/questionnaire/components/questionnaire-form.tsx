/** The whole questionnaire on one page (`/app/survey2`): every group of questions, one save at the end. */
import type { QuestionnaireDraft } from '@hbw/contract';
import { questionnaireFields } from '@hbw/contract/questionnaire-terms';
import { Button, Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import { askedFields, draftFromValues, questionnaireSteps } from '../questionnaire-values';
import { QuestionField, questionInputId } from './question-field';
import { showServerErrors } from './show-server-errors';
import { useQuestionnaireForm } from './use-questionnaire-form';

type QuestionnaireFormProps = {
  initialAnswers: QuestionnaireDraft;
  save: (answers: QuestionnaireDraft) => Promise<unknown>;
  submitLabel: string;
};

export function QuestionnaireForm({ initialAnswers, save, submitLabel }: QuestionnaireFormProps) {
  const form = useQuestionnaireForm(initialAnswers);
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const values = form.getValues();

  const submit = form.onSubmit(
    async (submitted) => {
      setSaving(true);
      setFailure(null);
      try {
        await save(draftFromValues(submitted));
      } catch (error) {
        if (showServerErrors(form, error) === null) {
          setFailure(error instanceof ApiError ? error.message : 'Your answers were not saved. Please try again.');
        }
      } finally {
        setSaving(false);
      }
    },
    (errors) => {
      // The first question to fix takes the focus; the others show their messages too.
      const first = questionnaireFields.find((field) => errors[field] !== undefined);
      if (first) document.getElementById(questionInputId(first))?.focus();
    },
  );

  return (
    <form noValidate onSubmit={submit} aria-label="Your questionnaire">
      <Stack gap="xl">
        {questionnaireSteps.map((step) => (
          <Stack key={step.title} gap="md" component="section" aria-label={step.title}>
            <Title order={2} size="h3">
              {step.title}
            </Title>
            {askedFields(values, step.fields).map((field) => (
              <QuestionField key={field} field={field} form={form} />
            ))}
          </Stack>
        ))}
        {failure && <FormAlert title="Your answers were not saved">{failure}</FormAlert>}
        <div>
          <Button type="submit" size="md" loading={saving}>
            {submitLabel}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
