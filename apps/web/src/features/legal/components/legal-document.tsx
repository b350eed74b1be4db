/** A policy page: its title and effective date, a list of its sections, then the sections. */
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { PageIntro } from '@/components/page-intro';
import classes from './legal-document.module.css';

export type LegalSection = { id: string; heading: string; body: ReactNode };

type LegalDocumentProps = { title: string; effective: string; summary: ReactNode; sections: readonly LegalSection[] };

export function LegalDocument({ title, effective, summary, sections }: LegalDocumentProps) {
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <PageIntro eyebrow={`Effective ${effective}`} title={title}>
        {summary}
      </PageIntro>
      <nav aria-label="On this page" className={classes.contents}>
        <Text fw={700} mb="xs">
          On this page
        </Text>
        <List spacing={4} listStyleType="decimal">
          {sections.map((section) => (
            <List.Item key={section.id}>
              <Anchor href={`#${section.id}`}>{section.heading}</Anchor>
            </List.Item>
          ))}
        </List>
      </nav>
      <Stack gap="xl" className={classes.body}>
        {sections.map((section, index) => (
          <section key={section.id} id={section.id} aria-labelledby={`${section.id}-heading`}>
            <Title order={2} size="h3" id={`${section.id}-heading`} mb="sm">
              {index + 1}. {section.heading}
            </Title>
            {section.body}
          </section>
        ))}
      </Stack>
    </Container>
  );
}
