/** One call booked with the signed-in professional (/pro/calls/12): when, and its buyer's details. */
import { Anchor, Button, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { Link, useParams } from 'react-router';
import { AppointmentStatusBadge } from '@/components/appointment-status-badge';
import { LoadFailure } from '@/components/load-failure';
import { PageIntro } from '@/components/page-intro';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useCall } from '@/features/professional-portal/api/get-call';
import { CallBuyer } from '@/features/professional-portal/components/call-buyer';
import { ApiError } from '@/lib/api-client';
import { callWhen } from '@/lib/call-time';

function CallDetails({ id }: { id: number }) {
  const call = useCall(id);
  if (call.isPending) {
    return (
      <Stack gap="lg" role="status" aria-label="Loading this call">
        <Skeleton height={64} radius="md" />
        <Skeleton height={120} radius="md" />
        <Skeleton height={200} radius="md" />
      </Stack>
    );
  }
  if (call.isError) {
    const missing = call.error instanceof ApiError && call.error.status === 404;
    return (
      <LoadFailure
        title={missing ? 'There is no such call among yours' : "We couldn't load this call"}
        error={call.error}
        message={missing ? 'It may have been booked with someone else. Your calls are all in your list.' : undefined}
        onRetry={missing ? undefined : () => void call.refetch()}
      />
    );
  }
  const { data } = call;
  const when = callWhen(data.starts_at);
  const joinable = data.status === 'booked' && data.meet_link && new Date(data.ends_at).getTime() > Date.now();
  return (
    <>
      <PageTitle title={`Call with ${data.buyer_details.name}`} />
      <Stack gap="sm">
        <PageIntro eyebrow={`Call about ${data.program.name}`} title={when} />
        <Group gap="sm">
          <AppointmentStatusBadge status={data.status} />
          {joinable && data.meet_link && (
            <Button component="a" href={data.meet_link} target="_blank" rel="noreferrer" size="xs">
              Join the call
            </Button>
          )}
        </Group>
        {data.cancellation_note && <Text size="sm">Cancellation note: {data.cancellation_note}</Text>}
      </Stack>
      <CallBuyer call={data} />
    </>
  );
}

export default function ProfessionalCall() {
  const id = Number(useParams().id);
  return (
    <Container size="md" py={{ base: 'lg', md: 'xl' }}>
      <Stack gap="xl">
        <Anchor component={Link} to={paths.professionalCalls} size="sm" w="fit-content">
          <Group gap={4} wrap="nowrap">
            <IconArrowLeft size={16} aria-hidden="true" />
            All your calls
          </Group>
        </Anchor>
        {Number.isInteger(id) && id > 0 ? (
          <CallDetails id={id} />
        ) : (
          <LoadFailure
            title="There is no such call among yours"
            error={new Error('This address does not name a call.')}
          />
        )}
      </Stack>
    </Container>
  );
}
