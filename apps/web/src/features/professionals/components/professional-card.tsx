/**
 * A lender or expert as a buyer chooses them: who they are, where they work, and, for a demo
 * profile, plainly that it is one. `action` is what the buyer can do next, booking a call say.
 */
import { type Professional, professionalKindLabels } from '@hbw/contract';
import { Avatar, Card, Group, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { DemoNotice } from '@/components/demo-notice';

type ProfessionalCardProps = {
  professional: Professional;
  action?: ReactNode;
  /** The heading level of the name, so that the card fits the page's outline. */
  headingOrder?: 2 | 3;
};

export function ProfessionalCard({ professional, action, headingOrder = 3 }: ProfessionalCardProps) {
  const headingId = `professional-${professional.id}`;
  return (
    <Card withBorder radius="md" padding="lg" component="article" aria-labelledby={headingId}>
      <Stack gap="sm" h="100%">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <Avatar name={professional.name} color="green" size={48} src={professional.photo} alt="" aria-hidden="true" />
          <Stack gap={2} miw={0}>
            <Title order={headingOrder} size="h4" id={headingId}>
              {professional.name}
            </Title>
            <Text size="sm">{professional.company}</Text>
            <Text size="sm" c="dimmed">
              {professionalKindLabels[professional.kind]}
              {professional.nmls_id ? ` · NMLS ${professional.nmls_id}` : ''}
            </Text>
          </Stack>
        </Group>
        {professional.is_demo && (
          <DemoNotice size="xs">A demo profile for trying Homebuyer Wizard, not a real person.</DemoNotice>
        )}
        <Text size="sm">{professional.bio}</Text>
        <Text size="sm" c="dimmed">
          Serves {professional.states_served.join(', ')} · Speaks {professional.languages.join(', ')}
        </Text>
        {action && <div style={{ marginTop: 'auto' }}>{action}</div>}
      </Stack>
    </Card>
  );
}
