/** How it works (/getting-started): the three steps, what we ask, what you get, and the usual questions. */
import { questionsPeopleAsk } from '@hbw/contract/questions-people-ask';
import { Badge, Box, Button, Container, Group, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { QuestionsAndAnswers } from '@/components/questions-and-answers';
import { paths } from '@/config/paths';
import { HowItWorks } from '@/features/homebuying/components/how-it-works';
import classes from './content.module.css';

const questions = [
  'The state and county where you want to buy',
  'How many people live in your household, and your yearly household income',
  'Whether you have owned a home in the last three years',
  'Whether you are a veteran or serving, and what you do for a living',
  'The price you have in mind and the kind of home',
  'Your credit score range and your savings',
  'The kind of loan you prefer, and when you hope to buy',
];

const verdicts = [
  { label: 'Likely', color: 'green', text: 'Your answers meet every rule we can check.' },
  { label: 'Possible', color: 'blue', text: 'You meet most rules; one needs a closer look.' },
  { label: 'Needs review', color: 'gray', text: 'A lender or the program has to confirm a detail.' },
] as const;

export default function GettingStarted() {
  return (
    <>
      <Container size="lg" py={{ base: 40, md: 64 }}>
        <PageIntro eyebrow="How it works" title="From a few answers to a plan for your down payment">
          Homebuyer Wizard matches your situation against the rules of assistance programs near you, shows what you may
          get, and puts you in touch with a lender who can help you apply.
        </PageIntro>
      </Container>

      <Box component="section" aria-labelledby="steps" className={classes.band}>
        <Container size="lg" py={{ base: 40, md: 56 }}>
          <Title order={2} id="steps" mb="xl">
            Three steps
          </Title>
          <HowItWorks />
        </Container>
      </Box>

      <Container size="lg" py={{ base: 40, md: 56 }}>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={48}>
          <Stack component="section" aria-labelledby="what-we-ask" gap="sm">
            <Title order={2} id="what-we-ask">
              What we ask
            </Title>
            <Text c="dimmed">These are the facts programs decide on. Ranges are enough; no documents needed.</Text>
            <List spacing="xs">
              {questions.map((question) => (
                <List.Item key={question}>{question}</List.Item>
              ))}
            </List>
          </Stack>
          <Stack component="section" aria-labelledby="what-you-get" gap="sm">
            <Title order={2} id="what-you-get">
              What you get
            </Title>
            <Text c="dimmed">
              For each program, a verdict with an estimated amount, the reasons, and anything to watch out for. Your
              wallet adds up the best combination the programs allow together.
            </Text>
            <Stack gap="xs">
              {verdicts.map((verdict) => (
                <Group key={verdict.label} gap="sm" wrap="nowrap" align="flex-start">
                  <Badge color={verdict.color} variant="light" w={120} style={{ flex: 'none' }}>
                    {verdict.label}
                  </Badge>
                  <Text size="sm">{verdict.text}</Text>
                </Group>
              ))}
            </Stack>
          </Stack>
        </SimpleGrid>
      </Container>

      <Box component="section" aria-labelledby="questions" className={classes.band}>
        <Container size="md" py={{ base: 40, md: 56 }}>
          <Title order={2} id="questions" mb="lg">
            Questions people ask
          </Title>
          <QuestionsAndAnswers items={questionsPeopleAsk['/getting-started']} />
          <Group mt="xl" className={classes.actions}>
            <Button component={Link} to={paths.questionnaire} size="md">
              See how much you could get
            </Button>
            <Button component={Link} to={paths.roadmap} size="md" variant="subtle">
              See the road to your home
            </Button>
          </Group>
        </Container>
      </Box>
    </>
  );
}
