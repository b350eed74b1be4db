/** The buyer's questionnaire on one page (/app/survey2): every answer to review and change, one save. */
import { Anchor, Container, Stack, Text, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { Link, useNavigate } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { paths } from '@/config/paths';
import { useAnswers } from '@/features/questionnaire/api/get-answers';
import { useSaveAnswers } from '@/features/questionnaire/api/save-answers';
import { QuestionnaireForm } from '@/features/questionnaire/components/questionnaire-form';

export default function SurveyOnOnePage() {
  const answers = useAnswers();
  const save = useSaveAnswers();
  const navigate = useNavigate();
  return (
    <Container size="sm" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} size="h2">
            Your answers
          </Title>
          <Text c="dimmed">
            Change any answer and save: your wallet follows.{' '}
            <Anchor component={Link} to={paths.app.survey}>
              Answer one step at a time instead
            </Anchor>
            .
          </Text>
        </Stack>
        {answers.isPending ? (
          <LoadingBlock label="Loading your answers" rows={4} />
        ) : answers.isError ? (
          <LoadFailure
            title="We couldn't load your answers"
            error={answers.error}
            onRetry={() => void answers.refetch()}
          />
        ) : (
          <QuestionnaireForm
            initialAnswers={answers.data.answers}
            submitLabel="Save my answers"
            save={async (draft) => {
              await save.mutateAsync({ answers: draft, complete: true });
              notifications.show({
                color: 'green',
                title: 'Your answers are saved',
                message: 'Your wallet is up to date.',
              });
              await navigate(paths.app.myWallet);
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
