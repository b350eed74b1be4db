/**
 * The landing page for visitors (/ and /home): what Homebuyer Wizard finds for you, how, and where
 * to start. Someone signed in goes straight to their role's home (a buyer's dashboard, a professional's calls).
 */
import { Anchor, Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { QueryClient } from '@tanstack/react-query';
import { Link, type LoaderFunction, redirect } from 'react-router';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';
import { roleShells } from '@/config/role-shells';
import { HowItWorks } from '@/features/homebuying/components/how-it-works';
import { KindsOfHelp } from '@/features/homebuying/components/kinds-of-help';
import { catalogueStatsQueryOptions } from '@/features/programs/api/get-catalogue-stats';
import { CatalogueSize } from '@/features/programs/components/catalogue-size';
import { profileQueryOptions } from '@/features/session/api/get-profile';
import classes from './content.module.css';

export const clientLoader =
  (queryClient: QueryClient): LoaderFunction =>
  async () => {
    // Unreachable API: show the landing page as to a visitor rather than an error. The catalogue's
    // size is asked for at once, so that its sentence is in the first render of the page rather than
    // pushing the page down when it comes (a layout shift).
    const [profile] = await Promise.all([
      queryClient.ensureQueryData(profileQueryOptions()).catch(() => null),
      queryClient.ensureQueryData(catalogueStatsQueryOptions()).catch(() => undefined),
    ]);
    if (profile) throw redirect(roleShells[profile.role].home);
    return null;
  };

export default function Landing() {
  return (
    <>
      <Container size="md" py={{ base: 40, md: 72 }}>
        <Stack gap="lg">
          <PageIntro
            size="hero"
            eyebrow="Homebuyer assistance, found for you"
            title="Find out how much help you could get to buy your home"
          >
            Down payment and closing cost help comes from state agencies, cities and lenders across the country.{' '}
            <CatalogueSize />
            Answer a few questions to see which ones you may qualify for and how much they could be worth, then book a
            call with a participating lender who can help you apply.
          </PageIntro>
          <Group gap="sm" className={classes.actions}>
            <Button component={Link} to={paths.questionnaire} size="md">
              See how much you could get
            </Button>
            <Button component={Link} to={paths.signup} size="md" variant="default">
              Create a free account
            </Button>
          </Group>
          <Text size="sm" c="dimmed">
            Already have an account?{' '}
            <Anchor component={Link} to={paths.login} fw={600}>
              Sign in
            </Anchor>
          </Text>
        </Stack>
      </Container>

      <Box component="section" aria-labelledby="how-it-works" className={classes.band}>
        <Container size="lg" py={{ base: 40, md: 64 }}>
          <Title order={2} id="how-it-works" mb="xl">
            How it works
          </Title>
          <HowItWorks />
        </Container>
      </Box>

      <Container component="section" aria-labelledby="kinds-of-help" size="lg" py={{ base: 40, md: 64 }}>
        <Title order={2} id="kinds-of-help" mb="xs">
          The kinds of help you may find
        </Title>
        <Text c="dimmed" mb="xl" maw="42rem">
          State housing finance agencies, cities, counties and nonprofits run these programs. Many can be combined with
          each other; some cannot, and we tell you which.
        </Text>
        <KindsOfHelp />
      </Container>

      <Box component="section" aria-labelledby="worth-checking" className={classes.band}>
        <Container size="md" py={{ base: 40, md: 64 }}>
          <Title order={2} id="worth-checking" mb="md">
            Worth checking, even if you think you earn too much
          </Title>
          <ul className={classes.list}>
            <li>
              More than a third of programs have no first-time buyer rule, according to Down Payment Resource's 2025
              count. Many that do treat anyone who has not owned a home in the last three years as a first-time buyer.
            </li>
            <li>Income limits are set by county and household size, and are often well above the local median.</li>
            <li>
              Some programs are only for teachers, nurses, police officers, firefighters, veterans or first-generation
              buyers, and they are often the most generous.
            </li>
          </ul>
          <Group mt="xl" className={classes.actions}>
            <Button component={Link} to={paths.questionnaire} size="md">
              See how much you could get
            </Button>
            <Button component={Link} to={paths.gettingStarted} size="md" variant="subtle">
              Read how it works
            </Button>
          </Group>
        </Container>
      </Box>
    </>
  );
}
