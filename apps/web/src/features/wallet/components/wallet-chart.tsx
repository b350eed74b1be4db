/**
 * What each chip adds to the wallet, shown as bars, with the same figures in a table: the table is
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
import { chartBars, chartHeight, chartLayout } from '../wallet-chart';
import classes from './wallet.module.css';

export function WalletChart({ chips }: { chips: Wallet['chips'] }) {
  const cash = chips.filter(isCashAtClosing);
  const bars = chartBars(
    cash.map((chip) => ({ id: chip.program.id, name: chip.program.name, amount: chip.amount, upTo: chip.up_to })),
  );
  const height = chartHeight(bars.length);
  return (
    <Stack gap="md">
      {/* The table below says the same, so the chart is hidden from assistive technology. */}
      <svg className={classes.chart} width="100%" height={height} aria-hidden="true" focusable="false">
        {bars.map((bar) => (
          <g key={bar.id}>
            <text x="0" y={bar.y + 14} className={classes.chartLabel}>
              {bar.name}: {rangeText(bar.amount, bar.upTo)}
            </text>
            {/* The track, the most the chip may give, and its sure part over it. */}
            {(
              [
                ['track', 1, classes.chartTrack],
                ['most', bar.width, classes.chartBarUpTo],
                ['sure', bar.sureWidth, classes.chartBar],
              ] as const
            ).map(([part, width, className]) => (
              <rect
                key={part}
                x="0"
                y={bar.y + chartLayout.labelHeight}
                width={`${width * 100}%`}
                height={chartLayout.barHeight}
                rx="6"
                className={className}
              />
            ))}
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
                  {isCashAtClosing(chip) ? `${chip.share_percent}%` : 'Tax credit, yearly'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
