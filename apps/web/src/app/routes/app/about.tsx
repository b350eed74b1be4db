/** About HW (/app/about): what Homebuyer Wizard does for a buyer, how its estimates are made, and who pays for it. */
import { Anchor, Container, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { contact, paths } from '@/config/paths';

export default function About() {
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="About HW" title="About Homebuyer Wizard">
          We help people buying a home in the United States find the assistance they may get, and the lenders who can
          get it for them.
        </PageIntro>
        <Stack gap="xs" component="section" aria-labelledby="about-estimates">
          <Title order={2} size="h3" id="about-estimates">
            How we estimate your wallet
          </Title>
          <Text>
            Each program (a chip) has rules: where the home is, income and price limits, first-time buyer status, credit
            score, occupations, the kind of first mortgage. We check your answers against every rule and say whether you
            are likely, possibly or maybe eligible, with the reasons. Amounts come from each program’s formula and your
            target price; the wallet adds up the programs that can be combined.
          </Text>
          <Text>
            These are estimates, not offers. A participating lender confirms the amounts, and funds can run out during
            the year.
          </Text>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="about-sources">
          <Title order={2} size="h3" id="about-sources">
            Where the programs come from
          </Title>
          <Text>
            From the agencies that run them: state housing finance agencies, cities and nonprofits. Every chip links to
            its source and says when we last checked it.
          </Text>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="about-use">
          <Title order={2} size="h3" id="about-use">
            What you can do here
          </Title>
          <List spacing={4}>
            <List.Item>
              <Anchor component={Link} to={paths.app.myWallet}>
                See your wallet
              </Anchor>{' '}
              and the programs behind it.
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={paths.app.chipMarketplace}>
                Browse every chip
              </Anchor>{' '}
              and star the ones you want to follow.
            </List.Item>
            <List.Item>
              <Anchor component={Link} to={paths.app.myPals}>
                Book a free call
              </Anchor>{' '}
              with a participating lender or a housing counselor.
            </List.Item>
          </List>
        </Stack>
        <Stack gap="xs" component="section" aria-labelledby="about-contact">
          <Title order={2} size="h3" id="about-contact">
            Talk to us
          </Title>
          <Text>
            Write to <Anchor href={`mailto:${contact.email}`}>{contact.email}</Anchor> or call{' '}
            <Anchor href={`tel:${contact.phone}`}>{contact.phoneLabel}</Anchor>.
          </Text>
        </Stack>
      </Stack>
    </Container>
  );
}
