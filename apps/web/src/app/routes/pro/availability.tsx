/** When the signed-in professional takes calls (/pro/availability): weekly hours and days off. */
import { BOOKING_HORIZON_DAYS } from '@hbw/contract';
import { Card, Container, Skeleton, Stack } from '@mantine/core';
import { LoadFailure } from '@/components/load-failure';
import { PageIntro } from '@/components/page-intro';
import { useAvailability } from '@/features/professional-portal/api/get-availability';
import { DaysOff } from '@/features/professional-portal/components/days-off';
import { WeeklyHoursEditor } from '@/features/professional-portal/components/weekly-hours-editor';

export default function ProfessionalAvailability() {
  const availability = useAvailability();
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <PageIntro eyebrow="Professionals' portal" title="When you take calls">
          Buyers can book the times you tick, from today up to {BOOKING_HORIZON_DAYS} days ahead, except on your days
          off.
        </PageIntro>
        {availability.isPending ? (
          <Skeleton height={480} radius="md" role="status" aria-label="Loading your hours" />
        ) : availability.isError ? (
          <LoadFailure
            title="We couldn't load your hours"
            error={availability.error}
            onRetry={() => void availability.refetch()}
          />
        ) : (
          <>
            <Card withBorder radius="md" padding="lg">
              <WeeklyHoursEditor saved={availability.data.weekly} daysOff={availability.data.days_off} />
            </Card>
            <Card withBorder radius="md" padding="lg">
              <DaysOff saved={availability.data} />
            </Card>
          </>
        )}
      </Stack>
    </Container>
  );
}
