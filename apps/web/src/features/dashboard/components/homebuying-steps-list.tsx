/** The homebuying steps with the buyer's progress: a bar, then each step ticked or still ahead. */
import { Anchor, Progress, Stack, Text, Timeline, Title } from '@mantine/core';
import IconCheck from '@tabler/icons-react/dist/esm/icons/IconCheck.mjs';
import { Link } from 'react-router';
import { type ActionTarget, type HomebuyingStep, progressPercent } from '../buyer-progress';

type HomebuyingStepsListProps = { steps: readonly HomebuyingStep[]; hrefOf: (target: ActionTarget) => string };

export function HomebuyingStepsList({ steps, hrefOf }: HomebuyingStepsListProps) {
  const done = steps.filter((step) => step.done).length;
  const percent = progressPercent(steps);
  // The timeline's line runs green up to the last step done in a row from the start.
  const firstLeft = steps.findIndex((step) => !step.done);
  return (
    <Stack gap="lg">
      <Stack gap={6}>
        <Text fw={600}>
          {done} of {steps.length} steps done
        </Text>
        <Progress value={percent} size="lg" aria-label={`${done} of ${steps.length} homebuying steps done`} />
      </Stack>
      <Timeline active={firstLeft === -1 ? steps.length - 1 : firstLeft - 1} bulletSize={28} lineWidth={2}>
        {steps.map((step, index) => (
          <Timeline.Item
            key={step.title}
            bullet={
              step.done ? (
                <IconCheck size={16} aria-hidden="true" />
              ) : (
                <Text size="xs" fw={700}>
                  {index + 1}
                </Text>
              )
            }
            title={
              <Title order={3} size="h5">
                {step.target ? (
                  <Anchor component={Link} to={hrefOf(step.target)} inherit>
                    {step.title}
                  </Anchor>
                ) : (
                  step.title
                )}
                <Text span size="sm" c={step.done ? 'green.9' : 'dimmed'} fw={500}>
                  {step.done ? ' · Done' : ' · Ahead'}
                </Text>
              </Title>
            }
          >
            <Text size="sm" c="dimmed" maw="40rem">
              {step.description}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Stack>
  );
}
