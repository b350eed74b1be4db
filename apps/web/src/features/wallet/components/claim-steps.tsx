/**
 * What to do to claim each chip of the wallet, with its amount, how the money comes, the source it
 * stands on, and the way to its page and to its lenders.
 */
import type { Wallet } from '@hbw/contract';
import { Anchor, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { SourceNote } from '@/components/source-note';
import { amountOf, moneyKindWords } from '../money-words';

type ClaimStepsProps = {
  chips: Wallet['chips'];
  chipHref: (programId: number) => string;
  professionalsHref: (programId: number) => string;
};

export function ClaimSteps({ chips, chipHref, professionalsHref }: ClaimStepsProps) {
  return (
    <Stack gap="md">
      {chips.map((chip) => (
        <Card
          key={chip.program.id}
          withBorder
          radius="md"
          padding="lg"
          component="article"
          aria-labelledby={`claim-${chip.program.id}`}
        >
          <Stack gap="xs">
            <Group justify="space-between" align="baseline" wrap="wrap">
              <Title order={3} size="h4" id={`claim-${chip.program.id}`}>
                {chip.program.name}
              </Title>
              <Text fw={700}>{amountOf(chip)}</Text>
            </Group>
            <Text size="sm" fw={600}>
              {moneyKindWords[chip.money]}
            </Text>
            <Text size="sm" c="dimmed">
              {chip.estimate}
            </Text>
            <SourceNote program={chip.program} />
            <List size="sm" spacing={4}>
              <List.Item>
                Book a call with a participating lender: they apply for it with your first mortgage.
              </List.Item>
              {chip.steps.map((step) => (
                <List.Item key={step}>{step}</List.Item>
              ))}
            </List>
            {chip.warnings.length > 0 && (
              <Text size="sm" c="dimmed">
                Good to know: {chip.warnings.join(' ')}
              </Text>
            )}
            <Group gap="md">
              <Anchor component={Link} to={professionalsHref(chip.program.id)} fw={600} size="sm">
                Lenders for {chip.program.name}
              </Anchor>
              <Anchor component={Link} to={chipHref(chip.program.id)} size="sm">
                About this chip
              </Anchor>
            </Group>
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
