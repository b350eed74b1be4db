/** Questions people ask, answered in place: one open at a time (the page's head declares them too, `@hbw/contract`). */
import type { QuestionAndAnswer } from '@hbw/contract/questions-people-ask';
import { Accordion, Text } from '@mantine/core';

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
