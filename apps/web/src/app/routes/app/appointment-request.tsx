/**
 * Asking for an expert (/app/appointment-request?program=<id>) when no time suits: the buyer's email
 * and mobile number are filled in from their profile.
 */
import { idInAddress } from '@hbw/contract/routes';
import { Container, Skeleton, Stack } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { LoadFailure } from '@/components/load-failure';
import { PageIntro } from '@/components/page-intro';
import { ExpertRequestForm } from '@/features/booking/components/expert-request-form';
import { usePrograms } from '@/features/programs/api/get-programs';
import { useProfile } from '@/features/session/api/get-profile';

export default function AppointmentRequest() {
  const [searchParams] = useSearchParams();
  const askedProgram = idInAddress(searchParams.get('program'));
  // The whole catalogue on one page, to choose from: a few hundred programs at most.
  const programs = usePrograms({ per_page: 500 });
  const profile = useProfile();

  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="No time suits you?" title="Ask for an expert">
          Tell us who would help you most. We send your request to the program's administrator, or find the right expert
          ourselves when the administrator takes no requests from us, and someone contacts you, usually within a few
          business days.
        </PageIntro>
        {programs.isError ? (
          <LoadFailure
            title="We couldn't load the programs"
            error={programs.error}
            onRetry={() => void programs.refetch()}
          />
        ) : programs.isPending || profile.isPending ? (
          <Skeleton height={360} radius="md" role="status" aria-label="Loading the form" />
        ) : (
          <ExpertRequestForm
            programs={programs.data.data}
            defaults={{
              programId: askedProgram ?? undefined,
              email: profile.data?.email ?? '',
              mobileNumber: profile.data?.mobile_number ?? '',
            }}
          />
        )}
      </Stack>
    </Container>
  );
}
