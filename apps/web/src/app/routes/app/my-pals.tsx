/**
 * My PALs (/app/my-pals): the participating approved lenders of the programs in the buyer's wallet,
 * those serving the buyer's state first, with a call to book about each program and a place on the
 * home team.
 */
import '@mantine/core/styles/EmptyState.css';
import type { Pal } from '@hbw/contract';
import { Badge, Button, Container, EmptyState, Group, SimpleGrid, Stack, Text } from '@mantine/core';
import IconUsersGroup from '@tabler/icons-react/dist/esm/icons/IconUsersGroup.mjs';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { PageIntro } from '@/components/page-intro';
import { bookAppointmentPath, paths } from '@/config/paths';
import { usePals } from '@/features/home-team/api/get-pals';
import { HomeTeamButton } from '@/features/home-team/components/home-team-button';
import { ProfessionalCard } from '@/features/professionals/components/professional-card';

function PalActions({ pal }: { pal: Pal }) {
  const { professional } = pal;
  return (
    <Stack gap="xs">
      <Group gap={6}>
        {pal.in_your_state && (
          <Badge variant="light" color="green">
            Serves your state
          </Badge>
        )}
        {pal.on_home_team && <Badge variant="light">On your home team</Badge>}
      </Group>
      {pal.wallet_programs.map((program) => (
        <Button key={program.id} component={Link} to={bookAppointmentPath(professional.id, program.id)} size="sm">
          Book a call about {program.name}
        </Button>
      ))}
      {!pal.on_home_team && (
        <HomeTeamButton role={professional.kind} professional={professional} change="add" variant="default" size="sm" />
      )}
    </Stack>
  );
}

export default function MyPals() {
  const pals = usePals();
  return (
    <Container size="xl" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="My PALs" title="Your participating approved lenders">
          Assistance is applied for through a lender the program approves. These lenders take part in the programs in
          your wallet; those who serve your state come first.
        </PageIntro>
        {pals.isPending ? (
          <LoadingBlock label="Loading your PALs" rows={2} height={200} />
        ) : pals.isError ? (
          <LoadFailure title="We couldn't load your PALs" error={pals.error} onRetry={() => void pals.refetch()} />
        ) : pals.data.length === 0 ? (
          <EmptyState icon={<IconUsersGroup aria-hidden="true" />} withIndicatorBackground>
            <EmptyState.Title order={2}>No PAL to show yet</EmptyState.Title>
            <EmptyState.Description>
              Your PALs are the lenders of the programs in your wallet. Finish the questionnaire to fill your wallet, or
              ask for an expert who can help.
            </EmptyState.Description>
            <EmptyState.Actions>
              <Button component={Link} to={paths.app.myWallet}>
                See my wallet
              </Button>
              <Button component={Link} to={paths.app.appointmentRequest} variant="default">
                Ask for an expert
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        ) : (
          <Stack gap="md">
            <Text size="sm" c="dimmed" aria-live="polite">
              {pals.data.length} {pals.data.length === 1 ? 'lender' : 'lenders'}
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              {pals.data.map((pal) => (
                <ProfessionalCard
                  key={pal.professional.id}
                  professional={pal.professional}
                  action={<PalActions pal={pal} />}
                />
              ))}
            </SimpleGrid>
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
