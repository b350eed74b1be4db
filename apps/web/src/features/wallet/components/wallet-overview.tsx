/**
 * The wallet in full (`/my-wallet`, `/app/my-wallet`): the total, a chart of what each counted chip
 * adds, what to do to claim each, the programs that could count instead and why they are not added,
 * what might still add, what the catalogue lists in the buyer's state, and how answers would change it.
 */
import type { Wallet } from '@hbw/contract';
import { Alert, Stack, Text, Title } from '@mantine/core';
import IconInfoCircle from '@tabler/icons-react/dist/esm/icons/IconInfoCircle.mjs';
import { amountOf } from '../money-words';
import { ClaimSteps } from './claim-steps';
import { WalletChart } from './wallet-chart';
import { WalletInsights } from './wallet-insights';
import { WalletTotal } from './wallet-total';

type WalletOverviewProps = {
  wallet: Wallet;
  totalLabel: string;
  chipHref: (programId: number) => string;
  professionalsHref: (programId: number) => string;
};

export function WalletOverview({ wallet, totalLabel, chipHref, professionalsHref }: WalletOverviewProps) {
  return (
    <Stack gap="xl">
      <WalletTotal wallet={wallet} label={totalLabel} />
      {wallet.message && (
        <Alert variant="light" icon={<IconInfoCircle aria-hidden="true" />}>
          {wallet.message}
        </Alert>
      )}
      {wallet.catalogue_note && (
        <Text size="sm" c="dimmed" data-testid="catalogue-note">
          {wallet.catalogue_note}
        </Text>
      )}
      {wallet.chips.length > 0 && (
        <section aria-labelledby="wallet-chart-title">
          <Title order={2} size="h3" mb="md" id="wallet-chart-title">
            What each chip adds
          </Title>
          <WalletChart chips={wallet.chips} />
        </section>
      )}
      {wallet.chips.length > 0 && (
        <section aria-labelledby="wallet-claim-title">
          <Title order={2} size="h3" mb="md" id="wallet-claim-title">
            How to claim it
          </Title>
          <ClaimSteps chips={wallet.chips} chipHref={chipHref} professionalsHref={professionalsHref} />
        </section>
      )}
      {wallet.alternatives.length > 0 && (
        <section aria-labelledby="wallet-alternatives-title">
          <Title order={2} size="h3" mb="xs" id="wallet-alternatives-title">
            Or instead
          </Title>
          <Text c="dimmed" mb="sm">
            These cannot be added to the programs counted above; each could replace some of them.
          </Text>
          <Stack gap="xs" data-testid="wallet-alternatives">
            {wallet.alternatives.map((alternative) => (
              <Text key={alternative.program.id}>
                <Text span fw={600}>
                  {alternative.sentence}
                </Text>{' '}
                {alternative.why_not_counted}
              </Text>
            ))}
          </Stack>
        </section>
      )}
      {wallet.might_add.length > 0 && (
        <section aria-labelledby="wallet-might-add-title">
          <Title order={2} size="h3" mb="xs" id="wallet-might-add-title">
            What might add to it
          </Title>
          <Text c="dimmed" mb="sm">
            These need a lender to check something we could not tell from your answers; they are not in the total.
          </Text>
          <Stack gap="xs">
            {wallet.might_add.map((result) => (
              <Text key={result.program.id}>
                <Text span fw={600}>
                  {result.program.name}
                </Text>
                : {amountOf(result)}. {result.warnings.join(' ')}
              </Text>
            ))}
          </Stack>
        </section>
      )}
      <section aria-labelledby="wallet-insights-title">
        <Title order={2} size="h3" mb="md" id="wallet-insights-title">
          How your answers change it
        </Title>
        <WalletInsights insights={wallet.insights} />
      </section>
    </Stack>
  );
}
