/**
 * The wallet's headline: what the counted programs are likely to give, and apart from it what they
 * may give once a lender confirms what the answers cannot tell, each in words that say which it is.
 * When nothing is likely yet, the possible amount leads, called possible.
 */
import type { Wallet } from '@hbw/contract';
import { Paper, Stack, Text } from '@mantine/core';
import { formatDollars } from '@/lib/dollars';
import classes from './wallet.module.css';

function programs(count: number): string {
  return `${count} ${count === 1 ? 'program' : 'programs'}`;
}

export function WalletTotal({ wallet, label }: { wallet: Wallet; label: string }) {
  const likely = wallet.chips.filter((chip) => chip.status === 'likely').length;
  const possible = wallet.chips.length - likely;
  const leadsWithLikely = wallet.likely_total > 0;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4}>
        <Text fw={600} c="dimmed" id="wallet-total-label">
          {label}
        </Text>
        <Text className={classes.total} aria-describedby="wallet-total-label" data-testid="wallet-total">
          {formatDollars(leadsWithLikely ? wallet.likely_total : wallet.possible_total)}
        </Text>
        <Text data-testid="wallet-total-words">
          {wallet.chips.length === 0
            ? 'No chip fits your answers yet.'
            : leadsWithLikely
              ? `Likely: ${programs(likely)} whose every rule your answers meet, counted together.`
              : `Possible: ${programs(possible)} that can be combined, once a lender confirms what your answers cannot tell.`}
        </Text>
        {leadsWithLikely && wallet.possible_total > 0 && (
          <Text data-testid="wallet-possible-total">
            Plus {formatDollars(wallet.possible_total)} possible from {programs(possible)}, once a lender confirms them.
          </Text>
        )}
        {wallet.first_mortgage && (
          <Text size="sm" c="dimmed">
            These programs all work with a {wallet.first_mortgage} first mortgage; a home has one first mortgage.
          </Text>
        )}
        {wallet.might_add_total > 0 && (
          <Text size="sm" c="dimmed">
            Up to {formatDollars(wallet.might_add_total)} more if the{' '}
            {wallet.might_add.length === 1 ? 'program' : 'programs'} that need a review check out.
          </Text>
        )}
      </Stack>
    </Paper>
  );
}
