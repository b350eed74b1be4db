/**
 * A program's lenders and experts, to choose whom to book a call with (/app/lender/{id},
 * /app/lender-details/{id} and /app/appointment-lender-details/{id}, {id} being the program): the
 * professionals beside the program's facts, and a way to ask for an expert when none suits.
 */
import '@mantine/core/styles/EmptyState.css';
import type { Professional } from '@hbw/contract';
import { idInAddress } from '@hbw/contract/routes';
import { Anchor, Button, Container, EmptyState, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import IconUsers from '@tabler/icons-react/dist/esm/icons/IconUsers.mjs';
import { Link, useParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { LoadFailure } from '@/components/load-failure';
import { PageIntro } from '@/components/page-intro';
import { PageTitle } from '@/components/page-title';
import { appointmentRequestPath, bookAppointmentPath } from '@/config/paths';
import { useProfessionals } from '@/features/professionals/api/get-professionals';
import { ProfessionalCard } from '@/features/professionals/components/professional-card';
import { useProgram } from '@/features/programs/api/get-program';
import { ProgramFacts } from '@/features/programs/components/program-facts';
import { ApiError } from '@/lib/api-client';
import classes from './program-professionals.module.css';

function ProfessionalGroup({
  title,
  professionals,
  programId,
}: {
  title: string;
  professionals: Professional[];
  programId: number;
}) {
  if (professionals.length === 0) return null;
  return (
    <section aria-label={title}>
      <Title order={2} size="h3" mb="sm">
        {title}
      </Title>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {professionals.map((professional) => (
          <ProfessionalCard
            key={professional.id}
            professional={professional}
            action={
              <Button
                component={Link}
                to={bookAppointmentPath(professional.id, programId)}
                aria-label={`Book a call with ${professional.name}`}
              >
                Book a call
              </Button>
            }
          />
        ))}
      </SimpleGrid>
    </section>
  );
}

function Professionals({ programId }: { programId: number }) {
  const professionals = useProfessionals({ program_id: programId });
  if (professionals.isPending) {
    return (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" role="status" aria-label="Loading the lenders and experts">
        <Skeleton height={220} radius="md" />
        <Skeleton height={220} radius="md" />
      </SimpleGrid>
    );
  }
  if (professionals.isError) {
    return (
      <LoadFailure
        title="We couldn't load the lenders and experts"
        error={professionals.error}
        onRetry={() => void professionals.refetch()}
      />
    );
  }
  if (professionals.data.length === 0) {
    return (
      <EmptyState icon={<IconUsers aria-hidden="true" />} withIndicatorBackground>
        <EmptyState.Title order={2}>No lender or expert takes calls about this program yet</EmptyState.Title>
        <EmptyState.Description>
          Ask for an expert: the program's administrator will put you in touch.
        </EmptyState.Description>
        <EmptyState.Actions>
          <Button component={Link} to={appointmentRequestPath(programId)}>
            Ask for an expert
          </Button>
        </EmptyState.Actions>
      </EmptyState>
    );
  }
  return (
    <Stack gap="xl">
      <ProfessionalGroup
        title="Participating lenders"
        programId={programId}
        professionals={professionals.data.filter((professional) => professional.kind === 'lender')}
      />
      <ProfessionalGroup
        title="Housing counselors and agents"
        programId={programId}
        professionals={professionals.data.filter((professional) => professional.kind !== 'lender')}
      />
    </Stack>
  );
}

function ProgramProfessionalsPage({ programId }: { programId: number }) {
  const program = useProgram(programId);

  if (program.isError && program.error instanceof ApiError && program.error.status === 404) return <ErrorPage />;
  return (
    <Container size="xl" py={{ base: 'lg', md: 'xl' }}>
      <PageTitle title={program.data ? `Lenders and experts for ${program.data.name}` : undefined} />
      <Stack gap="xl">
        {program.data ? (
          <PageIntro eyebrow="Book a call about" title={program.data.name}>
            Choose a participating lender or a housing expert for a free 30-minute call about this program.
          </PageIntro>
        ) : program.isError ? (
          <LoadFailure
            title="We couldn't load this program"
            error={program.error}
            onRetry={() => void program.refetch()}
          />
        ) : (
          <Skeleton height={80} width="60%" aria-label="Loading the program" role="status" />
        )}
        <div className={classes.columns}>
          <Stack gap="xl">
            <Professionals programId={programId} />
            <Text size="sm">
              No time suits you, or you'd like someone else?{' '}
              <Anchor component={Link} to={appointmentRequestPath(programId)} fw={600}>
                Ask for an expert
              </Anchor>
              : the program's administrator will contact you.
            </Text>
          </Stack>
          {program.data && <ProgramFacts program={program.data} />}
        </div>
      </Stack>
    </Container>
  );
}

export default function ProgramProfessionals() {
  const programId = idInAddress(useParams().id);
  if (programId === null) return <ErrorPage />;
  return <ProgramProfessionalsPage programId={programId} />;
}
