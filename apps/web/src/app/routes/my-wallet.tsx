/**
 * /my-wallet: a signed-in buyer's wallet, or for a visitor the wallet estimated from the answers kept
 * in this browser, with the way to save it to an account.
 */
import '@mantine/core/styles/EmptyState.css';
import { type QuestionnaireAnswers, questionnaireAnswersSchema } from '@hbw/contract';
import { Alert, Button, Container, EmptyState, Group, Stack, Text } from '@mantine/core';
import IconPigMoney from '@tabler/icons-react/dist/esm/icons/IconPigMoney.mjs';
import { Link, type LoaderFunction, useLoaderData } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { PageIntro } from '@/components/page-intro';
import { loginPath, marketplaceProductPath, paths, programProfessionalsPath, signupPath } from '@/config/paths';
import { useProfile } from '@/features/session/api/get-profile';
import { useWalletPreview } from '@/features/wallet/api/preview-wallet';
import { WalletOverview } from '@/features/wallet/components/wallet-overview';
import { readPendingAnswers } from '@/lib/pending-answers';
import { BuyerWallet } from './buyer-wallet';

type KeptAnswers = { kept: QuestionnaireAnswers | null };

/** A visitor's kept answers, when they finish the questionnaire: their wallet is estimated from them. */
export function clientLoader(): LoaderFunction {
  return async (): Promise<KeptAnswers> => {
    const kept = questionnaireAnswersSchema.safeParse(await readPendingAnswers());
    return { kept: kept.success ? kept.data : null };
  };
}

function VisitorWallet({ answers }: { answers: QuestionnaireAnswers }) {
  const preview = useWalletPreview(answers);
  if (preview.isPending) return <LoadingBlock label="Estimating your wallet" rows={3} height={140} />;
  if (preview.isError) {
    return (
      <LoadFailure
        title="We couldn't estimate your wallet"
        error={preview.error}
        onRetry={() => void preview.refetch()}
      />
    );
  }
  return (
    <Stack gap="xl">
      <Alert variant="light" title="Keep this wallet">
        <Stack gap="sm" align="flex-start">
          <Text size="sm">
            Create a free account to save your answers and this wallet, star programs and book a call with a
            participating lender.
          </Text>
          <Group gap="sm">
            <Button component={Link} to={signupPath(paths.app.myWallet)}>
              Create an account to save it
            </Button>
            <Button component={Link} to={loginPath(paths.app.myWallet)} variant="default">
              Sign in
            </Button>
          </Group>
        </Stack>
      </Alert>
      <WalletOverview
        wallet={preview.data.wallet}
        totalLabel="Your estimated wallet"
        chipHref={marketplaceProductPath}
        professionalsHref={programProfessionalsPath}
      />
      <Group>
        <Button component={Link} to={paths.questionnaire} variant="default">
          Change my answers
        </Button>
      </Group>
    </Stack>
  );
}

function NoAnswersYet() {
  return (
    <EmptyState icon={<IconPigMoney aria-hidden="true" />} withIndicatorBackground>
      <EmptyState.Title order={2}>Answer a few questions to see your wallet</EmptyState.Title>
      <EmptyState.Description>
        About five minutes, no documents and no credit check: we add up the help you can combine.
      </EmptyState.Description>
      <EmptyState.Actions>
        <Button component={Link} to={paths.questionnaire}>
          Start the questionnaire
        </Button>
      </EmptyState.Actions>
    </EmptyState>
  );
}

export default function MyWallet() {
  const profile = useProfile();
  const { kept } = useLoaderData<KeptAnswers>();
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="My wallet" title="The money you may get for your home">
          The homebuyer assistance you are likely to get, combined as the programs allow.
        </PageIntro>
        {profile.isPending ? (
          <LoadingBlock label="Loading your wallet" rows={2} height={140} />
        ) : profile.data ? (
          <BuyerWallet />
        ) : kept ? (
          <VisitorWallet answers={kept} />
        ) : (
          <NoAnswersYet />
        )}
      </Stack>
    </Container>
  );
}
