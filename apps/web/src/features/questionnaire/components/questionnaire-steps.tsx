/**
 * The questionnaire one group of questions at a time, with its progress (`/app/survey` and the
 * visitor's `/questionaire`). Each step's answers are kept as the buyer moves on, so leaving halfway
 * loses nothing; the last step finishes the questionnaire.
 */
import type { QuestionnaireDraft } from '@hbw/contract';
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormAlert } from '@/components/form-alert';
import { ApiError } from '@/lib/api-client';
import {
  answerErrors,
  askedFields,
  draftFromValues,
  questionnaireStep,
  questionnaireSteps,
  resumeStep,
} from '../questionnaire-values';
import { QuestionField } from './question-field';
import { showServerErrors } from './show-server-errors';
import { useQuestionnaireForm } from './use-questionnaire-form';

type QuestionnaireStepsProps = {
  initialAnswers: QuestionnaireDraft;
  /** Keeps a step's answers, or with `finish` all of them as a finished questionnaire. */
  save: (answers: QuestionnaireDraft, finish: boolean) => Promise<unknown>;
  finishLabel: string;
};

export function QuestionnaireSteps({ initialAnswers, save, finishLabel }: QuestionnaireStepsProps) {
  const form = useQuestionnaireForm(initialAnswers);
  const [stepIndex, setStepIndex] = useState(() => resumeStep(form.getValues()));
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const step = questionnaireStep(stepIndex);
  const last = stepIndex === questionnaireSteps.length - 1;
  const values = form.getValues();

  function goTo(index: number) {
    flushSync(() => setStepIndex(index));
    // The new step's heading takes the focus, so that keyboard and screen-reader users start reading there.
    heading.current?.focus();
  }

  async function next() {
    const errors = answerErrors(form.getValues(), step.fields);
    if (Object.keys(errors).length > 0) {
      form.setErrors(errors);
      return;
    }
    setSaving(true);
    setFailure(null);
    try {
      await save(draftFromValues(form.getValues(), last ? undefined : step.fields), last);
      if (!last) goTo(stepIndex + 1);
    } catch (error) {
      const stepWithError = showServerErrors(form, error);
      if (stepWithError !== null) goTo(stepWithError);
      else setFailure(error instanceof ApiError ? error.message : 'Your answers were not saved. Please try again.');
    } finally {
      setSaving(false);
    }
  }

  return (
    <form
      noValidate
      aria-labelledby="questionnaire-step-title"
      onSubmit={(event) => {
        event.preventDefault();
        void next();
      }}
    >
      <Stack gap="lg">
        <Stack gap={6}>
          <Text size="sm" c="dimmed">
            Step {stepIndex + 1} of {questionnaireSteps.length}
          </Text>
          <Progress
            value={((stepIndex + 1) / questionnaireSteps.length) * 100}
            aria-label={`Step ${stepIndex + 1} of ${questionnaireSteps.length}`}
          />
          <Title order={2} size="h3" id="questionnaire-step-title" ref={heading} tabIndex={-1}>
            {step.title}
          </Title>
        </Stack>
        {failure && <FormAlert title="Your answers were not saved">{failure}</FormAlert>}
        {askedFields(values, step.fields).map((field) => (
          <QuestionField key={field} field={field} form={form} />
        ))}
        <Group justify="space-between">
          <Button variant="default" disabled={stepIndex === 0} onClick={() => goTo(stepIndex - 1)}>
            Back
          </Button>
          <Button type="submit" loading={saving}>
            {last ? finishLabel : 'Next'}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
