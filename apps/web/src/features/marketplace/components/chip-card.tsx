/** A chip of the marketplace: what the program gives, where, who runs it, and its page. */
import type { ProgramSummary } from '@hbw/contract';
import { programTypeLabels } from '@hbw/contract/program-terms';
import { offeredInText } from '@hbw/contract/us-states';
import { Anchor, Badge, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { SourceNote } from '@/components/source-note';

type ChipCardProps = {
  program: ProgramSummary;
  href: string;
  /** A control beside the title, the favourite star say. */
  action?: ReactNode;
};

export function ChipCard({ program, href, action }: ChipCardProps) {
  const titleId = `chip-${program.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={titleId} h="100%">
      <Stack gap="xs" h="100%">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Stack gap={4}>
            <Group gap={6}>
              <Badge variant="light">{programTypeLabels[program.type]}</Badge>
              <Badge variant="outline" color="gray">
                {program.state ?? offeredInText(program.states, { short: true })}
              </Badge>
            </Group>
            {/* The lists of chips sit right under their page's title: each chip is the next level down. */}
            <Title order={2} size="h4" id={titleId}>
              <Anchor component={Link} to={href} inherit>
                {program.name}
              </Anchor>
            </Title>
          </Stack>
          {action}
        </Group>
        <Text fw={600}>{program.amount_summary}</Text>
        <Text size="sm" c="dimmed" lineClamp={3}>
          {program.summary}
        </Text>
        <Text size="xs" c="dimmed" mt="auto">
          {program.administrator.name}
          {program.first_time_buyer_required ? ' · First-time buyers' : ''}
        </Text>
        <SourceNote program={program} />
      </Stack>
    </Card>
  );
}
