/** A program's facts before a call: what it gives, who runs it, who it is for, and where the facts come from. */
import type { ProgramDetail } from '@hbw/contract';
import { sourceKindLabels, sourceNote } from '@hbw/contract/program-sources';
import { fundingStatusLabels, programTypeLabels } from '@hbw/contract/program-terms';
import { offeredInText } from '@hbw/contract/us-states';
import { Anchor, Badge, Card, Group, List, Stack, Text, Title } from '@mantine/core';
import { orangeText } from '@/components/readable-colours';
import { describeRule } from '../program-rules';
import classes from './program-facts.module.css';

export function ProgramFacts({ program }: { program: ProgramDetail }) {
  const where = offeredInText(program.states);
  const fundsAreShort = program.funding_status !== 'open';
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby="program-facts">
      <Stack gap="md">
        <Group gap="xs">
          <Badge variant="light">{programTypeLabels[program.type]}</Badge>
          <Badge
            variant={fundsAreShort ? 'outline' : 'light'}
            color={fundsAreShort ? 'orange' : 'green'}
            c={fundsAreShort ? orangeText : undefined}
          >
            Funding: {fundingStatusLabels[program.funding_status]}
          </Badge>
        </Group>
        <Title order={2} size="h3" id="program-facts">
          About this program
        </Title>
        <Text>{program.summary}</Text>
        <dl className={classes.facts}>
          <dt>Amount</dt>
          <dd>{program.amount_summary}</dd>
          <dt>Run by</dt>
          <dd>
            {program.administrator.website ? (
              <Anchor href={program.administrator.website} target="_blank" rel="noreferrer">
                {program.administrator.name}
              </Anchor>
            ) : (
              program.administrator.name
            )}
          </dd>
          <dt>Where</dt>
          <dd>{where}</dd>
        </dl>
        {program.eligibility.length > 0 && (
          <div>
            <Title order={3} size="h5" mb="xs">
              Who it is for
            </Title>
            <List spacing={4} size="sm">
              {program.eligibility.map((rule) => (
                <List.Item key={JSON.stringify(rule)}>{describeRule(rule)}</List.Item>
              ))}
            </List>
          </div>
        )}
        {program.not_combinable_with.length > 0 && (
          <Text size="sm">
            Cannot be combined with {program.not_combinable_with.map((other) => other.name).join(', ')}.
          </Text>
        )}
        <div>
          <Title order={3} size="h5" mb="xs">
            Where these facts come from
          </Title>
          <Text size="sm">{sourceNote(program.source, program.administrator.short_name)}</Text>
          <List spacing={4} size="sm" mt="xs" aria-label="Sources">
            {program.sources.map((source) => (
              <List.Item key={`${source.name}-${source.date}`}>
                {source.url ? (
                  <Anchor href={source.url} target="_blank" rel="noreferrer">
                    {source.name}
                  </Anchor>
                ) : (
                  source.name
                )}
                {' · '}
                {sourceKindLabels[source.kind]}
                {' · '}
                {source.date ? `dated ${source.date}` : 'undated'}
                {source.note ? ` (${source.note})` : ''}
              </List.Item>
            ))}
          </List>
          <Text size="sm" c="dimmed" mt="xs">
            Amounts change every year: your lender confirms them.
          </Text>
        </div>
      </Stack>
    </Card>
  );
}
