/** One of the buyer's calls (/app/appointment/{id}). */
import { idInAddress } from '@hbw/contract/routes';
import { Anchor, Container, Stack } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { ErrorPage } from '@/components/error-page';
import { PageIntro } from '@/components/page-intro';
import { paths } from '@/config/paths';
import { AppointmentDetails } from '@/features/booking/components/appointment-details';
import { useProfile } from '@/features/session/api/get-profile';
import { readingTimeZone } from '@/lib/call-time';

export default function AppointmentPage() {
  const appointmentId = idInAddress(useParams().id);
  const timeZone = readingTimeZone(useProfile().data?.time_zone);
  if (appointmentId === null) return <ErrorPage />;
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <Anchor component={Link} to={paths.app.appointments} size="sm">
          ← All your calls
        </Anchor>
        <PageIntro title="Your call" />
        <AppointmentDetails appointmentId={appointmentId} timeZone={timeZone} />
      </Stack>
    </Container>
  );
}
