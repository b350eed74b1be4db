/**
 * How changed answers would change the wallet ("if your credit score were 660..."), with the new
 * total: the most the wallet may then hold, so it is said as a most.
 */
import type { Wallet } from '@hbw/contract';
import { formatDollars } from '@hbw/contract/money-words';
import { List, Text } from '@mantine/core';

export function WalletInsights({ insights }: { insights: Wallet['insights'] }) {
  if (insights.length === 0) {
    return <Text c="dimmed">None of the changes we tried would change your wallet.</Text>;
  }
  return (
    <List spacing="sm">
      {insights.map((insight) => (
        // Two loan types can be tried against a third, so the change alone is not unique.
        <List.Item key={`${insight.change}-${JSON.stringify(insight.answers)}`}>
          {insight.sentence} That would make up to {formatDollars(insight.total)} in all, each range at its top.
        </List.Item>
      ))}
    </List>
  );
}
