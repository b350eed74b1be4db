/** Questions people ask, answered in place: one open at a time. */
import { Accordion, Text } from '@mantine/core';

export type QuestionAndAnswer = { question: string; answer: string };

export function QuestionsAndAnswers({ items }: { items: readonly QuestionAndAnswer[] }) {
  return (
    <Accordion variant="separated" radius="md" maw="48rem">
      {items.map(({ question, answer }) => (
        <Accordion.Item key={question} value={question}>
          <Accordion.Control>{question}</Accordion.Control>
          <Accordion.Panel>
            <Text c="dimmed">{answer}</Text>
          </Accordion.Panel>
        </Accordion.Item>
      ))}
    </Accordion>
  );
}
