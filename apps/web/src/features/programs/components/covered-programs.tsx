/**
 * A state's programs on its page, by whose they are: the state's own, its cities' and counties', those
 * of banks and lenders offered in several states, and those offered in every state. Each links to its
 * page; a closed one says so.
 */
import type { CoveredProgram, ProgramReach, StateCoverage } from '@hbw/contract';
import { Anchor, Badge, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';

const headings: Record<ProgramReach, (state: string) => string> = {
  statewide: (state) => `Programs of ${state}`,
  local: (state) => `Programs of cities and counties of ${state}`,
  several_states: (state) => `Programs of banks and lenders in ${state} and other states`,
  every_state: () => 'Programs offered in every state',
};

function ProgramLine({ program, href }: { program: CoveredProgram; href: string }) {
  return (
    <List.Item>
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={href} fw={600}>
          {program.name}
        </Anchor>
        {program.funding_status === 'closed' && (
          <Badge variant="outline" color="gray" size="sm">
            Closed
          </Badge>
        )}
      </Group>
      <Text size="sm" c="dimmed">
        {program.place ? `${program.administrator}, for ${program.place}` : program.administrator} ·{' '}
        {program.amount_summary}
      </Text>
    </List.Item>
  );
}

type CoveredProgramsProps = { coverage: StateCoverage; programHref: (programId: number) => string };

export function CoveredPrograms({ coverage, programHref }: CoveredProgramsProps) {
  const groups = (Object.keys(headings) as ProgramReach[])
    .map((reach) => ({ reach, programs: coverage.programs.filter((program) => program.reach === reach) }))
    .filter((group) => group.programs.length > 0);
  return (
    <Stack gap="xl">
      {groups.map(({ reach, programs }) => (
        <Stack key={reach} gap="sm" component="section" aria-labelledby={`programs-${reach}`}>
          <Title order={2} size="h3" id={`programs-${reach}`}>
            {headings[reach](coverage.state_name)} ({programs.length})
          </Title>
          <List spacing="sm" listStyleType="none" ml={0} pl={0}>
            {programs.map((program) => (
              <ProgramLine key={program.id} program={program} href={programHref(program.id)} />
            ))}
          </List>
        </Stack>
      ))}
    </Stack>
  );
}
