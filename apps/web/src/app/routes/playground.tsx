/** GET MONEY (/playground): what the questionnaire asks and why, and the way into it. */
import { Button, Container, Group, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';
import { useProfile } from '@/features/session/api/get-profile';

const asked = [
  'Where you want to buy, and how many people live with you',
  'Your household income, your savings and your credit score range',
  'Whether you or your parents have owned a home, and whether you served',
  'Your work: teachers, nurses, police, firefighters and others have programs of their own',
  'The home you want, its price, and when you hope to buy',
];

export default function Playground() {
  const profile = useProfile();
  const start = profile.data ? paths.app.survey : paths.questionnaire;
  return (
    <Container size="md" py={{ base: 40, md: 64 }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Get money" title="Find the money waiting for your home">
          States, cities and nonprofits give grants and low-cost loans toward a down payment. Answer a few questions and
          we check them against every program's rules, then add up the help you can combine.
        </PageIntro>
        <Stack gap="xs">
          <Title order={2} size="h3">
            What we ask
          </Title>
          <List spacing="xs">
            {asked.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List>
          <Text c="dimmed">It takes about five minutes. No documents, and no credit check.</Text>
        </Stack>
        <Group>
          <Button component={Link} to={start} size="md">
            Start the questionnaire
          </Button>
          <Button component={Link} to={paths.marketplace} size="md" variant="default">
            Browse every program
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
