/** A signed-in buyer's saved wallet, on /my-wallet and /app/my-wallet; the questionnaire first when unfinished. */
import '@mantine/core/styles/EmptyState.css';
import { Anchor, Button, EmptyState, Group } from '@mantine/core';
import IconPigMoney from '@tabler/icons-react/dist/esm/icons/IconPigMoney.mjs';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { marketplaceProductPath, paths, programProfessionalsPath } from '@/config/paths';
import { useWallet } from '@/features/wallet/api/get-wallet';
import { WalletOverview } from '@/features/wallet/components/wallet-overview';

export function BuyerWallet() {
  const wallet = useWallet();
  if (wallet.isPending) return <LoadingBlock label="Loading your wallet" rows={3} height={140} />;
  if (wallet.isError) {
    return (
      <LoadFailure title="We couldn't load your wallet" error={wallet.error} onRetry={() => void wallet.refetch()} />
    );
  }
  if (!wallet.data.answers_complete) {
    return (
      <EmptyState icon={<IconPigMoney aria-hidden="true" />} withIndicatorBackground>
        <EmptyState.Title order={2}>Finish the questionnaire to see your wallet</EmptyState.Title>
        <EmptyState.Description>{wallet.data.message}</EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={paths.app.survey}>
            Continue the questionnaire
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <>
      <WalletOverview
        wallet={wallet.data}
        totalLabel="Your wallet"
        chipHref={marketplaceProductPath}
        professionalsHref={programProfessionalsPath}
      />
      <Group gap="md">
        <Anchor component={Link} to={paths.app.survey2}>
          Change your answers
        </Anchor>
        <Anchor component={Link} to={paths.app.wizardResults}>
          See every program for your answers
        </Anchor>
      </Group>
    </>
  );
}
