/**
 * What each chip adds to the wallet, drawn as bars, with the same figures in a table: the table is
 * the chart's text alternative, read by screen readers and by anyone who prefers numbers.
 */
import '@mantine/core/styles/ScrollArea.css';
import '@mantine/core/styles/Table.css';
import type { Wallet } from '@hbw/contract';
import { Stack, Table } from '@mantine/core';
import { formatDollars } from '@/lib/dollars';
import { chartBars, chartHeight, chartLayout } from '../wallet-chart';
import classes from './wallet.module.css';

export function WalletChart({ chips }: { chips: Wallet['chips'] }) {
  const bars = chartBars(chips.map((chip) => ({ id: chip.program.id, name: chip.program.name, amount: chip.amount })));
  const height = chartHeight(bars.length);
  return (
    <Stack gap="md">
      {/* The table below says the same, so the drawing is hidden from assistive technology. */}
      <svg className={classes.chart} width="100%" height={height} aria-hidden="true" focusable="false">
        {bars.map((bar) => (
          <g key={bar.id}>
            <text x="0" y={bar.y + 14} className={classes.chartLabel}>
              {bar.name}: {formatDollars(bar.amount)}
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
                Share of the total
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {chips.map((chip) => (
              <Table.Tr key={chip.program.id}>
                <Table.Th scope="row" fw={500}>
                  {chip.program.name}
                </Table.Th>
                <Table.Td ta="right">{formatDollars(chip.amount)}</Table.Td>
                <Table.Td ta="right">{chip.share_percent}%</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
