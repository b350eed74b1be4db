/**
 * One program of the wizard's results: how likely, about how much (a range as a range, a tax credit
 * a year) and how the money comes, why, what to watch, and where to go next.
 */
import { type EligibilityStatus, eligibilityStatusLabels, type ProgramResult, programTypeLabels } from '@hbw/contract';
import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SourceNote } from '@/components/source-note';
import { amountOf, moneyKindWords } from '../money-words';

const statusColours: Record<EligibilityStatus, string> = {
  likely: 'green',
  possible: 'blue',
  // Yellow text on its light tint is too faint to read (colour contrast).
  needs_review: 'dark',
  not_eligible: 'gray',
};

type ResultCardProps = {
  result: ProgramResult;
  chipHref: string;
  professionalsHref: string;
  /** A control beside the title, the favourite star say. */
  action?: ReactNode;
};

export function ResultCard({ result, chipHref, professionalsHref, action }: ResultCardProps) {
  const { program } = result;
  const titleId = `result-${program.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Group gap="xs">
              <Badge color={statusColours[result.status]} variant="light">
                {eligibilityStatusLabels[result.status]}
              </Badge>
              {result.wallet_group && (
                <Badge color={result.wallet_group === 'counted' ? 'teal.9' : 'gray.8'} variant="outline">
                  {result.wallet_group === 'counted' ? 'Counted in your wallet' : 'Alternative'}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                {programTypeLabels[program.type]} · {program.administrator.short_name}
              </Text>
            </Group>
            <Title order={3} size="h4" id={titleId}>
              <Anchor component={Link} to={chipHref} inherit>
                {program.name}
              </Anchor>
            </Title>
          </Stack>
          {action}
        </Group>
        <Group gap="xs" align="baseline" wrap="wrap">
          <Text fw={700} size="lg" data-testid="result-amount">
            {result.up_to > 0 ? amountOf(result) : program.amount_summary}
          </Text>
          <Text size="sm" fw={600} data-testid="result-money">
            {moneyKindWords[result.money]}
          </Text>
        </Group>
        <Text size="sm" c="dimmed">
          {result.estimate}
        </Text>
        <SourceNote program={program} />
        {result.why_not_counted && <Text size="sm">Not added to your wallet: {result.why_not_counted}</Text>}
        {result.reasons.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              Why it fits
            </Text>
            <List size="sm" spacing={2}>
              {result.reasons.map((reason) => (
                <List.Item key={reason}>{reason}</List.Item>
              ))}
            </List>
          </div>
        )}
        {result.blockers.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              Why not
            </Text>
            <List size="sm" spacing={2}>
              {result.blockers.map((blocker) => (
                <List.Item key={blocker}>{blocker}</List.Item>
              ))}
            </List>
          </div>
        )}
        {result.warnings.length > 0 && (
          <div>
            <Text size="sm" fw={600}>
              What a lender will check
            </Text>
            <List size="sm" spacing={2}>
              {result.warnings.map((warning) => (
                <List.Item key={warning}>{warning}</List.Item>
              ))}
            </List>
          </div>
        )}
        <Group gap="md">
          <Anchor component={Link} to={professionalsHref} fw={600} size="sm">
            Lenders and experts for {program.name}
          </Anchor>
        </Group>
      </Stack>
    </Card>
  );
}
