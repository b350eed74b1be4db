/** The buyer's questionnaire one step at a time (/app/survey), saved at each step; finishing shows the wallet. */
import { Anchor, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { paths } from '@/config/paths';
import { useAnswers } from '@/features/questionnaire/api/get-answers';
import { useSaveAnswers } from '@/features/questionnaire/api/save-answers';
import { QuestionnaireSteps } from '@/features/questionnaire/components/questionnaire-steps';

export default function Survey() {
  const answers = useAnswers();
  const save = useSaveAnswers();
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <Stack gap={4}>
        <Title order={1} size="h2">
          Your questionnaire
        </Title>
        <Text c="dimmed">
          Each step is saved as you go. Prefer one page?{' '}
          <Anchor component={Link} to={paths.app.survey2}>
            See every question at once
          </Anchor>
          .
        </Text>
      </Stack>
      {answers.isPending ? (
        <LoadingBlock label="Loading your answers" rows={2} />
      ) : answers.isError ? (
        <LoadFailure
          title="We couldn't load your answers"
          error={answers.error}
          onRetry={() => void answers.refetch()}
        />
      ) : (
        <QuestionnaireSteps
          initialAnswers={answers.data.answers}
          finishLabel="Save and see my wallet"
          save={async (draft, finish) => {
            await save.mutateAsync({ answers: draft, complete: finish });
            if (finish) {
              notifications.show({ color: 'green', title: 'Your answers are saved', message: 'Here is your wallet.' });
              await navigate(paths.app.myWallet);
            }
          }}
        />
      )}
    </Stack>
  );
}
