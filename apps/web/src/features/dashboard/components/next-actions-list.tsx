/** The buyer's next actions, each a link to where it is done; done ones are ticked and come last. */
import { Anchor, Group, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import IconChevronRight from '@tabler/icons-react/dist/esm/icons/IconChevronRight.mjs';
import { Link } from 'react-router';
import type { ActionTarget, NextAction } from '../buyer-progress';

type NextActionsListProps = { actions: readonly NextAction[]; hrefOf: (target: ActionTarget) => string };

export function NextActionsList({ actions, hrefOf }: NextActionsListProps) {
  return (
    <Stack gap="sm" component="ol" p={0} m={0} style={{ listStyle: 'none' }}>
      {actions.map((action) => (
        <Paper key={action.id} component="li" withBorder radius="md" p="md">
          <Group gap="md" wrap="nowrap" align="flex-start">
            <ThemeIcon
              variant={action.done ? 'filled' : 'light'}
              color={action.done ? 'green' : 'gray'}
              radius="xl"
              size="md"
              aria-hidden="true"
            >
              {action.done ? <IconCheck size={16} /> : <IconChevronRight size={16} />}
            </ThemeIcon>
            <Stack gap={2}>
              <Anchor component={Link} to={hrefOf(action.target)} fw={600} c={action.done ? 'dimmed' : undefined}>
                {action.title}
              </Anchor>
              <Text size="sm" c="dimmed">
                {action.done ? 'Done. ' : ''}
                {action.description}
              </Text>
            </Stack>
          </Group>
        </Paper>
      ))}
    </Stack>
  );
}
