/**
 * What each chip adds to the wallet, drawn as bars, with the same figures in a table: the table is
 * the chart's text alternative, read by screen readers and by anyone who prefers numbers. A bar is as
 * long as the most its chip may give, its sure part solid; a yearly tax credit has no bar (see
 * wallet-chart.ts) and is listed in the table as yearly.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import type { Wallet } from '@hbw/contract';
import { rangeText } from '@hbw/contract/money-words';
import { Stack, Table } from '@mantine/core';
import { amountOf, isCashAtClosing } from '../money-words';
import { chartBars, chartHeight, chartLayout, sharesOfMost } from '../wallet-chart';
import classes from './wallet.module.css';

export function WalletChart({ chips }: { chips: Wallet['chips'] }) {
  const cash = chips.filter(isCashAtClosing);
  const bars = chartBars(
    cash.map((chip) => ({ id: chip.program.id, name: chip.program.name, amount: chip.amount, upTo: chip.up_to })),
  );
  const shares = new Map(sharesOfMost(bars).map((share, index) => [cash[index]?.program.id, share]));
  const height = chartHeight(bars.length);
  return (
    <Stack gap="md">
      {/* The table below says the same, so the drawing is hidden from assistive technology. */}
      <svg className={classes.chart} width="100%" height={height} aria-hidden="true" focusable="false">
        {bars.map((bar) => (
          <g key={bar.id}>
            <text x="0" y={bar.y + 14} className={classes.chartLabel}>
              {bar.name}: {rangeText(bar.amount, bar.upTo)}
            </text>
            <rect
              x="0"
              y={bar.y + chartLayout.labelHeight}
              width="100%"
              height={chartLayout.barHeight}
              rx="6"
              className={classes.chartTrack}
            />
            <rect
              x="0"
              y={bar.y + chartLayout.labelHeight}
              width={`${bar.width * 100}%`}
              height={chartLayout.barHeight}
              rx="6"
              className={classes.chartBarUpTo}
            />
            <rect
              x="0"
              y={bar.y + chartLayout.labelHeight}
              width={`${bar.sureWidth * 100}%`}
              height={chartLayout.barHeight}
              rx="6"
              className={classes.chartBar}
            />
          </g>
        ))}
      </svg>
      <Table.ScrollContainer minWidth={320}>
        <Table striped>
          <Table.Caption>What each chip adds to your wallet</Table.Caption>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Chip</Table.Th>
              <Table.Th scope="col" ta="right">
                Amount
              </Table.Th>
              <Table.Th scope="col" ta="right">
                Share of the most at closing
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chips.map((chip) => (
              <Table.Tr key={chip.program.id}>
                <Table.Th scope="row" fw={500}>
                  {chip.program.name}
                </Table.Th>
                <Table.Td ta="right">{amountOf(chip)}</Table.Td>
                <Table.Td ta="right">
                  {isCashAtClosing(chip) ? `${shares.get(chip.program.id) ?? 0}%` : 'Tax credit, yearly'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
