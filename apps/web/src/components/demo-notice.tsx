/**
 * The mark of a demo professional, who is not a real person: a "Demo" badge and a sentence saying
 * what that means where it matters (a card, or the booking page).
 */
import { Badge, Group, Text, type TextProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { orangeText } from './readable-colours';

export function DemoNotice({ children, size = 'sm' }: { children: ReactNode; size?: TextProps['size'] }) {
  return (
    <Group gap="xs" wrap="nowrap" align="flex-start">
      <Badge color="orange" variant="outline" c={orangeText} style={{ flex: 'none' }}>
        Demo
      </Badge>
      <Text size={size}>{children}</Text>
    </Group>
  );
}
