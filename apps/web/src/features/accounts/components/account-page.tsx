/** The frame of the sign-in, sign-up and password pages: a heading, a sentence, the form and the ways elsewhere. */
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

type AccountPageProps = { title: string; intro?: ReactNode; children: ReactNode };

export function AccountPage({ title, intro, children }: AccountPageProps) {
  return (
    <Stack gap="lg" maw="28rem" mx="auto" w="100%" py={{ base: 'xl', md: 56 }} px={{ base: 'md', sm: 0 }}>
      <Stack gap="xs">
        <Title order={1} fz={{ base: 26, sm: 30 }}>
          {title}
        </Title>
        {intro && <Text c="dimmed">{intro}</Text>}
      </Stack>
      {children}
    </Stack>
  );
}
