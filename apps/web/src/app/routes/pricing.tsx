/** Pricing (/pricing): free for buyers, always; free for professionals while we launch. */
import { questionsPeopleAsk } from '@hbw/contract/questions-people-ask';
import { Badge, Button, Card, Container, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { QuestionsAndAnswers } from '@/components/questions-and-answers';
import { paths } from '@/config/paths';

const plans = [
  {
    id: 'buyers',
    audience: 'Home buyers',
    price: '$0',
    note: 'Free, always',
    features: [
      'The questionnaire and your matches with every program we know',
      'Estimated amounts, reasons and warnings for each program',
      'Your wallet: the best combination the programs allow',
      'Favourite programs, your roadmap and next actions',
      'Calls with participating lenders and housing experts, booked online',
    ],
    action: { label: 'Create a free account', to: paths.signup },
  },
  {
    id: 'professionals',
    audience: 'Lenders and housing professionals',
    price: '$0',
    note: 'No cost during our launch',
    features: [
      'A listing under each program you take part in',
      'Calls booked into your calendar, with Google or Microsoft',
      'Choose the half-hour slots you take calls in',
      'Your bookings and their details in one place',
    ],
    action: { label: 'Professional sign in', to: paths.professionals },
  },
] as const;

export default function Pricing() {
  return (
    <Container size="lg" py={{ base: 40, md: 64 }}>
      <PageIntro eyebrow="Pricing" title="Free for home buyers. Always.">
        Finding help to buy a home should not cost you anything. Here is exactly what is free, for whom, and how that
        may change.
      </PageIntro>

      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="lg" mt={48}>
        {plans.map((plan) => (
          <Card key={plan.id} withBorder radius="lg" padding="xl" component="section" aria-labelledby={plan.id}>
            <Stack gap="md" h="100%">
              <Title order={2} size="h3" id={plan.id}>
                {plan.audience}
              </Title>
              <div>
                <Text fz={44} fw={800} lh={1}>
                  {plan.price}
                </Text>
                <Badge mt="xs" variant="light">
                  {plan.note}
                </Badge>
              </div>
              <List spacing="xs" style={{ flex: 1 }}>
                {plan.features.map((feature) => (
                  <List.Item key={feature}>{feature}</List.Item>
                ))}
              </List>
              <Button component={Link} to={plan.action.to} variant={plan.id === 'buyers' ? 'filled' : 'default'}>
                {plan.action.label}
              </Button>
            </Stack>
          </Card>
        ))}
      </SimpleGrid>

      <Title order={2} mt={64} mb="lg">
        Questions about pricing
      </Title>
      <QuestionsAndAnswers items={questionsPeopleAsk['/pricing']} />
    </Container>
  );
}
