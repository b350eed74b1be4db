/**
 * The home team (/app/home-team): the buyer's lender, housing counselor and real estate agent, one
 * each, with the calls booked with them; each can be chosen, replaced or removed.
 */
import { type HomeTeamMember, homeTeamRoleLabels } from '@hbw/contract';
import { Anchor, Button, Card, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { LoadingBlock } from '@/components/loading-block';
import { PageIntro } from '@/components/page-intro';
import { bookAppointmentPath, paths } from '@/config/paths';
import { useHomeTeam } from '@/features/home-team/api/get-home-team';
import { ChooseTeamMember } from '@/features/home-team/components/choose-team-member';
import { HomeTeamButton } from '@/features/home-team/components/home-team-button';
import { TeamCalls } from '@/features/home-team/components/team-calls';
import { useProfessionals } from '@/features/professionals/api/get-professionals';
import { ProfessionalCard } from '@/features/professionals/components/professional-card';

function TeamRole({ member }: { member: HomeTeamMember }) {
  const choices = useProfessionals({ kind: member.role });
  const { professional } = member;
  const roleLabel = homeTeamRoleLabels[member.role];
  const firstProgram = professional?.programs[0];
  return (
    <Stack gap="sm" component="section" aria-labelledby={`team-${member.role}`}>
      <Title order={2} size="h3" id={`team-${member.role}`}>
        {roleLabel}
      </Title>
      {professional ? (
        <ProfessionalCard
          professional={professional}
          action={
            <Stack gap="sm">
              <TeamCalls appointments={member.appointments} name={professional.name} />
              <Group gap="xs">
                {firstProgram && (
                  <Button component={Link} to={bookAppointmentPath(professional.id, firstProgram.id)} size="sm">
                    Book a call
                  </Button>
                )}
                <HomeTeamButton
                  role={member.role}
                  professional={professional}
                  change="remove"
                  variant="default"
                  size="sm"
                />
              </Group>
            </Stack>
          }
        />
      ) : (
        <Card withBorder radius="md" padding="lg">
          <Text c="dimmed">No {roleLabel.toLowerCase()} on your team yet.</Text>
        </Card>
      )}
      {choices.isSuccess && (
        <ChooseTeamMember role={member.role} choices={choices.data} currentId={professional?.id ?? null} />
      )}
      {choices.isError && (
        <LoadFailure
          title={`We couldn't load the ${roleLabel.toLowerCase()}s to choose from`}
          error={choices.error}
          onRetry={() => void choices.refetch()}
        />
      )}
    </Stack>
  );
}

export default function HomeTeam() {
  const team = useHomeTeam();
  return (
    <Container size="lg" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Home team" title="The people helping you buy">
          One participating lender, one housing counselor and one real estate agent, with your calls with each. Find
          lenders for your programs in{' '}
          <Anchor component={Link} to={paths.app.myPals} inherit underline="always">
            My PALs
          </Anchor>
          .
        </PageIntro>
        {team.isPending ? (
          <LoadingBlock label="Loading your home team" rows={3} height={160} />
        ) : team.isError ? (
          <LoadFailure title="We couldn't load your home team" error={team.error} onRetry={() => void team.refetch()} />
        ) : (
          team.data.map((member) => <TeamRole key={member.role} member={member} />)
        )}
      </Stack>
    </Container>
  );
}
