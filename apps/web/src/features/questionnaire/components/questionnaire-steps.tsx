/**
 * The questionnaire one group of questions at a time, with its progress (`/app/survey` and the
 * visitor's `/questionaire`). Each step's answers are kept as the buyer moves on, so leaving halfway
 * loses nothing; the last step finishes the questionnaire.
 */
import type { QuestionnaireDraft } from '@hbw/contract';
import { Button, Group, Progress, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { FormAlert } from '@/components/form-alert';
import { LoadingBlock } from '@/components/loading-block';
import { ApiError } from '@/lib/api-client';
import {
  answerErrors,
  askedFields,
  draftFromValues,
  questionnaireStep,
  questionnaireSteps,
  resumeStep,
  valuesFromDraft,
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

/**
 * The step to start at. A questionnaire without an answer starts at the first, at once: its page is
 * rendered before the questionnaire's schema is loaded (decision 037). Answers given before are checked
 * first, and the first step with a question to answer is known once they are (undefined until then).
 */
function useFirstStep(initialAnswers: QuestionnaireDraft): number | undefined {
  const answered = Object.values(initialAnswers).some((answer) => answer !== undefined && answer !== null);
  const [resumed, setResumed] = useState<number>();
  useEffect(() => {
    if (!answered) return;
    let current = true;
    const resumeAt = (index: number) => {
      if (current) setResumed(index);
    };
    resumeStep(valuesFromDraft(initialAnswers)).then(resumeAt, () => resumeAt(0));
    return () => {
      current = false;
    };
  }, [answered, initialAnswers]);
  return answered ? resumed : 0;
}

export function QuestionnaireSteps(props: QuestionnaireStepsProps) {
  const firstStep = useFirstStep(props.initialAnswers);
  if (firstStep === undefined) return <LoadingBlock label="Loading your answers" rows={2} />;
  return <StepsFrom {...props} firstStep={firstStep} />;
}

function StepsFrom({ initialAnswers, save, finishLabel, firstStep }: QuestionnaireStepsProps & { firstStep: number }) {
  const form = useQuestionnaireForm(initialAnswers);
  const [stepIndex, setStepIndex] = useState(firstStep);
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
    setSaving(true);
    setFailure(null);
    try {
      const errors = await answerErrors(form.getValues(), step.fields);
      if (Object.keys(errors).length > 0) {
        form.setErrors(errors);
        return;
      }
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
