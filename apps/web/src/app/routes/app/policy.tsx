/** /app/policy: how Homebuyer Wizard treats a buyer's answers and calls, with the full policies a click away. */
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';

export default function Policy() {
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Policy" title="Your answers, your calls, your choice">
          The short version of how we handle what you tell us. The full texts are the{' '}
          <Anchor component={Link} to={paths.privacyPolicy} inherit underline="always">
            privacy policy
          </Anchor>{' '}
          and the{' '}
          <Anchor component={Link} to={paths.termsOfUse} inherit underline="always">
            terms of use
          </Anchor>
          .
        </PageIntro>
        <Stack gap="xs" component="section" aria-labelledby="policy-answers">
          <Title order={2} size="h3" id="policy-answers">
            Your questionnaire answers
          </Title>
          <List spacing={4}>
            <List.Item>We use them to estimate the assistance you may get, and for nothing else.</List.Item>
            <List.Item>We never sell them, and never share them with a lender without a call you booked.</List.Item>
            <List.Item>You can change them at any time; your wallet follows.</List.Item>
          </List>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="policy-calls">
          <Title order={2} size="h3" id="policy-calls">
            Your calls
          </Title>
          <List spacing={4}>
            <List.Item>
              The professional you book sees your name, email, the program you asked about and the note you wrote.
            </List.Item>
            <List.Item>Calls are free for you. Cancel any call from your appointments; both sides are told.</List.Item>
          </List>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="policy-estimates">
          <Title order={2} size="h3" id="policy-estimates">
            Estimates, not offers
          </Title>
          <Text>
            Amounts and eligibility are our reading of each program’s published rules. Only the program, through a
            participating lender, decides what you get.
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
