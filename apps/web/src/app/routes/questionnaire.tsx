/**
 * The visitor's questionnaire (/questionaire): the same questions as the buyer's survey, kept in this
 * browser as they are answered; the last step shows the estimated wallet. A signed-in buyer answers
 * the saved survey instead.
 */
import { Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { type LoaderFunction, redirect, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { QuestionnaireSteps } from '@/features/questionnaire/components/questionnaire-steps';
import { profileQueryOptions } from '@/features/session/api/get-profile';
import { readPendingAnswers, writePendingAnswers } from '@/lib/pending-answers';

export function clientLoader(queryClient: QueryClient): LoaderFunction {
  return async () => {
    const profile = await queryClient.ensureQueryData(profileQueryOptions());
    return profile ? redirect(paths.app.survey) : null;
  };
}

export default function Questionnaire() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          See how much you could get
        </Title>
        <Text c="dimmed">
          Six short steps, no documents and no credit check. Your answers stay in this browser until you create an
          account.
        </Text>
      </Stack>
      <QuestionnaireSteps
        initialAnswers={readPendingAnswers()}
        finishLabel="See my wallet"
        save={async (answers, finish) => {
          writePendingAnswers({ ...readPendingAnswers(), ...answers });
          if (finish) await navigate(paths.myWallet);
        }}
      />
    </Stack>
  );
}
