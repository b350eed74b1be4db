/** The wallet's total, how many chips make it, and what might still add to it after a review. */
import type { Wallet } from '@hbw/contract';
import { Paper, Stack, Text } from '@mantine/core';
import { formatDollars } from '@/lib/dollars';
import classes from './wallet.module.css';

export function WalletTotal({ wallet, label }: { wallet: Wallet; label: string }) {
  const count = wallet.chips.length;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4}>
        <Text fw={600} c="dimmed" id="wallet-total-label">
          {label}
        </Text>
        <Text className={classes.total} aria-describedby="wallet-total-label" data-testid="wallet-total">
          {formatDollars(wallet.total)}
        </Text>
        <Text>
          {count === 0
            ? 'No chip fits your answers yet.'
            : `From ${count} ${count === 1 ? 'program' : 'programs'} that can be combined.`}
        </Text>
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
