/**
 * One call booked with the signed-in professional (/pro/calls/12): when, where it stands, what can be
 * done with it (as in the list: join, cancel with a note, mark completed or no-show), another time
 * to propose while it is ahead, and its buyer.
 */
import type { ProCall } from '@hbw/contract';
import { Anchor, Container, Group, Skeleton, Stack, Text } from '@mantine/core';
import IconArrowLeft from '@tabler/icons-react/dist/esm/icons/IconArrowLeft.mjs';
import { useRef } from 'react';
import { Link, useParams } from 'react-router';
import { AppointmentStatusBadge } from '@/components/appointment-status-badge';
import { LoadFailure } from '@/components/load-failure';
import { PageIntro } from '@/components/page-intro';
import { PageTitle } from '@/components/page-title';
import { paths } from '@/config/paths';
import { useCall } from '@/features/professional-portal/api/get-call';
import { CallActions } from '@/features/professional-portal/components/call-actions';
import { CallBuyer } from '@/features/professional-portal/components/call-buyer';
import { ProposeTime } from '@/features/professional-portal/components/propose-time';
import { ApiError } from '@/lib/api-client';
import { callWhen } from '@/lib/call-time';

/**
 * Where the call stands and what can be done with it. When an action changes the state, its button is
 * gone: the keyboard's focus moves to the new state, which a screen reader then reads.
 */
function CallStanding({ call }: { call: ProCall }) {
  const standing = useRef<HTMLDivElement>(null);
  return (
    <Stack gap="sm" ref={standing} tabIndex={-1}>
      <Group gap="sm">
        <AppointmentStatusBadge status={call.status} />
        <CallActions call={call} size="sm" onChanged={() => standing.current?.focus()} />
      </Group>
      {call.cancellation_note && <Text size="sm">Cancellation note: {call.cancellation_note}</Text>}
    </Stack>
  );
}

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
  return (
    <>
      <PageTitle title={`Call with ${data.buyer_details.name}`} />
      <Stack gap="sm">
        <PageIntro eyebrow={`Call about ${data.program.name}`} title={callWhen(data.starts_at)} />
        <CallStanding call={data} />
      </Stack>
      {data.status === 'booked' && new Date(data.starts_at).getTime() > Date.now() && (
        <ProposeTime call={data} buyerName={data.buyer_details.name} />
      )}
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
