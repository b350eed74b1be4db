/** The heading of a console screen, with what it is for. */
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export function ConsoleIntro({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={4}>
      <Title order={1} size="h2">
        {title}
      </Title>
      <Text c="dimmed" maw="48rem">
        {children}
      </Text>
    </Stack>
  );
}
