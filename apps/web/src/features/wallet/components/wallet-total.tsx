/**
 * The wallet's headline, as a lender would confirm it: the cash at closing the counted programs
 * surely give, likely apart from possible; apart from it the most they may give if the lender sets
 * the top of each range; what of it the buyer keeps and what they repay later; a yearly tax credit
 * on its own line, never added to the cash; and the loan type's combined loan-to-value limit. When
 * nothing is likely yet, the possible amount leads, called possible.
 */
import type { Wallet } from '@hbw/contract';
import { formatDollars, rangeText } from '@hbw/contract/money-words';
import { Group, Paper, Stack, Text } from '@mantine/core';
import { isCashAtClosing, taxCreditWords, upToWords } from '../money-words';
import classes from './wallet.module.css';

function programs(count: number): string {
  return `${count} ${count === 1 ? 'program' : 'programs'}`;
}

function leadWords(wallet: Wallet, likely: number, possible: number): string {
  if (wallet.chips.length === 0) return 'No chip fits your answers yet.';
  if (likely > 0) return `Likely: ${programs(likely)} whose every rule your answers meet, counted together.`;
  if (possible > 0) {
    return `Possible: ${programs(possible)} that can be combined, once a lender confirms what your answers cannot tell.`;
  }
  return 'No cash at closing from the programs that fit your answers: only a yearly tax credit.';
}

export function WalletTotal({ wallet, label }: { wallet: Wallet; label: string }) {
  const cash = wallet.chips.filter(isCashAtClosing);
  const likely = cash.filter((chip) => chip.status === 'likely').length;
  const possible = cash.length - likely;
  const leadsWithLikely = likely > 0;
  return (
    <Paper withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack gap={4}>
        <Text fw={600} c="dimmed" id="wallet-total-label">
          {label}
        </Text>
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text className={classes.total} aria-describedby="wallet-total-label" data-testid="wallet-total">
            {formatDollars(leadsWithLikely ? wallet.likely_total : wallet.possible_total)}
          </Text>
          {cash.length > 0 && <Text className={classes.totalKind}>{leadsWithLikely ? 'likely' : 'possible'}</Text>}
        </Group>
        <Text data-testid="wallet-total-words">{leadWords(wallet, likely, possible)}</Text>
        {leadsWithLikely && wallet.possible_total > 0 && (
          <Text data-testid="wallet-possible-total">
            Plus {formatDollars(wallet.possible_total)} possible from {programs(possible)}, once a lender confirms them.
          </Text>
        )}
        {wallet.up_to_total > wallet.total && <Text data-testid="wallet-up-to">{upToWords(wallet.up_to_total)}</Text>}
        {wallet.up_to_total > 0 && (
          <Text data-testid="wallet-keep-repay">
            {rangeText(wallet.keep_total, wallet.keep_up_to_total)} to keep,{' '}
            {rangeText(wallet.repay_total, wallet.repay_up_to_total)} to repay later.
          </Text>
        )}
        {wallet.yearly_tax_credit > 0 && (
          <Text data-testid="wallet-tax-credit">{taxCreditWords(wallet.yearly_tax_credit)}</Text>
        )}
        {wallet.combined_loan_to_value && (
          <Text
            size="sm"
            c={wallet.combined_loan_to_value.capped ? undefined : 'dimmed'}
            fw={wallet.combined_loan_to_value.capped ? 600 : undefined}
            data-testid="wallet-loan-to-value"
          >
            {wallet.combined_loan_to_value.sentence}
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
