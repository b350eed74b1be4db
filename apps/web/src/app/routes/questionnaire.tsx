/**
 * The visitor's questionnaire (/questionaire): the same questions as the buyer's survey, kept in this
 * browser as they are answered; the last step shows the estimated wallet. A signed-in buyer answers
 * the saved survey instead.
 */
import type { QuestionnaireDraft } from '@hbw/contract';
import { Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { type LoaderFunction, redirect, useLoaderData, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { QuestionnaireSteps } from '@/features/questionnaire/components/questionnaire-steps';
import { profileQueryOptions } from '@/features/session/api/get-profile';
import { readPendingAnswers, writePendingAnswers } from '@/lib/pending-answers';

/** The answers kept in this browser, or null where they cannot be read: on the server. */
type KeptAnswers = { kept: QuestionnaireDraft | null };

/**
 * A move to the page reads the kept answers before it is rendered. The server renders the page without
 * them, and the browser, which does not run the loader again as it hydrates that page, reads them
 * once it has (`useKeptAnswers`): the page works before the questionnaire's schema is loaded, which
 * is loaded only when answers are kept (decision 037).
 */
export function clientLoader(queryClient: QueryClient): LoaderFunction {
  return async (): Promise<Response | KeptAnswers> => {
    const profile = await queryClient.ensureQueryData(profileQueryOptions());
    if (profile) return redirect(paths.app.survey);
    return { kept: import.meta.env.SSR ? null : await readPendingAnswers() };
  };
}

/** The kept answers: as the loader read them, or, on a server-rendered page, read once it is hydrated. */
function useKeptAnswers(): QuestionnaireDraft | null {
  const { kept: read } = useLoaderData<KeptAnswers>();
  const [kept, setKept] = useState(read);
  useEffect(() => {
    if (kept !== null) return;
    let current = true;
    readPendingAnswers().then(
      (answers) => current && setKept(answers),
      () => current && setKept({}),
    );
    return () => {
      current = false;
    };
  }, [kept]);
  return kept;
}

export default function Questionnaire() {
  const navigate = useNavigate();
  const kept = useKeptAnswers();
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
        // Rendered without answers until they are read; answers kept start the questionnaire again with them.
        key={kept && Object.keys(kept).length > 0 ? 'kept' : 'new'}
        initialAnswers={kept ?? {}}
        finishLabel="See my wallet"
        save={async (answers, finish) => {
          writePendingAnswers({ ...(await readPendingAnswers()), ...answers });
          if (finish) await navigate(paths.myWallet);
        }}
      />
    </Stack>
  );
}
