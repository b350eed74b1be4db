/** The opening of a content page: a short label, the page's heading and a sentence or two. */
import { Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './page-intro.module.css';

type PageIntroProps = {
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  /** "hero" for the landing page's larger opening. */
  size?: 'page' | 'hero';
};

export function PageIntro({ eyebrow, title, children, size = 'page' }: PageIntroProps) {
  return (
    <Stack gap={size === 'hero' ? 'lg' : 'sm'}>
      {eyebrow && <Text className={classes.eyebrow}>{eyebrow}</Text>}
      <Title order={1} className={size === 'hero' ? classes.hero : classes.title}>
        {title}
      </Title>
      {children && (
        <Text size={size === 'hero' ? 'xl' : 'lg'} c="dimmed" maw="44rem">
          {children}
        </Text>
      )}
    </Stack>
  );
}
